import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { authErrorMessage, authFallbackMessages } from '#domain/auth-messages.ts';
import { type SignIn, type SignInInput, signInSchema } from '#domain/validation/lojista-schemas.ts';
import { authClient } from '../../lib/auth-client.ts';
import { ErrorAlert, LoadingButton, TextField } from '../form/form-controls.tsx';
import { zodResolver } from '../form/zod-resolver.ts';
import { authMessageOr } from './auth-message.ts';

export type SignInOutcome = 'signed-in' | 'needs-code';

/** Admin e-mail and password; better-auth answers `twoFactorRedirect` when TOTP is enrolled. */
export function AdminCredentialsForm({ onDone }: { onDone: (outcome: SignInOutcome) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput, unknown, SignIn>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', senha: '' },
  });

  const onSubmit = handleSubmit(async ({ email, senha }) => {
    setError(null);
    let outcome: SignInOutcome;
    try {
      const { data, error: failure } = await authClient.signIn.email({ email, password: senha });
      if (failure) {
        fail(authErrorMessage(failure, 'signIn'));
        return;
      }
      outcome = data && 'twoFactorRedirect' in data && data.twoFactorRedirect ? 'needs-code' : 'signed-in';
    } catch {
      fail(authFallbackMessages.signIn);
      return;
    }
    await onDone(outcome);
  });

  function fail(message: string) {
    setError(message);
    toast.error('Erro', { description: message });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorAlert>{error && <p>{error}</p>}</ErrorAlert>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        error={errors.senha?.message}
        {...register('senha')}
      />
      <LoadingButton type="submit" className="w-full" isLoading={isSubmitting} loadingText="Entrando...">
        Entrar
      </LoadingButton>
    </form>
  );
}

export const codePattern = /^\d{6}$/;
export const codeHint = 'Digite o código de 6 dígitos do aplicativo autenticador.';

/** The 6-digit TOTP step of an admin login (the two-factor cookie from the first step). */
export function AdminCodeForm({
  onVerified,
  onRestart,
}: {
  onVerified: () => Promise<void>;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isVerifying, setVerifying] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!codePattern.test(code)) {
      setError(codeHint);
      return;
    }
    setVerifying(true);
    try {
      const { error: failure } = await authClient.twoFactor.verifyTotp({ code });
      if (failure) {
        const message = authMessageOr(failure, 'Código inválido');
        setError(message);
        toast.error('Erro', { description: message });
        // The two-factor cookie expired or was used up: start over from the password.
        if (failure.code === 'INVALID_TWO_FACTOR_COOKIE') onRestart();
        return;
      }
      await onVerified();
    } catch {
      setError('Código inválido');
      toast.error('Erro', { description: 'Código inválido' });
    } finally {
      setVerifying(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <p className="text-sm text-slate-600">Abra o aplicativo autenticador e digite o código de 6 dígitos.</p>
      <ErrorAlert>{error && <p>{error}</p>}</ErrorAlert>
      <TextField
        label="Código de 6 dígitos"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <LoadingButton type="submit" className="w-full" isLoading={isVerifying} loadingText="Verificando...">
        Verificar
      </LoadingButton>
      <button type="button" onClick={onRestart} className="w-full text-sm text-slate-600 hover:underline">
        Voltar
      </button>
    </form>
  );
}
