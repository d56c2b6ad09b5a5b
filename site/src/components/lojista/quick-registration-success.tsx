import { CircleCheck, Copy, CopyCheck, Mail, MessageCircle, Plus, TriangleAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { resendCredentials } from '#api/parceiros/resend-credentials.ts';
import { ApiError, api } from '../../lib/api.ts';
import { toast } from '../../lib/toast.ts';
import { LoadingButton } from '../form/form-controls.tsx';
import { Button } from '../ui/button.tsx';
import type { QuickRegistrationDone } from './quick-registration-form.tsx';
import { ResendWarningDialog } from './resend-warning-dialog.tsx';

// The quick registration's confirmation (spec 001 §2.8, §8). The temporary password is shown
// here once; only its hash is stored, so a resend makes a NEW password: the partner is warned
// before (ResendWarningDialog), and the new one replaces the one on screen, marked as new. A
// WhatsApp resend e-mails the new password too (the e-mail sent before holds the old one).

type Canal = 'email' | 'whatsapp';
type ResendAnswer = Awaited<ReturnType<typeof resendCredentials>>;

const copiedForMs = 2_000;
const channel = {
  email: {
    label: 'Reenviar E-mail',
    name: 'e-mail',
    sent: 'E-mail reenviado com sucesso!',
    failed: 'Erro ao reenviar e-mail',
  },
  whatsapp: {
    label: 'Reenviar WhatsApp',
    name: 'WhatsApp',
    sent: 'WhatsApp reenviado com sucesso!',
    failed: 'Erro ao reenviar WhatsApp',
  },
} as const;

/** What the resend did, said plainly: the password changed, and where the new one went. */
function announceResend(answer: ResendAnswer) {
  const { canal } = answer;
  const alsoByEmail = canal === 'whatsapp' && answer.email;
  if (answer.enviado) {
    toast.success(channel[canal].sent, {
      description: alsoByEmail
        ? 'Uma nova senha temporária foi gerada e enviada por WhatsApp e por e-mail. A senha anterior não vale mais.'
        : 'Uma nova senha temporária foi gerada e enviada. A senha anterior não vale mais.',
    });
  } else {
    toast.error(channel[canal].failed, {
      description: alsoByEmail
        ? 'Uma nova senha foi gerada e enviada por e-mail, mas não pelo WhatsApp. Anote a senha abaixo!'
        : 'Uma nova senha foi gerada, mas não foi possível enviá-la. Anote a senha abaixo!',
    });
  }
}

function useCopied(): [isCopied: boolean, copy: (text: string) => Promise<void>] {
  const [copiedAt, setCopiedAt] = useState<number | null>(null);
  useEffect(() => {
    if (copiedAt === null) return;
    const timer = setTimeout(() => setCopiedAt(null), copiedForMs);
    return () => clearTimeout(timer);
  }, [copiedAt]);
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      setCopiedAt(Date.now());
    } catch {
      toast.error('Não foi possível copiar a senha', {
        description: 'Selecione a senha e copie manualmente.',
      });
    }
  }
  return [copiedAt !== null, copy];
}

export function QuickRegistrationSuccess({
  registration,
  count,
  onPasswordReplaced,
  onNewRegistration,
}: {
  registration: QuickRegistrationDone;
  count: number;
  onPasswordReplaced: (senhaTemporaria: string) => void;
  onNewRegistration: () => void;
}) {
  const [isCopied, copy] = useCopied();
  const [resending, setResending] = useState<Canal | null>(null);
  const [asking, setAsking] = useState<Canal | null>(null);
  const [isReplaced, setReplaced] = useState(false);

  async function resend(canal: Canal) {
    setResending(canal);
    try {
      const answer = await api<ResendAnswer>(
        `/api/parceiros/cadastro-rapido/${encodeURIComponent(registration.lojistaId)}/reenviar`,
        { method: 'POST', body: { canal, token: registration.reenvioToken } },
      );
      onPasswordReplaced(answer.senhaTemporaria);
      setReplaced(true);
      announceResend(answer);
    } catch (error) {
      toast.error(channel[canal].failed, {
        description: error instanceof ApiError ? error.message : 'Erro ao reenviar credenciais',
      });
    } finally {
      setResending(null);
    }
  }

  return (
    <div className="space-y-6">
      <div className="text-center">
        <CircleCheck className="mx-auto mb-3 size-12 text-brand-600" aria-hidden="true" />
        <h2 className="text-2xl font-bold text-slate-900">Cadastro Realizado com Sucesso!</h2>
      </div>

      <dl className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Loja</dt>
          <dd className="font-medium text-slate-900">{registration.nomeLoja}</dd>
        </div>
        <div>
          <dt className="text-slate-500">E-mail</dt>
          <dd className="font-medium break-all text-slate-900">{registration.email}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className={isReplaced ? 'font-semibold text-amber-900' : 'text-slate-500'}>
            {isReplaced ? 'Nova senha temporária' : 'Senha temporária'}
          </dt>
          {isReplaced && (
            <dd role="status" className="mt-1 text-sm font-medium text-amber-900">
              A senha anterior não vale mais. Use esta nova senha.
            </dd>
          )}
          <dd className="mt-1 flex flex-wrap items-center gap-3">
            <code
              className={
                isReplaced
                  ? 'rounded-md border-2 border-amber-500 bg-amber-50 px-3 py-2 font-mono text-lg tracking-wider text-slate-900'
                  : 'rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-lg tracking-wider text-slate-900'
              }
            >
              {registration.senhaTemporaria}
            </code>
            <Button variant="outline" size="sm" onClick={() => copy(registration.senhaTemporaria)}>
              {isCopied ? <CopyCheck aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {isCopied ? 'Senha copiada!' : 'Copiar senha'}
            </Button>
          </dd>
        </div>
      </dl>

      <div
        role="note"
        className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          O lojista deverá trocar esta senha no primeiro acesso. Anote-a agora: por segurança, ela não será
          mostrada novamente.
        </p>
      </div>

      <div className="grid gap-3 sm:grid-cols-2">
        {(['email', 'whatsapp'] as const).map((canal) => (
          <LoadingButton
            key={canal}
            variant="outline"
            isLoading={resending === canal}
            loadingText="Reenviando..."
            disabled={resending !== null}
            onClick={() => setAsking(canal)}
          >
            {canal === 'email' ? <Mail aria-hidden="true" /> : <MessageCircle aria-hidden="true" />}
            {channel[canal].label}
          </LoadingButton>
        ))}
      </div>

      <ResendWarningDialog
        channelLabel={asking && channel[asking].name}
        onCancel={() => setAsking(null)}
        onConfirm={() => {
          setAsking(null);
          if (asking) void resend(asking);
        }}
      />

      <Button size="lg" className="w-full" onClick={onNewRegistration}>
        <Plus aria-hidden="true" />
        Novo Cadastro
      </Button>

      <div className="rounded-lg bg-brand-50 p-4 text-center">
        <p className="text-3xl font-bold text-brand-700">{count}</p>
        <p className="text-sm font-medium text-brand-800">Cadastros realizados hoje</p>
      </div>
    </div>
  );
}
