import { useCallback } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';
import { ApiError, api } from '../../lib/api.ts';
import type { OwnShop as OwnShopAnswer } from '../../lib/own-shop.ts';
import { toast } from '../../lib/toast.ts';
import { holdTypedPassword } from '../../lib/typed-password.ts';
import { takePlanChoice } from '../plans/plan-choice.ts';

// Where a shopkeeper goes right after a successful login (spec 000 §4): a temporary first
// password must be changed first; a visitor sent to log in by a page (a plan chosen on
// /assinatura) goes back to it; a user without a shop completes the profile; everyone else
// lands on the dashboard.

export type OwnShop = { hasShop: boolean; isFirstPassword: boolean };

/** GET /api/lojistas/me: the shop with `primeiraSenha` (200), or 404 when there is none yet. */
export async function fetchOwnShop(): Promise<OwnShop> {
  try {
    const body = await api<OwnShopAnswer>('/api/lojistas/me');
    return { hasShop: true, isFirstPassword: body.primeiraSenha };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { hasShop: false, isFirstPassword: false };
    throw error;
  }
}

/** `password` is the one just typed: the forced change of a temporary one uses it as the current. */
export async function goAfterShopLogin(navigate: NavigateFunction, password: string): Promise<void> {
  let shop: OwnShop;
  try {
    shop = await fetchOwnShop();
  } catch (error) {
    // The login itself worked: the dashboard reloads the shop and explains any failure there.
    console.warn('Não foi possível ler o lojista após o login:', error);
    shop = { hasShop: true, isFirstPassword: false };
  }
  holdTypedPassword(shop.isFirstPassword ? password : null);
  if (shop.isFirstPassword) {
    toast('Primeira senha detectada', { description: 'Por favor, crie uma nova senha para continuar.' });
    navigate('/minha-conta/dashboard?trocar-senha=true');
    return;
  }
  // Before the profile check: the plans page itself explains a checkout that needs the profile.
  const choice = takePlanChoice();
  if (choice) {
    toast.success('Login realizado!', { description: 'Voltando para onde você estava...' });
    navigate(choice.voltarPara, { state: choice.plano ? { plano: choice.plano } : undefined });
  } else if (!shop.hasShop) {
    navigate('/completar-perfil');
  } else {
    toast.success('Login realizado!', { description: 'Redirecionando para seu dashboard...' });
    navigate('/minha-conta/dashboard');
  }
}

export function useGoAfterShopLogin(): (password: string) => Promise<void> {
  const navigate = useNavigate();
  return useCallback((password: string) => goAfterShopLogin(navigate, password), [navigate]);
}
