import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from './logo.tsx';
import { PageLoader } from './page-loader.tsx';

// The back office (/gestao) has its own headers per page (spec 001 §2.2: Lojistas, Ferramentas,
// Segurança, Sair), so it gets a minimal frame without the public navigation or the chat button.
export function AdminLayout() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-4">
          <Logo />
          <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">Gestão</span>
        </div>
      </header>
      <main className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
