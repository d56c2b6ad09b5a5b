import { useState } from 'react';
import { Link } from 'react-router';
import { AuthCard } from '../components/auth/auth-card.tsx';
import { PasswordRecoveryForm } from '../components/auth/password-recovery-form.tsx';
import { useLeaveIfSignedIn } from '../components/auth/session-redirects.ts';
import { ShopLoginForm } from '../components/auth/shop-login-form.tsx';
import { ShopSignUpForm } from '../components/auth/shop-signup-form.tsx';

type Mode = 'login' | 'signup' | 'recovery';

const titles: Record<Mode, string> = {
  login: 'Minha Conta',
  signup: 'Criar Conta',
  recovery: 'Recuperar Senha',
};

// Recovery has none: its form opens with the sentence that says what happens.
const descriptions: Record<Mode, string | undefined> = {
  login: 'Entre com seu e-mail e senha para acessar sua conta.',
  signup: 'Crie sua conta de lojista para receber os desejos da sua cidade.',
  recovery: undefined,
};

const linkClass = 'font-medium text-brand-700 hover:underline';

// The three-mode account screen of spec 000 §2. Each mode mounts its own form, so switching
// modes clears the error and the fields.
export function AccountLoginPage() {
  const [mode, setMode] = useState<Mode>('login');
  useLeaveIfSignedIn('/minha-conta/dashboard');

  return (
    <AuthCard
      title={titles[mode]}
      description={descriptions[mode]}
      footer={
        <>
          {mode === 'login' && (
            <p>
              Não tem conta?{' '}
              <button type="button" className={linkClass} onClick={() => setMode('signup')}>
                Criar Conta
              </button>
            </p>
          )}
          {mode !== 'login' && (
            <p>
              Já tem conta?{' '}
              <button type="button" className={linkClass} onClick={() => setMode('login')}>
                Entrar
              </button>
            </p>
          )}
          <p>
            Quer vender para sua cidade?{' '}
            <Link to="/cadastro-de-lojistas" className={linkClass}>
              Cadastre sua loja
            </Link>
          </p>
        </>
      }
    >
      {mode === 'login' && <ShopLoginForm onForgotPassword={() => setMode('recovery')} />}
      {mode === 'signup' && <ShopSignUpForm requireTerms />}
      {mode === 'recovery' && <PasswordRecoveryForm />}
    </AuthCard>
  );
}
