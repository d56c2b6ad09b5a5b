import { KeyRound } from 'lucide-react';
import { useId, useState } from 'react';
import { credentialsProblem } from '#domain/admin/tools-options.ts';
import { saveWhatsappCredentials, type WhatsappView } from '../../../lib/admin-tools-api.ts';
import { toast } from '../../../lib/toast.ts';
import { useZodForm } from '../../form/use-zod-form.ts';
import { Field, fieldAria, firstError, inputClass } from '../field.tsx';
import { SaveButton } from '../pending-button.tsx';
import { loadToolsSchemas, preloadToolsSchemas } from './tools-schema-loader.ts';
import { ToolsSection, useToolsSave } from './tools-ui.tsx';

/** Both fields are needed, but a blank token keeps the one stored: the check depends on it. */
const credentialsSchema = (hasStoredToken: boolean) => async () =>
  (await loadToolsSchemas()).whatsappCredentialsSchema.superRefine((value, ctx) => {
    const problem = credentialsProblem(value, hasStoredToken);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

// The Cloud API credentials. The token never comes back to the browser: the page shows its last
// four characters and a blank field keeps the stored one (whatsapp/whatsapp-settings.ts).
export function WhatsappCredentialsForm({ initial }: { initial: WhatsappView }) {
  const [view, setView] = useState(initial);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useZodForm(
    credentialsSchema(view.hasToken),
    { accessToken: '', phoneNumberId: initial.phoneNumberId },
    'onSubmit',
  );
  const ids = { token: useId(), phone: useId() };

  const mutation = useToolsSave({
    save: saveWhatsappCredentials,
    savedTitle: 'Credenciais salvas',
    failure: 'Não foi possível salvar as credenciais',
    onSaved: (answer) => {
      setView(answer.whatsapp);
      setValue('accessToken', '');
    },
  });

  const submit = handleSubmit(
    (values) => mutation.mutate(values),
    (invalid) => toast.warning('Atenção', { description: firstError(invalid) }),
  );

  const tokenHint = view.hasToken
    ? `Token salvo: ${view.accessTokenMasked}. Deixe em branco para mantê-lo.`
    : 'Nenhum token salvo.';
  return (
    <ToolsSection
      title="Credenciais da API do WhatsApp"
      icon={<KeyRound aria-hidden="true" />}
      description="Token de acesso e Phone Number ID do aplicativo no Meta for Developers (WhatsApp Cloud API)."
    >
      <form onSubmit={submit} onFocus={preloadToolsSchemas} noValidate className="space-y-4">
        <p className="text-sm">
          Situação:{' '}
          <strong className={view.configured ? 'text-green-700' : 'text-amber-700'}>
            {view.configured ? 'Configurada' : 'Não configurada'}
          </strong>
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <Field id={ids.token} label="Token de acesso" error={errors.accessToken?.message} hint={tokenHint}>
            <input
              {...register('accessToken')}
              {...fieldAria(ids.token, { error: errors.accessToken?.message, hasHint: true })}
              type="password"
              autoComplete="off"
              placeholder={view.hasToken ? view.accessTokenMasked : 'EAAG...'}
              className={inputClass}
            />
          </Field>
          <Field id={ids.phone} label="Phone Number ID" error={errors.phoneNumberId?.message}>
            <input
              {...register('phoneNumberId')}
              {...fieldAria(ids.phone, { error: errors.phoneNumberId?.message })}
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
            />
          </Field>
        </div>
        {errors.root?.message && (
          <p role="alert" className="text-sm text-red-600">
            {errors.root.message}
          </p>
        )}
        <SaveButton isPending={mutation.isPending}>Salvar credenciais</SaveButton>
      </form>
    </ToolsSection>
  );
}
