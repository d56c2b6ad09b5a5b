import { LoaderCircle } from 'lucide-react';

/** Shown while a page's code is loading. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[50vh] items-center justify-center gap-2 text-slate-500">
      <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
      <span>Carregando...</span>
    </div>
  );
}
