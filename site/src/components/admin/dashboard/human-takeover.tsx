import { Bot, Send, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { DashboardConversation } from '#domain/admin/dashboard-schemas.ts';
import { formatWait, type HumanModeState, type HumanQueueSummary } from '#domain/atendimento/human-mode.ts';
import {
  type TemplateOption,
  useReturnToBot,
  useSendAdminTemplate,
  useTakeConversation,
  useTemplateOptions,
} from '../../../lib/admin-human-api.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { inputClass } from '../field.tsx';
import { Badge } from './badges.tsx';
import { errorText, newSendId } from './reply-ids.ts';
import { ClosedWindowPhotoField, TextReply } from './text-reply.tsx';

// Human takeover in the conversation viewer (issue 21): the badge of a conversation waiting for a
// person, 'Assumir conversa' / 'Devolver ao bot', and the reply box — text and a photo inside the
// 24-hour window (text-reply.tsx), an approved template outside it (the photo shown disabled).
// Replies go through the bot's sender (api/atendimento).

/** Re-renders every 30 s, so a wait shown as "há 3 min" keeps counting. */
function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function HumanBadge({ conversation }: { conversation: DashboardConversation }) {
  const now = useNow();
  if (conversation.aguardandoDesde) {
    const wait = formatWait(now - Date.parse(conversation.aguardandoDesde));
    return <Badge color="amber">{`Aguardando atendente · há ${wait}`}</Badge>;
  }
  if (conversation.humano) return <Badge color="green">Atendimento humano</Badge>;
  return null;
}

export function HumanModeButton({
  conversationId,
  state,
}: {
  conversationId: string;
  state: HumanModeState;
}) {
  const take = useTakeConversation(conversationId);
  const giveBack = useReturnToBot(conversationId);
  const onError = (error: unknown) => toast.error('Erro', { description: errorText(error) });
  if (state.desde) {
    return (
      <Button
        variant="outline"
        size="sm"
        disabled={giveBack.isPending}
        onClick={() =>
          giveBack.mutate(undefined, { onSuccess: () => toast.success('Conversa devolvida ao bot'), onError })
        }
      >
        <Bot aria-hidden="true" />
        Devolver ao bot
      </Button>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={take.isPending}
      onClick={() => take.mutate(undefined, { onSuccess: () => toast.success('Conversa assumida'), onError })}
    >
      <UserRound aria-hidden="true" />
      Assumir conversa
    </Button>
  );
}

/** What the thread's header says of human mode. */
export function HumanModeNote({ state }: { state: HumanModeState }) {
  const now = useNow();
  if (!state.desde) return null;
  const waiting = state.aguardandoDesde ? formatWait(now - Date.parse(state.aguardandoDesde)) : null;
  return (
    <p role="status" className="mr-auto text-sm text-slate-700">
      {waiting
        ? `Aguardando uma pessoa há ${waiting}: o bot não responde esta conversa.`
        : 'Em atendimento humano: o bot não responde esta conversa.'}
    </p>
  );
}

export function ReplyBox({ conversationId, state }: { conversationId: string; state: HumanModeState }) {
  return state.janelaAberta ? (
    <TextReply conversationId={conversationId} />
  ) : (
    <TemplateReply conversationId={conversationId} />
  );
}

function TemplateReply({ conversationId }: { conversationId: string }) {
  const { data: templates } = useTemplateOptions(true);
  const [nome, setNome] = useState<TemplateOption['nome'] | ''>('');
  const [variaveis, setVariaveis] = useState<Record<string, string>>({});
  const [envioId, setEnvioId] = useState(() => newSendId());
  const send = useSendAdminTemplate(conversationId);
  const selectId = useId();
  const chosen = templates?.find((t) => t.nome === nome);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!nome) return;
    send.mutate(
      { template: nome, variaveis, envioId },
      {
        onSuccess: () => {
          toast.success('Template enviado');
          setVariaveis({});
          setEnvioId(newSendId());
        },
        onError: (error) => toast.error('Template não enviado', { description: errorText(error) }),
      },
    );
  }

  return (
    <form onSubmit={submit} className="space-y-2 border-t border-slate-200 p-3">
      <p role="note" className="text-sm text-amber-800">
        A janela de 24 horas do WhatsApp está fechada: só é possível enviar um template aprovado até o contato
        escrever de novo.
      </p>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">
        Template
      </label>
      <select
        id={selectId}
        value={nome}
        onChange={(event) => setNome(event.target.value as TemplateOption['nome'] | '')}
        className={inputClass}
      >
        <option value="">Escolha um template</option>
        {templates?.map((t) => (
          <option key={t.nome} value={t.nome}>
            {t.nome}
          </option>
        ))}
      </select>
      {chosen?.variaveis.map((variavel) => (
        <label key={variavel} className="block text-sm text-slate-700">
          {variavel}
          <input
            value={variaveis[variavel] ?? ''}
            onChange={(event) => setVariaveis((v) => ({ ...v, [variavel]: event.target.value }))}
            className={inputClass}
          />
        </label>
      ))}
      <Button type="submit" size="sm" disabled={!nome || send.isPending}>
        <Send aria-hidden="true" />
        Enviar template
      </Button>
      <ClosedWindowPhotoField />
    </form>
  );
}

/** "2 conversas aguardando atendente · a mais antiga há 14 min", for the status card and the overview. */
export function HumanQueueLine({ summary }: { summary: HumanQueueSummary }) {
  const now = useNow();
  const count = summary.aguardando;
  const text =
    count === 0
      ? 'Nenhuma conversa aguardando atendente'
      : `${count} ${count === 1 ? 'conversa aguardando' : 'conversas aguardando'} atendente · a mais antiga há ${formatWait(
          now - Date.parse(summary.maisAntigaDesde ?? new Date(now).toISOString()),
        )}`;
  return (
    <p role="status" aria-label="Atendimento humano" className="text-sm text-slate-700">
      <UserRound aria-hidden="true" className="mr-1 inline size-4 text-slate-500" />
      {text}
    </p>
  );
}
