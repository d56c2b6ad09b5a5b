import { useCallback, useRef, useState } from 'react';

// A number kept for the browser tab's session (sessionStorage): the quick registration's
// "Cadastros realizados hoje". Only the count is stored; never what was registered.

function read(key: string): number {
  try {
    const value = Number(window.sessionStorage.getItem(key));
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0; // storage blocked: the counter starts at zero and lives in memory
  }
}

export function useSessionCount(key: string): [count: number, increment: () => void] {
  const [count, setCount] = useState(() => read(key));
  const current = useRef(count);
  const increment = useCallback(() => {
    // Another tab of the same session cannot write here (sessionStorage is per tab), so the
    // larger of memory and storage is the count even when storage is blocked.
    const next = Math.max(current.current, read(key)) + 1;
    current.current = next;
    try {
      window.sessionStorage.setItem(key, String(next));
    } catch {
      // storage blocked: keep counting in memory
    }
    setCount(next);
  }, [key]);
  return [count, increment];
}
