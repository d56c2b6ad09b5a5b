import { Bot, RefreshCw, Trash2, UserRound } from 'lucide-react';
import { useState } from 'react';
import {
  conversationTitle,
  type DashboardConversation,
  type DashboardMessage,
  type DashboardToolCall,
} from '#domain/admin/dashboard-schemas.ts';
import { useErrorToast } from '../../../lib/admin-api.ts';
import { useClearConversation, useConversationThread } from '../../../lib/admin-dashboard-api.ts';
import { cn } from '../../../lib/cn.ts';
import { toast } from '../../../lib/toast.ts';
import { formatDateTime } from '../../dashboard/format.ts';
import { PageLoader } from '../../layout/page-loader.tsx';
import { PhotoGallery } from '../../photos/photo-gallery.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../ui/dialog.tsx';
import { DialogActions } from '../dialog-parts.tsx';
import { InteractiveOptions } from '../interactive-options.tsx';
import { QueryStates } from '../load-states.tsx';
import { HumanModeButton, HumanModeNote, ReplyBox } from './human-takeover.tsx';

// One conversation's thread (spec 001 §2.2): inbound on the left, outbound on the right with the
// model that wrote it, each function call in a details block, WhatsApp events (a number changed,
// a message deleted or edited) as centred lines; refresh, and clear with a confirm.

export function ConversationThread({
  conversation,
  onCleared,
}: {
  conversation: DashboardConversation;
  onCleared: () => void;
}) {
  const { data, error, isPending, isFetching, refetch } = useConversationThread(conversation.id);
  useErrorToast(error, 'Não foi possível carregar as mensagens');

  return (
    <div className="mb-3 rounded-lg border border-slate-200 bg-slate-50">
      <div className="flex flex-wrap items-center justify-end gap-2 border-b border-slate-200 px-3 py-2">
        {data && <HumanModeNote state={data.atendimento} />}
        {data && <HumanModeButton conversationId={conversation.id} state={data.atendimento} />}
        <Button variant="outline" size="sm" onClick={() => refetch()} disabled={isFetching}>
          <RefreshCw aria-hidden="true" className={cn(isFetching && 'animate-spin')} />
          Atualizar mensagens
        </Button>
        <ClearConversationButton conversation={conversation} onCleared={onCleared} />
      </div>
      <div
        role="log"
        aria-label={`Mensagens de ${conversationTitle(conversation)}`}
        className="max-h-[32rem] space-y-3 overflow-y-auto p-3"
      >
        <QueryStates
          data={data}
          isPending={isPending}
          loading={<PageLoader />}
          isEmpty={(thread) => thread.messages.length === 0}
          empty={<p className="text-sm text-slate-500">Nenhuma mensagem nesta conversa.</p>}
        >
          {(thread) => (
            <>
              {thread.truncated && (
                <p className="text-center text-xs text-slate-500">
                  Mostrando as 200 mensagens mais recentes.
                </p>
              )}
              {thread.messages.map((message) =>
                message.evento ? (
                  <ThreadEvent key={message.id} message={message} />
                ) : (
                  <MessageBubble key={message.id} message={message} />
                ),
              )}
            </>
          )}
        </QueryStates>
      </div>
      {data && <ReplyBox conversationId={conversation.id} state={data.atendimento} />}
    </div>
  );
}

function MessageBubble({ message }: { message: DashboardMessage }) {
  const isOutbound = message.direction === 'outbound';
  const text = message.texto?.trim() ? message.texto : '(mensagem vazia)';
  // A photo sent without a caption (an admin's reply may be one): the photo is the message.
  const isPhotoOnly = !message.texto?.trim() && message.imagem !== null;
  return (
    <article
      aria-label={isOutbound ? 'Mensagem enviada' : 'Mensagem recebida'}
      className={cn('flex', isOutbound ? 'justify-end' : 'justify-start')}
    >
      <div
        className={cn(
          'max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm',
          isOutbound ? 'bg-emerald-50 text-slate-900' : 'bg-white text-slate-900',
        )}
      >
        {message.transcricao ? (
          <AudioTranscript transcript={message.transcricao} />
        ) : isPhotoOnly ? null : (
          <p
            className={cn(
              'break-words whitespace-pre-wrap',
              !message.texto?.trim() && 'text-slate-400 italic',
            )}
          >
            {text}
          </p>
        )}
        {message.documento && (
          <p className="mt-2">
            <a href={message.documento.url} download className="text-brand-700 underline underline-offset-2">
              📎 Baixar documento{message.documento.nome ? ` (${message.documento.nome})` : ''}
            </a>
          </p>
        )}
        {message.imagem && (
          <div className="mt-2">
            <PhotoGallery photos={[{ id: message.id, url: message.imagem }]} title="Foto da mensagem" />
          </div>
        )}
        {message.interativo && <InteractiveOptions message={message.interativo} />}
        {message.notas.map((nota) => (
          <p key={nota} className="mt-1 text-xs text-slate-500 italic">
            {nota}
          </p>
        ))}
        {message.toolCalls.map((call, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: calls of one message have no id and never reorder
          <ToolCallDetails key={index} call={call} />
        ))}
        <p className="mt-1 flex flex-wrap items-center justify-end gap-2 text-xs text-slate-500">
          {isOutbound && message.autor && message.autor !== 'Bot' && (
            <span className="inline-flex items-center gap-1 font-medium text-slate-700">
              <UserRound aria-hidden="true" className="size-3" />
              Enviada por {message.autor}
            </span>
          )}
          {isOutbound && message.autor === 'Bot' && (
            <span className="inline-flex items-center gap-1">
              <Bot aria-hidden="true" className="size-3" />
              {message.modelo ? `Bot · Modelo: ${message.modelo}` : 'Bot'}
            </span>
          )}
          <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
        </p>
      </div>
    </article>
  );
}

/** 0:12, 4:05: the length of a voice note as WhatsApp shows it. */
function clock(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** A voice note as what it said: "🎤 0:12 — transcrição: ...". */
function AudioTranscript({ transcript }: { transcript: NonNullable<DashboardMessage['transcricao']> }) {
  const length = transcript.segundos === null ? '' : ` ${clock(transcript.segundos)}`;
  return (
    <p className="break-words whitespace-pre-wrap">
      <span aria-hidden="true">🎤</span>
      {length} — transcrição: {transcript.texto}
    </p>
  );
}

/** A number or security code that changed, a message deleted, edited or not processed. */
function ThreadEvent({ message }: { message: DashboardMessage }) {
  return (
    <p
      role="note"
      aria-label="Evento da conversa"
      className="mx-auto max-w-[85%] rounded bg-slate-100 px-3 py-1 text-center text-xs text-slate-600"
    >
      {message.texto} · <time dateTime={message.timestamp}>{formatDateTime(message.timestamp)}</time>
    </p>
  );
}

function json(value: unknown): string {
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2) ?? 'null';
}

function ToolCallDetails({ call }: { call: DashboardToolCall }) {
  return (
    <details className="mt-2 rounded border border-slate-200 bg-white/80 text-xs">
      <summary className="cursor-pointer px-2 py-1 font-medium text-slate-700">
        Função: {call.nome}
        {call.erro && <span className="ml-1 text-red-700">(erro)</span>}
      </summary>
      <div className="space-y-1 px-2 pb-2">
        <p className="font-semibold text-slate-600">Argumentos</p>
        <pre className="max-h-48 overflow-auto rounded bg-slate-100 p-2 whitespace-pre-wrap">
          {json(call.argumentos)}
        </pre>
        <p className="font-semibold text-slate-600">Resultado</p>
        <pre className="max-h-48 overflow-auto rounded bg-slate-100 p-2 whitespace-pre-wrap">
          {json(call.resultado)}
        </pre>
      </div>
    </details>
  );
}

function ClearConversationButton({
  conversation,
  onCleared,
}: {
  conversation: DashboardConversation;
  onCleared: () => void;
}) {
  const [isOpen, setOpen] = useState(false);
  const clear = useClearConversation();

  function confirm() {
    clear.mutate(conversation.id, {
      onSuccess: () => {
        toast.success('Conversa limpa', { description: 'Histórico removido com sucesso' });
        setOpen(false);
        onCleared();
      },
      onError: (error) => {
        console.error('Falha ao limpar a conversa:', error);
        toast.error('Erro', { description: 'Não foi possível limpar a conversa' });
      },
    });
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} className="text-red-700">
        <Trash2 aria-hidden="true" />
        Limpar conversa
      </Button>
      <DialogContent>
        <DialogTitle>Limpar conversa?</DialogTitle>
        <DialogDescription className="mt-2">
          O histórico de mensagens com {conversationTitle(conversation)} será apagado permanentemente e a
          memória do agente será reiniciada: a próxima mensagem começa uma conversa nova. Esta ação não pode
          ser desfeita.
        </DialogDescription>
        <DialogActions
          className="mt-6"
          isDestructive
          action={{
            onClick: confirm,
            isLoading: clear.isPending,
            loadingText: 'Limpando...',
            children: 'Limpar',
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
