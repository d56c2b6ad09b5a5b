import { type KeyboardEvent, useId, useState } from 'react';
import { AuthCard } from '../components/auth/auth-card.tsx';
import { PasswordRecoveryForm } from '../components/auth/password-recovery-form.tsx';
import { useLeaveIfSignedIn } from '../components/auth/session-redirects.ts';
import { ShopLoginForm } from '../components/auth/shop-login-form.tsx';
import { ShopSignUpForm } from '../components/auth/shop-signup-form.tsx';
import { cn } from '../lib/cn.ts';
import { tabIndexAfterKey } from '../lib/roving-tabs.ts';

const tabs = [
  { id: 'entrar', label: 'Entrar' },
  { id: 'criar-conta', label: 'Criar Conta' },
] as const;

type Tab = (typeof tabs)[number]['id'];

// Shopkeeper login and sign-up in two tabs (spec 000 §2); a signed-in visitor goes to the dashboard.
export function ShopAuthPage() {
  const [active, setActive] = useState<Tab>('entrar');
  const [isRecovering, setRecovering] = useState(false);
  const baseId = useId();
  useLeaveIfSignedIn('/minha-conta/dashboard');

  // Arrow keys, Home and End move between the two tabs, as in the WAI-ARIA tabs pattern.
  function onKeyDown(event: KeyboardEvent) {
    const index = tabIndexAfterKey(
      event.key,
      tabs.findIndex((tab) => tab.id === active),
      tabs.length,
    );
    if (index === null) return;
    event.preventDefault();
    const next = tabs[index]?.id ?? 'entrar';
    setActive(next);
    document.getElementById(`${baseId}-${next}-tab`)?.focus();
  }

  return (
    <AuthCard
      title="Área do Lojista"
      description="Entre ou crie sua conta de lojista para receber os desejos dos clientes da sua cidade."
    >
      <div
        role="tablist"
        aria-label="Acesso do lojista"
        className="mb-6 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
      >
        {tabs.map((tab) => {
          const isActive = tab.id === active;
          return (
            <button
              key={tab.id}
              id={`${baseId}-${tab.id}-tab`}
              type="button"
              role="tab"
              aria-selected={isActive}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={isActive ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium transition-colors',
                isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-${active}-panel`} aria-labelledby={`${baseId}-${active}-tab`}>
        {active === 'criar-conta' ? (
          <ShopSignUpForm />
        ) : isRecovering ? (
          <div className="space-y-4">
            <PasswordRecoveryForm />
            <button
              type="button"
              onClick={() => setRecovering(false)}
              className="text-sm font-medium text-brand-700 hover:underline"
            >
              Voltar para o login
            </button>
          </div>
        ) : (
          <ShopLoginForm onForgotPassword={() => setRecovering(true)} />
        )}
      </div>
    </AuthCard>
  );
}
