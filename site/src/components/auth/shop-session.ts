import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '../../lib/api.ts';

// Where a shopkeeper goes right after a successful login (spec 000 §4): a temporary first
// password must be changed first, a user without a shop completes the profile, everyone else
// lands on the dashboard.

export type OwnShop = { hasShop: boolean; isFirstPassword: boolean };

/** GET /api/lojistas/me: the shop (200) or 404, both may say `primeira_senha`. */
export async function fetchOwnShop(): Promise<OwnShop> {
  const response = await fetch('/api/lojistas/me', {
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => ({}))) as { primeira_senha?: unknown; error?: string };
  if (response.ok || response.status === 404) {
    return { hasShop: response.ok, isFirstPassword: body.primeira_senha === true };
  }
  throw new ApiError(response.status, { error: body.error });
}

export async function goAfterShopLogin(navigate: NavigateFunction): Promise<void> {
  let shop: OwnShop;
  try {
    shop = await fetchOwnShop();
  } catch (error) {
    // The login itself worked: the dashboard reloads the shop and explains any failure there.
    console.warn('Não foi possível ler o lojista após o login:', error);
    shop = { hasShop: true, isFirstPassword: false };
  }
  if (shop.isFirstPassword) {
    toast('Primeira senha detectada', { description: 'Por favor, crie uma nova senha para continuar.' });
    navigate('/minha-conta/dashboard?trocar-senha=true');
  } else if (!shop.hasShop) {
    navigate('/completar-perfil');
  } else {
    toast.success('Login realizado!', { description: 'Redirecionando para seu dashboard...' });
    navigate('/minha-conta/dashboard');
  }
}

export function useGoAfterShopLogin(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(() => goAfterShopLogin(navigate), [navigate]);
}
