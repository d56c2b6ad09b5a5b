import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast.ts';

/** True when the hash is what an e-mail confirmation link leaves on the URL (spec 000 §2, Home). */
export function isAuthReturnHash(hash: string): boolean {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  return params.has('access_token') || params.get('type') === 'signup';
}

/**
 * Home page: a visitor arriving from a confirmation link (hash with access_token or type=signup)
 * goes to the dashboard when the account already has a shop, or to /completar-perfil with the
 * 'Email confirmado!' toast. The session itself lives in the cookie, never in the hash: without a
 * session the hash is just removed. The session read loads only on that path, not for every visit.
 */
export function useSignupHashRedirect(): void {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isAuthReturnHash(hash)) return;
    let isCancelled = false;
    (async () => {
      const [{ readSession }, { fetchOwnShop }] = await Promise.all([
        import('../../lib/auth.ts'),
        import('../auth/shop-session.ts'),
      ]);
      const session = await readSession();
      if (isCancelled) return;
      if (!session) {
        navigate({ pathname, search, hash: '' }, { replace: true });
        return;
      }
      const shop = await fetchOwnShop();
      if (isCancelled) return;
      if (shop.hasShop) {
        navigate('/minha-conta/dashboard', { replace: true });
      } else {
        toast.success('Email confirmado!', { description: 'Complete seu perfil para acessar o dashboard.' });
        navigate('/completar-perfil', { replace: true });
      }
    })().catch((error: unknown) => {
      // A failed read leaves the visitor on the home page; the hash carries nothing to keep.
      console.warn('Não foi possível ler a sessão após a confirmação:', error);
      if (!isCancelled) navigate({ pathname, search, hash: '' }, { replace: true });
    });
    return () => {
      isCancelled = true;
    };
  }, [hash, pathname, search, navigate]);
}
