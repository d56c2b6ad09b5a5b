import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { authErrorMessage, authFallbackMessages } from '#domain/auth-messages.ts';
import { emailConfirmedPath, loadAuthClient } from '../../lib/auth.ts';
import { toast } from '../../lib/toast.ts';
import { LoadingButton } from '../form/form-controls.tsx';

/** Sends the confirmation link again (DECISIONS.md: shown when login fails on an unconfirmed e-mail). */
export function ResendConfirmationButton({ email }: { email: string }) {
  const [isSending, setSending] = useState(false);

  async function resend() {
    const address = email.trim();
    if (!address) {
      toast.error('Email necessário', { description: 'Por favor, digite seu email primeiro.' });
      return;
    }
    setSending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.sendVerificationEmail({
        email: address,
        callbackURL: emailConfirmedPath,
      });
      if (error) {
        toast.error('Erro', {
          description: authErrorMessage(error, 'resend'),
        });
      } else {
        toast.success('Email enviado!', { description: 'Verifique sua caixa de entrada e spam.' });
      }
    } catch {
      toast.error('Erro', { description: authFallbackMessages.resend });
    } finally {
      setSending(false);
    }
  }

  return (
    <LoadingButton
      variant="outline"
      size="sm"
      isLoading={isSending}
      loadingText="Enviando..."
      onClick={resend}
    >
      <MailCheck aria-hidden="true" />
      Reenviar e-mail de confirmação
    </LoadingButton>
  );
}
