import { LoaderCircle } from 'lucide-react';
import { Button } from '../ui/button.tsx';

// The loading line and the load error with a retry that the /gestao sections share.

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
