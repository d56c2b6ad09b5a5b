import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

// The loading line and the load error with a retry that the /gestao sections share, and the
// loading → error → empty → content choice they each make over a query.

export function Loading({ label = 'Carregando...' }: { label?: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-slate-500">
      <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 py-4 text-sm text-red-700">
      {message}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Tentar novamente
      </Button>
    </div>
  );
}

export function QueryStates<T>({
  data,
  isPending,
  loading = <Loading />,
  error,
  isEmpty,
  empty,
  children,
}: {
  /** What to show; undefined after a failed load (the caller decides whether stale data counts). */
  data: T | undefined;
  isPending: boolean;
  loading?: ReactNode;
  /** The failed load's message and retry; without it a failed load shows `empty`. */
  error?: { message: string; onRetry: () => void };
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (isPending) return loading;
  if (data === undefined) return error ? <LoadError {...error} /> : empty;
  if (isEmpty?.(data)) return empty;
  return children(data);
}
