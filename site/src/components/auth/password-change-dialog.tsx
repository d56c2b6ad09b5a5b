import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { z } from 'zod';
import { authErrorMessage, authFallbackMessages } from '#domain/auth-messages.ts';
import { AUTH_MESSAGES, passwordChangeSchema } from '#domain/validation/lojista-schemas.ts';
import { authClient } from '../../lib/auth-client.ts';
import { toast } from '../../lib/toast.ts';
import { forgetTypedPassword, readTypedPassword } from '../../lib/typed-password.ts';
import { LoadingButton } from '../form/form-controls.tsx';
import { zodResolver } from '../form/zod-resolver.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog.tsx';
import { newPasswordHint, PasswordField } from './credential-fields.tsx';

// The password dialog of the dashboard (spec 000 §5, §8). With a reset token (the e-mailed link)
// it sets a new password without a session; without one it changes the signed-in user's
// password and asks for the current one, except in the forced change right after a login with a
// temporary password: that one was just typed (lib/typed-password.ts) and is sent as the current.

type Values = { senhaAtual?: string; novaSenha: string; confirmacao: string };

// One form, two rule sets: which one applies can change while it is open (see isTypedRefused).
const resetResolver = zodResolver(passwordChangeSchema) as Resolver<Values>;
// The current password is one more of "todos os campos de senha".
const changeResolver = zodResolver(
  z
    .object({ senhaAtual: z.string({ error: AUTH_MESSAGES.camposSenha }).min(1, AUTH_MESSAGES.camposSenha) })
    .and(passwordChangeSchema),
) as Resolver<Values>;

/** The toast title of each validation message (spec 000 §8, Password). */
const toastTitles: Record<string, string> = {
  [AUTH_MESSAGES.camposSenha]: 'Campos obrigatórios',
  [AUTH_MESSAGES.senhaMin]: 'Senha muito curta',
  [AUTH_MESSAGES.novaSenhaDiferente]: 'Senhas não conferem',
};

const failureMessage = authFallbackMessages.changePassword;

export type PasswordChangeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The token of the reset link; absent, the current password is asked instead. */
  resetToken?: string;
  /** The server says the password must change (a temporary first one): no way to dismiss it. */
  isForced?: boolean;
  onChanged: () => void;
};

export function PasswordChangeDialog({
  open,
  onOpenChange,
  resetToken,
  isForced = false,
  onChanged,
}: PasswordChangeDialogProps) {
  const isReset = resetToken !== undefined;
  // Refused by the server (another tab changed it meanwhile): the field is asked after all.
  const [isTypedRefused, setTypedRefused] = useState(false);
  const typedPassword = isForced && !isReset && !isTypedRefused ? readTypedPassword() : null;
  const asksCurrent = !isReset && typedPassword === null;
  const asksCurrentNow = useRef(asksCurrent);
  asksCurrentNow.current = asksCurrent;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: (...args) => (asksCurrentNow.current ? changeResolver : resetResolver)(...args),
    defaultValues: { senhaAtual: '', novaSenha: '', confirmacao: '' },
  });

  const onInvalid = (invalid: Partial<Record<keyof Values, { message?: string }>>) => {
    const message = invalid.senhaAtual?.message ?? invalid.novaSenha?.message ?? invalid.confirmacao?.message;
    if (message) toast.error(toastTitles[message] ?? 'Erro', { description: message });
  };

  const onSubmit = handleSubmit(async ({ senhaAtual, novaSenha }) => {
    try {
      const { error } = isReset
        ? await authClient.resetPassword({ newPassword: novaSenha, token: resetToken })
        : await authClient.changePassword({
            currentPassword: typedPassword ?? senhaAtual ?? '',
            newPassword: novaSenha,
            revokeOtherSessions: true,
          });
      if (error) {
        if (typedPassword !== null) {
          forgetTypedPassword();
          setTypedRefused(true);
        }
        toast.error('Erro ao alterar senha', { description: authErrorMessage(error, 'changePassword') });
        return;
      }
    } catch {
      toast.error('Erro ao alterar senha', { description: failureMessage });
      return;
    }
    toast.success('Senha alterada!', {
      description: isReset ? 'Entre com a sua nova senha.' : 'Sua nova senha já está valendo.',
    });
    forgetTypedPassword();
    reset();
    onChanged();
  }, onInvalid);

  return (
    <Dialog open={open} onOpenChange={(next) => (isForced && !next ? undefined : onOpenChange(next))}>
      <DialogContent
        hasCloseButton={!isForced}
        onEscapeKeyDown={(event) => isForced && event.preventDefault()}
        onPointerDownOutside={(event) => isForced && event.preventDefault()}
      >
        <DialogTitle>{isReset ? 'Criar nova senha' : 'Alterar senha'}</DialogTitle>
        <DialogDescription className="mt-1">
          {isForced || isReset
            ? 'Por favor, crie uma nova senha para continuar.'
            : 'Informe a senha atual e escolha uma nova senha.'}
        </DialogDescription>
        <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
          {asksCurrent && (
            <PasswordField
              label="Senha atual"
              error={errors.senhaAtual?.message}
              {...register('senhaAtual')}
            />
          )}
          <PasswordField
            label="Nova senha"
            isNew
            hint={newPasswordHint}
            error={errors.novaSenha?.message}
            {...register('novaSenha')}
          />
          <PasswordField
            label="Confirmar nova senha"
            isNew
            error={errors.confirmacao?.message}
            {...register('confirmacao')}
          />
          <LoadingButton type="submit" className="w-full" isLoading={isSubmitting} loadingText="Salvando...">
            Alterar senha
          </LoadingButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
