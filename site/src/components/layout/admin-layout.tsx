import { Gauge, ShieldCheck, Store, UserLock, Wrench } from 'lucide-react';
import { Suspense } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { cn } from '../../lib/cn.ts';
import { AdminSignOutButton } from '../auth/admin-sign-out-button.tsx';
import { Logo } from './logo.tsx';
import { PageLoader } from './page-loader.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

// The back office (/gestao) gets a minimal frame without the public navigation or the chat button.
// Past the login it carries the console's buttons (spec 001 §2.2: Lojistas, Ferramentas,
// Segurança, Sair) plus Dashboard and Privacidade (LGPD requests), once for every page, so no page
// repeats them.

const LINKS = [
  { to: '/gestao/dashboard', label: 'Dashboard', icon: Gauge },
  { to: '/gestao/lojistas', label: 'Lojistas', icon: Store },
  { to: '/gestao/ferramentas', label: 'Ferramentas', icon: Wrench },
  { to: '/gestao/privacidade', label: 'Privacidade', icon: UserLock },
  { to: '/gestao/mfa', label: 'Segurança', icon: ShieldCheck },
] as const;

const LOGIN_PATHS = new Set(['/gestao', '/gestao/', '/gestao/login']);

export function AdminLayout() {
  const { pathname } = useLocation();
  const isLogin = LOGIN_PATHS.has(pathname);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex min-h-14 max-w-7xl flex-wrap items-center gap-3 px-4 py-2">
          <Logo />
          <span className="rounded bg-slate-900 px-2 py-0.5 text-xs font-semibold text-white">Gestão</span>
          {!isLogin && (
            <nav aria-label="Gestão" className="ml-auto flex flex-wrap items-center gap-1">
              {LINKS.map(({ to, label, icon: Icon }) => (
                <NavLink
                  key={to}
                  to={to}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 [&_svg]:size-4',
                      isActive && 'bg-slate-100 text-slate-900',
                    )
                  }
                >
                  <Icon aria-hidden="true" />
                  {label}
                </NavLink>
              ))}
              <AdminSignOutButton />
            </nav>
          )}
        </div>
      </header>
      <main className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <ScrollRestoration />
        </Suspense>
      </main>
    </div>
  );
}
