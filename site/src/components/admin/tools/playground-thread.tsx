import { Wrench } from 'lucide-react';
import type { SimulatorThreadMessage } from '#domain/admin/simulator-schemas.ts';
import { saoPauloFormat } from '#domain/dates.ts';
import { adminMessageImagePath, messageImageKey } from '#domain/media/message-image.ts';
import { type ListRow, readInteractive } from '#domain/whatsapp/interactive.ts';
import { cn } from '../../../lib/cn.ts';
import { PhotoGallery } from '../../photos/photo-gallery.tsx';
import { InteractiveOptions } from '../interactive-options.tsx';

// The playground's thread: what the admin typed on the right, the bot's replies on the left with
// the model (or the guided fallback) that answered and each tool call in a details block. Shown
// from the first message on (playground.tsx says when there is none yet).

type ToolCall = { name: string; arguments: unknown; result: unknown; error?: boolean };

function toolCallsOf(value: unknown): ToolCall[] {
  let list = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter(
    (c): c is ToolCall => typeof c === 'object' && c !== null && typeof (c as ToolCall).name === 'string',
  );
}

const FALLBACK_REASONS: Record<string, string> = {
  sem_modelo: 'sem modelo configurado',
  erro_modelo: 'o modelo falhou',
  tempo_esgotado: 'o modelo demorou demais',
};

function answeredBy(metadata: unknown): string | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const m = metadata as { ai_model?: unknown; fallback?: unknown; fallback_reason?: unknown };
  if (m.fallback === true) {
    const reason = FALLBACK_REASONS[String(m.fallback_reason)];
    return reason ? `Questionário guiado (${reason})` : 'Questionário guiado';
  }
  return typeof m.ai_model === 'string' ? m.ai_model : null;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

const timeFormat = saoPauloFormat({ hour: '2-digit', minute: '2-digit' });
const time = (iso: string) => timeFormat.format(new Date(iso));

const interactiveOf = (metadata: unknown) =>
  typeof metadata === 'object' && metadata !== null
    ? readInteractive((metadata as { interactive?: unknown }).interactive)
    : undefined;

export function PlaygroundThread({
  messages,
  onChoose,
  isSending,
}: {
  messages: SimulatorThreadMessage[];
  /** A tap on a reply button or list row of the bot's message. */
  onChoose: (option: Pick<ListRow, 'id' | 'title'>) => void;
  isSending: boolean;
}) {
  return (
    <ol className="space-y-3" aria-label="Mensagens do playground">
      {messages.map((message) => {
        const isMine = message.direction === 'inbound';
        const calls = toolCallsOf(message.tool_calls);
        const model = isMine ? null : answeredBy(message.metadata);
        const interactive = isMine ? undefined : interactiveOf(message.metadata);
        return (
          <li key={message.id} className={cn('flex', isMine ? 'justify-end' : 'justify-start')}>
            <div
              className={cn(
                'max-w-[85%] rounded-lg px-3 py-2 text-sm shadow-sm',
                isMine ? 'bg-brand-700 text-white' : 'border border-slate-200 bg-white text-slate-900',
              )}
            >
              <p className="break-words whitespace-pre-wrap">{message.text || '(mensagem vazia)'}</p>
              {messageImageKey(message.metadata) && (
                <div className="mt-2">
                  <PhotoGallery
                    photos={[{ id: message.id, url: adminMessageImagePath(message.id) }]}
                    title="Foto da mensagem"
                  />
                </div>
              )}
              {interactive && (
                <InteractiveOptions message={interactive} onChoose={onChoose} disabled={isSending} />
              )}
              {calls.map((call, index) => (
                <details
                  // biome-ignore lint/suspicious/noArrayIndexKey: a message's calls never reorder
                  key={index}
                  className="mt-2 rounded border border-slate-200 bg-slate-50 text-xs text-slate-800"
                >
                  <summary className="flex cursor-pointer items-center gap-1.5 px-2 py-1 font-medium">
                    <Wrench className="size-3.5" aria-hidden="true" />
                    {call.name}
                    {call.error && <span className="text-red-600">(erro)</span>}
                  </summary>
                  <div className="space-y-1 border-t border-slate-200 p-2">
                    <p className="font-semibold">Argumentos</p>
                    <pre className="max-h-40 overflow-auto whitespace-pre-wrap">{json(call.arguments)}</pre>
                    <p className="font-semibold">Resultado</p>
                    <pre className="max-h-40 overflow-auto whitespace-pre-wrap">{json(call.result)}</pre>
                  </div>
                </details>
              ))}
              <p className={cn('mt-1 text-[11px]', isMine ? 'text-white/80' : 'text-slate-500')}>
                {time(message.timestamp)}
                {model && ` · ${model}`}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
