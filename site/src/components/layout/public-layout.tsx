import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoader } from './page-loader.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main className="flex-1">
        <Suspense fallback={<PageLoader />}>
          <Outlet />
          <ScrollRestoration />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
