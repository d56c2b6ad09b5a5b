import { type FormEvent, useState } from 'react';
import { LoadingButton, TextField } from '../form/form-controls.tsx';
import { Button } from '../ui/button.tsx';

/** Asks the account password again before a security change (enable or disable MFA). */
export function PasswordPrompt({
  submitLabel,
  loadingText,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  loadingText: string;
  /** Resolves when done; the prompt stays open (and keeps nothing) on failure. */
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [isWorking, setWorking] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError('Digite sua senha para continuar.');
      return;
    }
    setError(undefined);
    setWorking(true);
    try {
      await onSubmit(password);
    } catch {
      // onSubmit reports the server's answers itself; this is the network failing under it.
      setError('Não foi possível concluir. Verifique sua conexão e tente novamente.');
    } finally {
      setPassword('');
      setWorking(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        hint="Confirme sua senha para continuar."
        autoFocus
        value={password}
        error={error}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onCancel} disabled={isWorking}>
          Cancelar
        </Button>
        <LoadingButton type="submit" isLoading={isWorking} loadingText={loadingText}>
          {submitLabel}
        </LoadingButton>
      </div>
    </form>
  );
}
