import { List } from 'lucide-react';
import { type InteractiveMessage, type ListRow, optionsOf } from '#domain/whatsapp/interactive.ts';
import { cn } from '../../lib/cn.ts';

// A bot message's reply buttons or list, drawn as WhatsApp shows them under the text: the buttons
// side by side, the list behind its label. With `onChoose` (the playground) a tap answers with the
// option, as a person's tap would; without it (the conversation viewer) they are only shown.

type Props = {
  message: InteractiveMessage;
  onChoose?: (option: Pick<ListRow, 'id' | 'title'>) => void;
  disabled?: boolean;
};

const optionClass =
  'rounded-md border border-brand-100 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 enabled:hover:bg-brand-50 disabled:opacity-70';

export function InteractiveOptions({ message, onChoose, disabled }: Props) {
  const choose = (option: Pick<ListRow, 'id' | 'title'>) => onChoose?.(option);
  const isStatic = !onChoose;
  if (message.type === 'button') {
    return (
      <fieldset className="mt-2 flex flex-wrap gap-2">
        <legend className="sr-only">Botões de resposta</legend>
        {message.buttons.map((button) => (
          <button
            key={button.id}
            type="button"
            disabled={isStatic || disabled}
            title={isStatic ? `id: ${button.id}` : undefined}
            onClick={() => choose(button)}
            className={optionClass}
          >
            {button.title}
          </button>
        ))}
      </fieldset>
    );
  }
  return (
    <details className="mt-2 rounded-md border border-brand-100 bg-white text-sm">
      <summary className="flex cursor-pointer items-center justify-center gap-1.5 px-3 py-1.5 font-medium text-brand-700">
        <List className="size-4" aria-hidden="true" />
        {message.button}
      </summary>
      <ul aria-label={message.button} className="divide-y divide-slate-100 border-t border-slate-100">
        {optionsOf(message).map((row) => (
          <li key={row.id}>
            <button
              type="button"
              disabled={isStatic || disabled}
              title={isStatic ? `id: ${row.id}` : undefined}
              onClick={() => choose(row)}
              className={cn(
                'w-full px-3 py-2 text-left enabled:hover:bg-brand-50',
                isStatic && 'cursor-default',
              )}
            >
              <span className="block font-medium text-slate-900">{row.title}</span>
              {row.description && <span className="block text-xs text-slate-500">{row.description}</span>}
            </button>
          </li>
        ))}
      </ul>
    </details>
  );
}
