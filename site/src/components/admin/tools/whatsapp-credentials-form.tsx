import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KeyRound, LoaderCircle, Save } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { credentialsProblem } from '#domain/admin/tools-schemas.ts';
import { saveWhatsappCredentials, TOOLS_QUERY_KEY, type WhatsappView } from '../../../lib/admin-tools-api.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessage, FieldMessage, inputClass, ToolsSection } from './tools-ui.tsx';

// The Cloud API credentials. The token never comes back to the browser: the page shows its last
// four characters and a blank field keeps the stored one (bot/outbound/whatsapp-settings.ts).
export function WhatsappCredentialsForm({ initial }: { initial: WhatsappView }) {
  const queryClient = useQueryClient();
  const [view, setView] = useState(initial);
  const [accessToken, setAccessToken] = useState('');
  const [phoneNumberId, setPhoneNumberId] = useState(initial.phoneNumberId);
  const [problem, setProblem] = useState<string | null>(null);
  const ids = { token: useId(), phone: useId() };

  const mutation = useMutation({
    mutationFn: saveWhatsappCredentials,
    onSuccess: async (answer) => {
      setView(answer.whatsapp);
      setAccessToken('');
      toast.success('Credenciais salvas', { description: answer.message });
      await queryClient.invalidateQueries({ queryKey: TOOLS_QUERY_KEY });
    },
    onError: (error) => {
      toast.error('Erro', { description: errorMessage(error, 'Não foi possível salvar as credenciais') });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = credentialsProblem({ accessToken, phoneNumberId }, view.hasToken);
    setProblem(found);
    if (found) {
      toast.warning('Atenção', { description: found });
      return;
    }
    mutation.mutate({ accessToken: accessToken.trim(), phoneNumberId: phoneNumberId.trim() });
  }

  return (
    <ToolsSection
      title="Credenciais da API do WhatsApp"
      icon={<KeyRound aria-hidden="true" />}
      description="Token de acesso e Phone Number ID do aplicativo no Meta for Developers (WhatsApp Cloud API)."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm">
          Situação:{' '}
          <strong className={view.configured ? 'text-green-700' : 'text-amber-700'}>
            {view.configured ? 'Configurada' : 'Não configurada'}
          </strong>
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={ids.token} className="block text-sm font-medium text-slate-800">
              Token de acesso
            </label>
            <input
              id={ids.token}
              type="password"
              autoComplete="off"
              value={accessToken}
              placeholder={view.hasToken ? view.accessTokenMasked : 'EAAG...'}
              onChange={(e) => setAccessToken(e.target.value)}
              aria-describedby={`${ids.token}-msg`}
              className={inputClass}
            />
            <FieldMessage
              id={`${ids.token}-msg`}
              hint={
                view.hasToken
                  ? `Token salvo: ${view.accessTokenMasked}. Deixe em branco para mantê-lo.`
                  : 'Nenhum token salvo.'
              }
            />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={ids.phone} className="block text-sm font-medium text-slate-800">
              Phone Number ID
            </label>
            <input
              id={ids.phone}
              inputMode="numeric"
              autoComplete="off"
              value={phoneNumberId}
              onChange={(e) => setPhoneNumberId(e.target.value)}
              className={inputClass}
            />
          </div>
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          Salvar credenciais
        </Button>
      </form>
    </ToolsSection>
  );
}
