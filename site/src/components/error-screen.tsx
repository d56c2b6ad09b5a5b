import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from './ui/button.tsx';

/** Full-page screen for any uncaught rendering error (spec 000 §2, Shared frame). */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Erro ao renderizar a página:', error);
  }, [error]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="max-w-md rounded-lg bg-white p-8 text-center shadow-sm">
        <TriangleAlert className="mx-auto mb-4 size-10 text-amber-500" aria-hidden="true" />
        <h1 className="text-2xl font-bold text-slate-900">Ocorreu um erro</h1>
        <p className="mt-2 text-slate-600">
          Detectamos um problema ao processar a página. Toque abaixo para tentar novamente.
        </p>
        {/* A reload clears the error and fetches fresh code (a new deploy, a chunk that failed). */}
        <Button size="lg" className="mt-6" onClick={() => window.location.reload()}>
          Tentar novamente
        </Button>
      </div>
    </main>
  );
}
