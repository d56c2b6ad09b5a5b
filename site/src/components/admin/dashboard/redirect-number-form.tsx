import { LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  REDIRECT_SETTINGS_MESSAGES as MESSAGES,
  redirectNumberProblem,
} from '#domain/whatsapp-redirect/redirect-settings.ts';
import { useSaveRedirectNumber } from '../../../lib/admin-redirect-api.ts';
import { ApiError } from '../../../lib/api.ts';
import { TextField } from '../../form/form-controls.tsx';
import { Button } from '../../ui/button.tsx';

// The number /whatsapp opens (spec 001 §2.2, §5): checked here with the server's own rule, so the
// message shows before a request; the server checks again.

export function RedirectNumberForm({ initial }: { initial: string }) {
  const [numero, setNumero] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveRedirectNumber();

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = redirectNumberProblem(numero);
    setProblem(found);
    if (found) {
      toast.warning('Atenção', { description: found });
      return;
    }
    save.mutate(
      { numero },
      {
        onSuccess: (answer) => {
          setNumero(answer.numero);
          toast.success(MESSAGES.salvo);
        },
        onError: (error) => {
          console.error('Falha ao salvar o número do redirect:', error);
          if (error instanceof ApiError && error.fields.numero) setProblem(error.fields.numero);
          toast.error('Erro', { description: MESSAGES.erroSalvar });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <TextField
        label="Número do WhatsApp"
        name="numero"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="+55 11 99999-9999"
        value={numero}
        onChange={(event) => setNumero(event.target.value)}
        error={problem ?? undefined}
        hint="Com +55, depois o DDD e o número."
        className="min-w-64 flex-1"
      />
      <Button type="submit" disabled={save.isPending} className="mt-7">
        {save.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Save aria-hidden="true" />
        )}
        Salvar
      </Button>
    </form>
  );
}
