import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { mfaRequiredMessage } from '#domain/auth-messages.ts';
import { ApiError, api } from '../../lib/api.ts';
import { readSession } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';

// The role is checked by the server on every admin request (GET /api/admin/me and each admin
// route); the pages only follow its answer to the right screen (spec 001 §6).

export type AdminMe = { id: string; email: string; name?: string; twoFactorEnabled?: boolean };

/** null without a session (no request made, so no 401 in the console); the admin otherwise. */
export async function fetchAdminMe(): Promise<AdminMe | null> {
  const session = await readSession();
  if (!session) return null;
  return api<AdminMe>('/api/admin/me');
}

export const isMfaRequired = (error: unknown) => error instanceof ApiError && error.code === 'MFA_REQUIRED';

// The tools page has its own refusal in spec 001 §6: its text, and home rather than the login.
const TOOLS_PATH = '/gestao/ferramentas';

/** Sends a refused visitor where they belong, with the spec's toast. */
export function leaveAdminArea(error: unknown, navigate: NavigateFunction, pathname = ''): void {
  if (isMfaRequired(error)) {
    toast.warning('Atenção', { description: mfaRequiredMessage });
    navigate('/gestao/mfa', { replace: true });
  } else if (error instanceof ApiError && error.status === 403 && pathname === TOOLS_PATH) {
    toast.error('Acesso negado', { description: 'Você não tem permissão para acessar esta página.' });
    navigate('/', { replace: true });
  } else if (error instanceof ApiError && error.status === 403) {
    toast.error('Acesso negado', { description: 'Você não tem permissão de administrador' });
    navigate('/gestao/login', { replace: true });
  } else if (error instanceof ApiError && error.status === 401) {
    navigate('/gestao/login', { replace: true });
  } else {
    toast.error('Erro de autenticação', { description: 'Não foi possível verificar suas permissões' });
    navigate('/', { replace: true });
  }
}

/**
 * Guards an admin page: no session or a 401/403 leaves for /gestao/login. The MFA page passes
 * `allowMfaSetup`, since an admin who must enrol TOTP (ADMIN_MFA_REQUIRED) has to reach it.
 */
export function useAdminAccess({ allowMfaSetup = false }: { allowMfaSetup?: boolean } = {}) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useQuery({
    queryKey: ['admin-me'],
    queryFn: fetchAdminMe,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const { data, error, isSuccess } = query;
  const isAllowed = isSuccess ? data !== null : allowMfaSetup && isMfaRequired(error);

  useEffect(() => {
    if (isSuccess && data === null) navigate('/gestao/login', { replace: true });
    else if (error && !(allowMfaSetup && isMfaRequired(error))) leaveAdminArea(error, navigate, pathname);
  }, [isSuccess, data, error, allowMfaSetup, navigate, pathname]);

  return { isAllowed, admin: data ?? null };
}
