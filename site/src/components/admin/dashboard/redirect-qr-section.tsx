import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import {
  COPY_CONFIRMATION_MS,
  REDIRECT_SETTINGS_MESSAGES,
} from '#domain/whatsapp-redirect/redirect-settings.ts';
import { useErrorLog } from '../../../lib/admin-api.ts';
import { useRedirectSettings } from '../../../lib/admin-redirect-api.ts';
import { toast } from '../../../lib/toast.ts';
import { PageLoader } from '../../layout/page-loader.tsx';
import { Button } from '../../ui/button.tsx';
import { Field } from '../field.tsx';
import { QueryStates } from '../load-states.tsx';
import { RedirectNumberForm } from './redirect-number-form.tsx';
import { RedirectQrCode } from './redirect-qr-code.tsx';
import { RedirectStatsCards } from './redirect-stats.tsx';

// Redirect WhatsApp QR Code (spec 001 §2.2): the number the public /whatsapp page opens, the
// page's URL with its printable QR code, and how many visits reached WhatsApp.

export function RedirectQrSection() {
  const { data: settings, error, isPending, refetch } = useRedirectSettings();
  useErrorLog(error, 'o número do redirect');

  return (
    <div className="space-y-6">
      <QueryStates
        data={settings}
        isPending={isPending}
        loading={<PageLoader />}
        error={{
          message: 'Não foi possível carregar o número de redirecionamento.',
          onRetry: () => refetch(),
        }}
      >
        {(settings) => (
          <div className="flex flex-col gap-6 md:flex-row md:items-start">
            <div className="min-w-0 flex-1 space-y-5">
              <RedirectNumberForm initial={settings.numero} />
              <p className="text-sm text-slate-600">
                {settings.numero
                  ? `Quem lê o QR code abre uma conversa com +${settings.destino}.`
                  : `Nenhum número salvo: quem lê o QR code vai para o WhatsApp de suporte (+${settings.destino}).`}
              </p>
              <RedirectUrl url={settings.url} />
            </div>
            <RedirectQrCode url={settings.url} />
          </div>
        )}
      </QueryStates>
      <RedirectStatsCards />
    </div>
  );
}

function RedirectUrl({ url }: { url: string }) {
  const id = useId();
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), COPY_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [copiedAt]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopiedAt(Date.now());
      toast.success(REDIRECT_SETTINGS_MESSAGES.urlCopiada);
    } catch (failure) {
      // No clipboard outside a secure context: the read-only field can still be selected.
      console.warn('Área de transferência indisponível:', failure);
      toast.error('Erro', { description: 'Não foi possível copiar. Selecione a URL e copie manualmente.' });
    }
  }

  const isCopied = copiedAt !== null;
  return (
    <Field id={id} label="URL de redirecionamento">
      <div className="flex gap-2">
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 text-sm text-slate-900"
        />
        <Button
          variant="outline"
          size="icon"
          onClick={copy}
          aria-label={isCopied ? 'URL copiada' : 'Copiar URL'}
        >
          {isCopied ? <Check aria-hidden="true" className="text-green-700" /> : <Copy aria-hidden="true" />}
        </Button>
      </div>
    </Field>
  );
}
