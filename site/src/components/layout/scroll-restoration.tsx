import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

// What React Router's <ScrollRestoration> did here, without the data router it needs (17 KB
// gzipped in the entry): a new page starts at the top, or at the element its #hash names; back,
// forward and a reload return to where the visitor was on that history entry. The layouts render
// it beside <Outlet /> inside their <Suspense>, so it scrolls once the page's content is there
// (a reload shows the loader first; scrolling then would stop at the loader's height).

const storageKey = 'scroll-positions';

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {}; // storage blocked or garbled: positions are only kept for this visit
  }
}

const positions = readPositions();

/**
 * Gives a history entry opened by a page load its own key before <BrowserRouter> reads it: React
 * Router calls every such entry 'default', so one saved position would serve them all.
 */
export function keyHistoryEntry(): void {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'key' in state) return;
  window.history.replaceState({ ...(state ?? {}), key: Math.random().toString(36).slice(2, 10) }, '');
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  // The entry the scroll events belong to; it changes in the layout effect below, so the scroll a
  // new page's render causes is never saved under the page that was left.
  const entryKey = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      positions[entryKey.current] = window.scrollY;
    };
    const persist = () => {
      save();
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions));
      } catch {
        // storage blocked: a reload starts at the top
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', persist);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    entryKey.current = location.key;
    const saved = navigationType === 'POP' ? positions[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(safeDecode(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
