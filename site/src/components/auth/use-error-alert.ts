import { useState } from 'react';
import { toast } from '../../lib/toast.ts';

/**
 * The failure of an auth screen, shown twice as spec 000 §8 asks ("Errors show in an alert box
 * and a toast"): `fail` sets the box's message and raises the 'Erro' toast; `clear` empties the
 * box before the next try.
 */
export function useErrorAlert() {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    fail(message: string) {
      setError(message);
      toast.error('Erro', { description: message });
    },
    clear: () => setError(null),
    /** The box's message without a toast: a hint the user acts on right there. */
    hint: (message: string) => setError(message),
  };
}
