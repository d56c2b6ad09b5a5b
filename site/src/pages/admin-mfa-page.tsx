import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { authErrorMessage } from '#domain/auth-messages.ts';
import { BackToDashboard } from '../components/admin/admin-page-header.tsx';
import { authMessageOr } from '../components/auth/auth-message.ts';
import { PasswordPrompt } from '../components/auth/password-prompt.tsx';
import { TotpEnrolment } from '../components/auth/totp-enrolment.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { Button } from '../components/ui/button.tsx';
import { authClient, useSession } from '../lib/auth-client.ts';
import { cn } from '../lib/cn.ts';
import { toast } from '../lib/toast.ts';

type Step = { name: 'view' } | { name: 'password' } | { name: 'enrolment'; totpURI: string };

// /gestao/mfa (spec 001 §2.3): Intro → password → Enrolment (QR, secret, first code) → Active.
// Whether TOTP is on comes from the session (better-auth refreshes it after /two-factor/*).
export function AdminMfaPage() {
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
      <BackToDashboard className="mb-4 -ml-3" />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Autenticação de Dois Fatores</h1>
      <p className="mt-1 text-slate-600">
        Proteja sua conta de administrador com um código do aplicativo autenticador.
      </p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        {!session ? (
          <PageLoader />
        ) : step.name === 'enrolment' ? (
          <TotpEnrolment
            totpURI={step.totpURI}
            onActivated={activated}
            onCancel={() => setStep({ name: 'view' })}
          />
        ) : (
          <MfaState
            {...(isActive ? ACTIVE : INTRO)}
            isAskingPassword={step.name === 'password'}
            onAsk={() => setStep({ name: 'password' })}
            onCancel={() => setStep({ name: 'view' })}
            onSubmit={isActive ? disable : enable}
          />
        )}
      </div>
    </section>
  );
}

type MfaText = {
  isActive: boolean;
  text: ReactNode;
  /** The button that asks for the password, and then the prompt's own button. */
  askLabel: string;
  submitLabel: string;
  loadingText: string;
};

const INTRO: MfaText = {
  isActive: false,
  text: 'A autenticação de dois fatores não está ativa. Com ela, além da senha, o login pede um código de 6 dígitos gerado pelo aplicativo autenticador do seu celular.',
  askLabel: 'Configurar MFA',
  submitLabel: 'Continuar',
  loadingText: 'Gerando chave...',
};

const ACTIVE: MfaText = {
  isActive: true,
  text: (
    <>
      <strong className="text-slate-900">MFA ativo.</strong> O código do aplicativo autenticador é pedido a
      cada login nesta conta.
    </>
  ),
  askLabel: 'Desativar MFA',
  submitLabel: 'Desativar MFA',
  loadingText: 'Desativando...',
};

/** Where TOTP stands, and its one action: asked again for the password before it runs. */
function MfaState({
  isActive,
  text,
  askLabel,
  submitLabel,
  loadingText,
  isAskingPassword,
  onAsk,
  onCancel,
  onSubmit,
}: MfaText & {
  isAskingPassword: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onSubmit: (password: string) => Promise<void>;
}) {
  const [Icon, AskIcon] = isActive ? [ShieldCheck, ShieldOff] : [ShieldOff, ShieldCheck];
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <Icon
          className={cn('mt-0.5 size-6 shrink-0', isActive ? 'text-brand-600' : 'text-amber-500')}
          aria-hidden="true"
        />
        <p className="text-sm text-slate-600">{text}</p>
      </div>
      {isAskingPassword ? (
        <PasswordPrompt
          submitLabel={submitLabel}
          loadingText={loadingText}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      ) : (
        <Button variant={isActive ? 'outline' : 'primary'} onClick={onAsk}>
          <AskIcon aria-hidden="true" />
          {askLabel}
        </Button>
      )}
    </div>
  );
}
