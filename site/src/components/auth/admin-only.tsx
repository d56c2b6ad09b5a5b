import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../layout/page-loader.tsx';
import { useAdminAccess } from './admin-access.ts';

/**
 * The back office pages behind the admin check (router.tsx): a page's code is requested only once
 * GET /api/admin/me has said yes, so a visitor sent to the login never downloads it. The check
 * runs again on every page, as when each page made it (`key`).
 */
export function AdminOnly({ allowMfaSetup = false }: { allowMfaSetup?: boolean }) {
  const { pathname } = useLocation();
  return <AdminCheck key={pathname} allowMfaSetup={allowMfaSetup} />;
}

function AdminCheck({ allowMfaSetup }: { allowMfaSetup: boolean }) {
  const { isAllowed } = useAdminAccess({ allowMfaSetup });
  return isAllowed ? <Outlet /> : <PageLoader />;
}
