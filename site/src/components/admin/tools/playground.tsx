import { useMutation, useQuery } from '@tanstack/react-query';
import { MessagesSquare, RotateCcw, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import type { PlaygroundShop } from '#domain/admin/simulator-schemas.ts';
import { formatPhone } from '#domain/masks.ts';
import {
  fetchSimulatorThread,
  searchPlaygroundShops,
  sendSimulatorMessage,
} from '../../../lib/admin-tools-api.ts';
import { cn } from '../../../lib/cn.ts';
import { lazyPart, preloadOn } from '../../../lib/lazy-part.ts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../ui/button.tsx';
import { LazyMount } from '../../ui/lazy-mount.tsx';
import { Field, inputClass } from '../field.tsx';
import { Loading } from '../load-states.tsx';
import { PendingButton } from '../pending-button.tsx';
import { errorMessage, ToolsSection } from './tools-ui.tsx';

// A chat with the bot through the simulator (/api/admin/simulator): the message goes through the
// same pipeline as WhatsApp's, never leaves the machine, and the thread is polled for replies.
// A new conversation is empty: the code that shows messages (tool calls, buttons and lists,
// photos) loads with the first one, or earlier, when the admin reaches for the message field or
// the shop mode (issue 22).

const threadView = lazyPart(async () => (await import('./playground-thread.tsx')).PlaygroundThread);

type Mode = 'cliente' | 'lojista';

function newCustomerPhone(): string {
  const digits = Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b % 10).join('');
  return `55119${digits}`;
}

export function Playground() {
  const [mode, setMode] = useState<Mode>('cliente');
  const [customerPhone, setCustomerPhone] = useState(newCustomerPhone);
  const [shop, setShop] = useState<PlaygroundShop | null>(null);
  const [busca, setBusca] = useState('');
  const [texto, setTexto] = useState('');
  const ids = { busca: useId(), texto: useId(), shop: useId() };
  const telefone = mode === 'cliente' ? customerPhone : (shop?.whatsapp_loja ?? null);

  const shops = useQuery({
    queryKey: ['playground-shops', busca],
    queryFn: () => searchPlaygroundShops(busca),
    enabled: mode === 'lojista',
  });
  const thread = useQuery({
    queryKey: ['playground-thread', telefone],
    queryFn: () => fetchSimulatorThread(telefone!),
    enabled: telefone !== null,
    refetchInterval: 1_500,
  });
  const messages = thread.data?.messages ?? [];
  const send = useMutation({
    mutationFn: sendSimulatorMessage,
    onSuccess: (_, sent) => {
      // A tap leaves what is being typed alone.
      if (!sent.resposta_id) setTexto('');
      void thread.refetch();
    },
    onError: (error) => toast.error('Erro', { description: errorMessage(error, 'Não foi possível enviar') }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!telefone || texto.trim() === '') return;
    send.mutate({ telefone, texto, nome: senderName(), playground: true });
  }

  function senderName() {
    return mode === 'cliente' ? 'Cliente (playground)' : (shop?.nome_loja ?? undefined);
  }

  /** A tap on a button or row: the title as the text, the option's id as the reply, as WhatsApp sends it. */
  function choose(option: { id: string; title: string }) {
    if (!telefone) return;
    send.mutate({
      telefone,
      texto: option.title,
      resposta_id: option.id,
      nome: senderName(),
      playground: true,
    });
  }

  return (
    <ToolsSection
      title="Playground"
      icon={<MessagesSquare aria-hidden="true" />}
      description="Converse com o bot como um cliente ou como uma loja. As mensagens passam pelo simulador e não saem pelo WhatsApp; as chamadas de ferramentas aparecem em cada resposta."
    >
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Falar como</legend>
        {(['cliente', 'lojista'] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => setMode(option)}
            {...preloadOn(threadView)}
            className={cn(
              'rounded-full border px-3 py-1 text-sm font-medium',
              mode === option
                ? 'border-brand-700 bg-brand-700 text-white'
                : 'border-slate-300 bg-white text-slate-700',
            )}
          >
            {option === 'cliente' ? 'Como cliente' : 'Como loja'}
          </button>
        ))}
        {mode === 'cliente' && (
          <>
            <span className="text-sm text-slate-500">WhatsApp: {formatPhone(customerPhone)}</span>
            <Button variant="ghost" size="sm" onClick={() => setCustomerPhone(newCustomerPhone())}>
              <RotateCcw aria-hidden="true" />
              Nova conversa
            </Button>
          </>
        )}
      </fieldset>
      {mode === 'lojista' && (
        <div className="grid gap-3 md:grid-cols-2">
          <Field id={ids.busca} label="Buscar loja">
            <input
              id={ids.busca}
              value={busca}
              onChange={(e) => setBusca(e.target.value)}
              className={inputClass}
            />
          </Field>
          <Field id={ids.shop} label="Loja">
            <select
              id={ids.shop}
              value={shop?.id ?? ''}
              onChange={(e) => setShop(shops.data?.shops.find((s) => s.id === e.target.value) ?? null)}
              className={inputClass}
            >
              <option value="">Selecione uma loja</option>
              {shops.data?.shops.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.nome_loja} — {s.cidade}/{s.estado}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      <div className="max-h-[28rem] min-h-40 overflow-y-auto rounded-lg bg-slate-50 p-3" aria-live="polite">
        {!telefone ? (
          <p className="py-8 text-center text-sm text-slate-500">Selecione uma loja para conversar.</p>
        ) : messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-slate-500">Envie uma mensagem para começar.</p>
        ) : (
          <LazyMount
            part={threadView}
            props={{ messages, onChoose: choose, isSending: send.isPending }}
            fallback={<Loading />}
          />
        )}
      </div>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor={ids.texto} className="sr-only">
          Mensagem
        </label>
        <input
          id={ids.texto}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
          placeholder="Digite uma mensagem"
          maxLength={4096}
          disabled={!telefone}
          className={inputClass}
          {...preloadOn(threadView)}
        />
        <PendingButton
          type="submit"
          isPending={send.isPending}
          disabled={!telefone || texto.trim() === ''}
          icon={<Send aria-hidden="true" />}
        >
          Enviar
        </PendingButton>
      </form>
    </ToolsSection>
  );
}
