import { type FormEvent, useState } from 'react';
import { AUTH_MESSAGES, emailOnlySchema } from '#domain/validation/lojista-schemas.ts';
import { loadAuthClient, passwordResetPath, preloadAuthClient } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';
import { ErrorAlert, LoadingButton } from '../form/form-controls.tsx';
import { authMessageOr } from './auth-message.ts';
import { EmailField } from './credential-fields.tsx';
import { useErrorAlert } from './use-error-alert.ts';

const recoveryFailure = 'Não foi possível enviar o e-mail. Tente novamente.';

/** Sends the reset link; it lands on the dashboard's password dialog with the token. */
export function PasswordRecoveryForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const { error, fail, clear } = useErrorAlert();
  const [isSending, setSending] = useState(false);
  const [wasSent, setSent] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    clear();
    setFieldError(undefined);
    if (!email.trim()) {
      toast.error('Email necessário', { description: AUTH_MESSAGES.emailNecessario });
      setFieldError(AUTH_MESSAGES.emailNecessario);
      return;
    }
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      const authClient = await loadAuthClient();
      const { error: failure } = await authClient.requestPasswordReset({
        email: parsed.data.email,
        redirectTo: passwordResetPath,
      });
      if (failure) {
        fail(authMessageOr(failure, recoveryFailure));
        return;
      }
      setSent(true);
      toast.success('Email enviado!', { description: 'Verifique sua caixa de entrada e spam.' });
    } catch {
      fail(recoveryFailure);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadAuthClient} className="space-y-4">
      <p className="text-sm text-slate-600">
        Digite o e-mail da sua conta e enviaremos um link para você criar uma nova senha.
      </p>
      {wasSent && (
        <p role="status" className="rounded-md bg-brand-50 p-3 text-sm text-brand-800">
          Se houver uma conta com este e-mail, o link chegará em instantes. Verifique sua caixa de entrada e
          spam.
        </p>
      )}
      <ErrorAlert>{error && <p>{error}</p>}</ErrorAlert>
      <EmailField value={email} onChange={(event) => setEmail(event.target.value)} error={fieldError} />
      <LoadingButton type="submit" className="w-full" isLoading={isSending} loadingText="Enviando...">
        Enviar link de recuperação
      </LoadingButton>
    </form>
  );
}
