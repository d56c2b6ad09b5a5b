import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { authErrorMessage, authFallbackMessages } from '#domain/auth-messages.ts';
import {
  LOJISTA_MESSAGES,
  type SignUp,
  type SignUpWithTermsInput,
  signUpSchema,
  signUpWithTermsSchema,
} from '#domain/validation/lojista-schemas.ts';
import { emailConfirmedPath, loadAuthClient, preloadAuthClient } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';
import { ErrorAlert, LoadingButton, TextField } from '../form/form-controls.tsx';
import { TermsField } from '../form/terms-field.tsx';
import { zodResolver } from '../form/zod-resolver.ts';
import { EmailField, newPasswordHint, PasswordField } from './credential-fields.tsx';
import { useErrorAlert } from './use-error-alert.ts';

const emptyValues: SignUpWithTermsInput = {
  nome: '',
  email: '',
  senha: '',
  confirmacao: '',
  termosAceitos: false,
};

// The same messages as the shared schema: the checkbox error is also a toast (spec 000 §5).
const termsTitle = 'Termos não aceitos';
const termsMessage = LOJISTA_MESSAGES.termosCadastro;

function onInvalid(invalid: FieldErrors<SignUpWithTermsInput>) {
  if (invalid.termosAceitos) toast.error(termsTitle, { description: termsMessage });
}

/**
 * Account creation. better-auth sends the confirmation link (back to /email-confirmado); the
 * account can sign in once the e-mail is confirmed. `requireTerms` adds the terms checkbox.
 */
export function ShopSignUpForm({ requireTerms = false }: { requireTerms?: boolean }) {
  const { error, fail, clear } = useErrorAlert();
  const [confirmationSentTo, setConfirmationSentTo] = useState<string | null>(null);
  // Without the terms box its field stays false and is not checked: signUpSchema ignores it.
  const resolver = (
    requireTerms ? zodResolver(signUpWithTermsSchema) : zodResolver(signUpSchema)
  ) as Resolver<SignUpWithTermsInput, unknown, SignUp>;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SignUpWithTermsInput, unknown, SignUp>({ resolver, defaultValues: emptyValues });

  const onSubmit = handleSubmit(async ({ nome, email, senha }) => {
    clear();
    try {
      const authClient = await loadAuthClient();
      const { error: failure } = await authClient.signUp.email({
        name: nome,
        email,
        password: senha,
        callbackURL: emailConfirmedPath,
      });
      if (failure) {
        fail(authErrorMessage(failure, 'signUp'));
        return;
      }
    } catch {
      fail(authFallbackMessages.signUp);
      return;
    }
    toast.success('Conta criada com sucesso!', { description: 'Confirme seu e-mail para entrar.' });
    setConfirmationSentTo(email);
    reset(emptyValues);
  }, onInvalid);

  return (
    <form noValidate onSubmit={onSubmit} onFocus={preloadAuthClient} className="space-y-4">
      {confirmationSentTo && (
        <div
          role="status"
          className="flex items-start gap-2 rounded-md bg-brand-50 p-3 text-sm text-brand-800"
        >
          <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <strong>Conta criada!</strong> Enviamos um link de confirmação para {confirmationSentTo}. Confirme
            seu e-mail antes de entrar (veja também a caixa de spam).
          </p>
        </div>
      )}
      <ErrorAlert>{error && <p>{error}</p>}</ErrorAlert>
      <TextField
        label="Nome completo"
        autoComplete="name"
        error={errors.nome?.message}
        {...register('nome')}
      />
      <EmailField error={errors.email?.message} {...register('email')} />
      <PasswordField isNew hint={newPasswordHint} error={errors.senha?.message} {...register('senha')} />
      <PasswordField
        label="Confirmar senha"
        isNew
        error={errors.confirmacao?.message}
        {...register('confirmacao')}
      />
      {requireTerms && <TermsField error={errors.termosAceitos?.message} {...register('termosAceitos')} />}
      <LoadingButton type="submit" className="w-full" isLoading={isSubmitting} loadingText="Criando conta...">
        Criar Conta
      </LoadingButton>
    </form>
  );
}
