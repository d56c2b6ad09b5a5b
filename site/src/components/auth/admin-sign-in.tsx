import { authErrorMessage, authFallbackMessages } from '#domain/auth-messages.ts';
import { signInSchema } from '#domain/validation/lojista-schemas.ts';
import { loadAuthClient, preloadAuthClient } from '../../lib/auth.ts';
import { ErrorAlert, LoadingButton } from '../form/form-controls.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { EmailField, PasswordField } from './credential-fields.tsx';
import { TotpCodeField, useTotpCode } from './totp-code.tsx';
import { useErrorAlert } from './use-error-alert.ts';

export type SignInOutcome = 'signed-in' | 'needs-code';

/** Admin e-mail and password; better-auth answers `twoFactorRedirect` when TOTP is enrolled. */
export function AdminCredentialsForm({ onDone }: { onDone: (outcome: SignInOutcome) => Promise<void> }) {
  const { error, fail, clear } = useErrorAlert();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(signInSchema, { email: '', senha: '' }, 'onSubmit');

  const onSubmit = handleSubmit(async ({ email, senha }) => {
    clear();
    let outcome: SignInOutcome;
    try {
      const authClient = await loadAuthClient();
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

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadAuthClient} className="space-y-4">
      <ErrorAlert>{error && <p>{error}</p>}</ErrorAlert>
      <EmailField
        autoComplete="username"
        placeholder={undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField error={errors.senha?.message} {...register('senha')} />
      <LoadingButton type="submit" className="w-full" isLoading={isSubmitting} loadingText="Entrando...">
        Entrar
      </LoadingButton>
    </form>
  );
}

/** The 6-digit TOTP step of an admin login (the two-factor cookie from the first step). */
export function AdminCodeForm({
  onVerified,
  onRestart,
}: {
  onVerified: () => Promise<void>;
  onRestart: () => void;
}) {
  const { code, setCode, error, isVerifying, submit } = useTotpCode({
    onVerified,
    // The two-factor cookie expired or was used up: start over from the password.
    onRefused: (failureCode) => failureCode === 'INVALID_TWO_FACTOR_COOKIE' && onRestart(),
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">Abra o aplicativo autenticador e digite o código de 6 dígitos.</p>
      <ErrorAlert>{error && <p>{error}</p>}</ErrorAlert>
      <TotpCodeField code={code} setCode={setCode} autoFocus />
      <LoadingButton type="submit" className="w-full" isLoading={isVerifying} loadingText="Verificando...">
        Verificar
      </LoadingButton>
      <button type="button" onClick={onRestart} className="w-full text-sm text-slate-600 hover:underline">
        Voltar
      </button>
    </form>
  );
}
