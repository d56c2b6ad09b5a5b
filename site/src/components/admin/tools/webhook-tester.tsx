import { useMutation, useQuery } from '@tanstack/react-query';
import { Check, Copy, Eye, EyeOff, Send, Webhook } from 'lucide-react';
import { useState } from 'react';
import { WEBHOOK_TEST_MESSAGES, webhookTestVerdict } from '#domain/admin/webhook-info.ts';
import { fetchWebhookInfo, testWebhook } from '../../../lib/admin-tools-api.ts';
import { toast } from '../../../lib/toast.ts';
import { PageLoader } from '../../layout/page-loader.tsx';
import { Button } from '../../ui/button.tsx';
import { PendingButton } from '../pending-button.tsx';
import { errorMessage, ToolsSection } from './tools-ui.tsx';

// Webhook tester: this installation's callback URL and verify token (for Meta's console), the
// events to subscribe, and a test that posts a fake incoming message to our own webhook.
export function WebhookTester() {
  const info = useQuery({ queryKey: ['admin-webhook-info'], queryFn: fetchWebhookInfo, staleTime: 60_000 });
  const [isRevealed, setIsRevealed] = useState(false);
  const test = useMutation({
    mutationFn: testWebhook,
    onSuccess: (result) =>
      result.ok ? toast.success(webhookTestVerdict(result)) : toast.error(webhookTestVerdict(result)),
    onError: (error) =>
      toast.error('Erro', { description: errorMessage(error, WEBHOOK_TEST_MESSAGES.unreachable) }),
  });

  return (
    <ToolsSection
      title="Testar Webhook"
      icon={<Webhook aria-hidden="true" />}
      description="Dados para configurar o webhook no Meta for Developers e um teste com uma mensagem simulada."
    >
      {info.isPending ? (
        <PageLoader />
      ) : info.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {errorMessage(info.error, 'Não foi possível carregar os dados do webhook')}
        </p>
      ) : (
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="font-medium text-slate-800">URL de callback</dt>
            <dd className="mt-1 flex items-center gap-2">
              <code className="min-w-0 flex-1 truncate rounded bg-slate-100 px-2 py-1.5">
                {info.data.callbackUrl}
              </code>
              <CopyButton value={info.data.callbackUrl} label="Copiar URL de callback" />
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Token de verificação</dt>
            {/* The hint stays inside the dd: a <dl> group holds only <dt> and <dd> (axe). */}
            <dd className="mt-1">
              <div className="flex items-center gap-2">
                <code className="min-w-0 flex-1 truncate rounded bg-slate-100 px-2 py-1.5" aria-live="polite">
                  {isRevealed ? info.data.verifyToken : info.data.verifyTokenMasked}
                </code>
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={isRevealed ? 'Ocultar token de verificação' : 'Mostrar token de verificação'}
                  onClick={() => setIsRevealed((v) => !v)}
                >
                  {isRevealed ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
                </Button>
                <CopyButton value={info.data.verifyToken} label="Copiar token de verificação" />
              </div>
              <p className="mt-1 text-xs text-slate-500">Use este token ao configurar o webhook no Meta.</p>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-800">Eventos para assinar</dt>
            <dd className="mt-1 flex gap-2">
              {info.data.events.map((event) => (
                <code key={event} className="rounded bg-slate-100 px-2 py-1">
                  {event}
                </code>
              ))}
            </dd>
          </div>
        </dl>
      )}
      <PendingButton
        variant="outline"
        onClick={() => test.mutate()}
        isPending={test.isPending}
        icon={<Send aria-hidden="true" />}
      >
        Testar webhook
      </PendingButton>
      {test.data && (
        <div
          role="status"
          className={`rounded-md border p-3 text-sm ${test.data.ok ? 'border-green-200 bg-green-50' : 'border-red-200 bg-red-50'}`}
        >
          <p className="font-medium">{webhookTestVerdict(test.data)}</p>
          <pre className="mt-2 max-h-48 overflow-auto text-xs whitespace-pre-wrap">
            {typeof test.data.body === 'string' ? test.data.body : JSON.stringify(test.data.body, null, 2)}
          </pre>
        </div>
      )}
    </ToolsSection>
  );
}

function CopyButton({ value, label }: { value: string; label: string }) {
  const [isCopied, setIsCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setIsCopied(true);
      setTimeout(() => setIsCopied(false), 2_000);
    } catch {
      toast.error('Erro', { description: 'Não foi possível copiar' });
    }
  }
  return (
    <Button variant="outline" size="icon" aria-label={label} onClick={copy}>
      {isCopied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
    </Button>
  );
}
