import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { authErrorMessage } from '#domain/auth-messages.ts';
import { useAdminAccess } from '../components/auth/admin-access.ts';
import { authMessageOr } from '../components/auth/auth-message.ts';
import { PasswordPrompt } from '../components/auth/password-prompt.tsx';
import { TotpEnrolment } from '../components/auth/totp-enrolment.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { Button } from '../components/ui/button.tsx';
import { authClient, useSession } from '../lib/auth-client.ts';

type Step = { name: 'view' } | { name: 'password' } | { name: 'enrolment'; totpURI: string };

// /gestao/mfa (spec 001 §2.3): Intro → password → Enrolment (QR, secret, first code) → Active.
// Whether TOTP is on comes from the session (better-auth refreshes it after /two-factor/*).
export function AdminMfaPage() {
  const { isAllowed } = useAdminAccess({ allowMfaSetup: true });
  const { data: session, refetch } = useSession();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'view' });
  const isActive = session?.user.twoFactorEnabled === true;

  async function refresh() {
    await refetch();
    await queryClient.invalidateQueries({ queryKey: ['admin-me'] });
  }

  async function enable(password: string) {
    const { data, error } = await authClient.twoFactor.enable({ password, method: 'totp' });
    if (error || !data || !('totpURI' in data)) {
      toast.error('Erro', { description: authErrorMessage(error, 'mfa') });
      return;
    }
    setStep({ name: 'enrolment', totpURI: data.totpURI });
  }

  async function activated() {
    await refresh();
    setStep({ name: 'view' });
    toast.success('MFA ativado', { description: 'O código do aplicativo será pedido a cada login.' });
  }

  async function disable(password: string) {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) {
      toast.error('Erro', { description: authMessageOr(error, 'Não foi possível desativar MFA') });
      return;
    }
    await refresh();
    setStep({ name: 'view' });
    toast.success('MFA desativado');
  }

  return (
    <section className="mx-auto w-full max-w-lg px-4 py-10">
      <Button asChild variant="ghost" size="sm" className="mb-4 -ml-3">
        <Link to="/gestao/dashboard">
          <ArrowLeft aria-hidden="true" />
          Voltar
        </Link>
      </Button>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Autenticação de Dois Fatores</h1>
      <p className="mt-1 text-slate-600">
        Proteja sua conta de administrador com um código do aplicativo autenticador.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {!isAllowed || !session ? (
          <PageLoader />
        ) : step.name === 'enrolment' ? (
          <TotpEnrolment
            totpURI={step.totpURI}
            onActivated={activated}
            onCancel={() => setStep({ name: 'view' })}
          />
        ) : isActive ? (
          <ActiveState
            isAskingPassword={step.name === 'password'}
            onAsk={() => setStep({ name: 'password' })}
            onCancel={() => setStep({ name: 'view' })}
            onDisable={disable}
          />
        ) : (
          <IntroState
            isAskingPassword={step.name === 'password'}
            onAsk={() => setStep({ name: 'password' })}
            onCancel={() => setStep({ name: 'view' })}
            onEnable={enable}
          />
        )}
      </div>
    </section>
  );
}

type StateProps = { isAskingPassword: boolean; onAsk: () => void; onCancel: () => void };

function IntroState({
  isAskingPassword,
  onAsk,
  onCancel,
  onEnable,
}: StateProps & { onEnable: (p: string) => Promise<void> }) {
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <ShieldOff className="mt-0.5 size-6 shrink-0 text-amber-500" aria-hidden="true" />
        <p className="text-sm text-slate-600">
          A autenticação de dois fatores não está ativa. Com ela, além da senha, o login pede um código de 6
          dígitos gerado pelo aplicativo autenticador do seu celular.
        </p>
      </div>
      {isAskingPassword ? (
        <PasswordPrompt
          submitLabel="Continuar"
          loadingText="Gerando chave..."
          onSubmit={onEnable}
          onCancel={onCancel}
        />
      ) : (
        <Button onClick={onAsk}>
          <ShieldCheck aria-hidden="true" />
          Configurar MFA
        </Button>
      )}
    </div>
  );
}

function ActiveState({
  isAskingPassword,
  onAsk,
  onCancel,
  onDisable,
}: StateProps & { onDisable: (p: string) => Promise<void> }) {
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <ShieldCheck className="mt-0.5 size-6 shrink-0 text-brand-600" aria-hidden="true" />
        <p className="text-sm text-slate-600">
          <strong className="text-slate-900">MFA ativo.</strong> O código do aplicativo autenticador é pedido
          a cada login nesta conta.
        </p>
      </div>
      {isAskingPassword ? (
        <PasswordPrompt
          submitLabel="Desativar MFA"
          loadingText="Desativando..."
          onSubmit={onDisable}
          onCancel={onCancel}
        />
      ) : (
        <Button variant="outline" onClick={onAsk}>
          <ShieldOff aria-hidden="true" />
          Desativar MFA
        </Button>
      )}
    </div>
  );
}
