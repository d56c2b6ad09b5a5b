import {
  REDIRECT_SETTINGS_MESSAGES as MESSAGES,
  redirectNumberSchema,
} from '#domain/whatsapp-redirect/redirect-settings.ts';
import { useSaveRedirectNumber } from '../../../lib/admin-redirect-api.ts';
import { toast } from '../../../lib/toast.ts';
import { TextField } from '../../form/form-controls.tsx';
import { showServerFieldErrors } from '../../form/form-parts.tsx';
import { useZodForm } from '../../form/use-zod-form.ts';
import { firstError } from '../field.tsx';
import { SaveButton } from '../pending-button.tsx';

// The number /whatsapp opens (spec 001 §2.2, §5): checked here with the server's own rule, so the
// message shows before a request; the server checks again.

export function RedirectNumberForm({ initial }: { initial: string }) {
  const save = useSaveRedirectNumber();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useZodForm(redirectNumberSchema, { numero: initial }, 'onSubmit');

  const submit = handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (answer) => {
          reset({ numero: answer.numero });
          toast.success(MESSAGES.salvo);
        },
        onError: (error) => {
          console.error('Falha ao salvar o número do redirect:', error);
          showServerFieldErrors(error, setError, ['numero']);
          toast.error('Erro', { description: MESSAGES.erroSalvar });
        },
      }),
    (invalid) => toast.warning('Atenção', { description: firstError(invalid) }),
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <TextField
        label="Número do WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        placeholder="+55 11 99999-9999"
        {...register('numero')}
        error={errors.numero?.message}
        hint="Com +55, depois o DDD e o número."
        className="min-w-64 flex-1"
      />
      <SaveButton isPending={save.isPending} className="mt-7">
        Salvar
      </SaveButton>
    </form>
  );
}
