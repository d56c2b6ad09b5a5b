import { useState } from 'react';
import { authErrorMessage, authFallbackMessages, isEmailNotVerified } from '#domain/auth-messages.ts';
import { signInSchema } from '#domain/validation/lojista-schemas.ts';
import { loadAuthClient, preloadAuthClient } from '../../lib/auth.ts';
import { readSavedEmail, rememberEmail } from '../../lib/saved-email.ts';
import { CheckboxField, ErrorAlert, LoadingButton } from '../form/form-controls.tsx';
import { useZodForm } from '../form/use-zod-form.ts';
import { EmailField, PasswordField } from './credential-fields.tsx';
import { ResendConfirmationButton } from './resend-confirmation-button.tsx';
import { useGoAfterShopLogin } from './shop-session.ts';
import { useErrorAlert } from './use-error-alert.ts';

/**
 * E-mail and password login of a shopkeeper. 'Salvar dados' remembers the e-mail only and asks
 * the server for a lasting session (rememberMe); unticked, the session ends with the browser.
 */
export function ShopLoginForm({ onForgotPassword }: { onForgotPassword?: () => void }) {
  const goAfterLogin = useGoAfterShopLogin();
  const [savedEmail] = useState(readSavedEmail);
  const { error, fail, clear } = useErrorAlert();
  const [isUnconfirmed, setUnconfirmed] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useZodForm(
    signInSchema,
    { email: savedEmail ?? '', senha: '', salvarDados: savedEmail !== null },
    'onSubmit',
  );

  const onSubmit = handleSubmit(async ({ email, senha, salvarDados = false }) => {
    clear();
    setUnconfirmed(false);
    try {
      const authClient = await loadAuthClient();
      const { error: failure } = await authClient.signIn.email({
        email,
        password: senha,
        rememberMe: salvarDados,
      });
      if (failure) {
        fail(authErrorMessage(failure, 'signIn'));
        setUnconfirmed(isEmailNotVerified(failure));
        return;
      }
    } catch {
      fail(authFallbackMessages.signIn);
      return;
    }
    rememberEmail(email, salvarDados);
    await goAfterLogin(senha);
  });

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadAuthClient} className="space-y-4">
      <ErrorAlert>
        {error && (
          <>
            <p>{error}</p>
            {isUnconfirmed && <ResendConfirmationButton email={getValues('email')} />}
          </>
        )}
      </ErrorAlert>
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField error={errors.senha?.message} {...register('senha')} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckboxField label="Salvar dados" {...register('salvarDados')} />
        {onForgotPassword && (
          <button
            type="button"
            onClick={onForgotPassword}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Esqueceu sua senha?
          </button>
        )}
      </div>
      <LoadingButton type="submit" className="w-full" isLoading={isSubmitting} loadingText="Entrando...">
        Entrar
      </LoadingButton>
    </form>
  );
}
