import { type FormEvent, useState } from 'react';
import { loadAuthClient } from '../../lib/auth.ts';
import { TextField } from '../form/form-controls.tsx';
import { authMessageOr } from './auth-message.ts';
import { useErrorAlert } from './use-error-alert.ts';

// The 6-digit TOTP code, as the admin's sign-in asks for it and as /gestao/mfa's enrolment does to
// activate it: the same field, the same check before asking the server, the same messages.

const codePattern = /^\d{6}$/;

/** Six digits typed: what the server can check (enrolment keeps 'Ativar MFA' disabled until then). */
export const isCompleteCode = (code: string) => codePattern.test(code);
const codeHint = 'Digite o código de 6 dígitos do aplicativo autenticador.';
const invalidCode = 'Código inválido';

/**
 * The code's state and its submit: a malformed code gets the hint without a request; a refused
 * one the catalogue's message (and `onRefused` its better-auth code, e.g. an expired cookie).
 */
export function useTotpCode({
  onVerified,
  onRefused,
}: {
  onVerified: () => Promise<void>;
  onRefused?: (code: string | undefined) => void;
}) {
  const [code, setCode] = useState('');
  const [isVerifying, setVerifying] = useState(false);
  const { error, fail, clear, hint } = useErrorAlert();

  async function submit(event: FormEvent) {
    event.preventDefault();
    clear();
    if (!isCompleteCode(code)) {
      hint(codeHint);
      return;
    }
    setVerifying(true);
    try {
      const authClient = await loadAuthClient();
      const { error: failure } = await authClient.twoFactor.verifyTotp({ code });
      if (failure) {
        fail(authMessageOr(failure, invalidCode));
        onRefused?.(failure.code);
        return;
      }
      await onVerified();
    } catch {
      fail(invalidCode);
    } finally {
      setVerifying(false);
    }
  }

  return { code, setCode, error, isVerifying, submit };
}

export function TotpCodeField({
  code,
  setCode,
  autoFocus,
}: {
  code: string;
  setCode: (code: string) => void;
  autoFocus?: boolean;
}) {
  return (
    <TextField
      label="Código de 6 dígitos"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      autoFocus={autoFocus}
      value={code}
      onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
    />
  );
}
