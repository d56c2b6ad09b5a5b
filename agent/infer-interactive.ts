import {
  INTERACTIVE_LIMITS,
  type InteractiveMessage,
  listOf,
  replyButtons,
} from '#domain/whatsapp/interactive.ts';
import { typedId } from '#domain/whatsapp/reply-ids.ts';

// The model writes its choices as text. When a reply clearly ends with a numbered list of options,
// or with a yes/no confirmation, the same choices go as buttons or a list; the ids answer with the
// number or the word, exactly as typing them would, so the model reads a tap as it reads a typed
// answer. Anything less clear goes as text only: a wrong button is worse than none.

const OPTION = /^\s*(\d{1,2})\s*[.)-]\s+(.+?)\s*$/;
const YES_NO_ASK = /\b(sim|s)\s*(\/|ou)\s*(n[aã]o|n)\b/i;
const CONFIRM_START =
  /^(posso|podemos|pode|confirma|confirmo|confirmar|deseja|quer que eu|prefere que eu|devo|envio|mando|encerro|fecho|apago|est[aá] (certo|correto|tudo certo))\b/i;
const OPEN_QUESTION = /\b(qual|quais|como|onde|quando|quanto|quantos|quantas|que tipo|o que)\b/i;

const strip = (text: string) => text.replace(/[*_~]/g, '').trim();

/** The numbered options the text ends with (1..n or 0..n, in order), and the text before them. */
function trailingOptions(lines: string[]) {
  const options: { n: number; label: string }[] = [];
  let i = lines.length - 1;
  while (i >= 0 && lines[i]!.trim() === '') i -= 1;
  for (; i >= 0; i -= 1) {
    const match = OPTION.exec(lines[i]!);
    if (!match) break;
    options.unshift({ n: Number(match[1]), label: strip(match[2]!) });
  }
  const consecutive = options.every((o, k) => o.n === options[0]!.n + k) && options[0]?.n !== undefined;
  if (options.length < 2 || !consecutive || options[0]!.n > 1) return null;
  return {
    options,
    before: lines
      .slice(0, i + 1)
      .join('\n')
      .trim(),
  };
}

/** A label "Loja X: R$ 10,00" as a row: the title before the colon, the rest as its description. */
function row(n: number, label: string) {
  const [title, ...rest] = label.split(/\s*[:–—]\s+|\s+-\s+/);
  // A title cut to fit keeps its whole wording below it.
  const whole = title!.length > INTERACTIVE_LIMITS.rowTitle ? label : undefined;
  return { id: typedId(String(n)), title: title!, description: rest.join(' · ') || whole };
}

function confirmation(text: string): boolean {
  const lastParagraph =
    text
      .trim()
      .split(/\n\s*\n/)
      .at(-1) ?? '';
  const lastLine = strip(lastParagraph.split('\n').at(-1) ?? '');
  if (YES_NO_ASK.test(lastLine) && /\?|responda/i.test(lastLine)) return true;
  if (!lastLine.endsWith('?')) return false;
  const question = lastLine.split(/(?<=[.!])\s+/).at(-1) ?? lastLine;
  return CONFIRM_START.test(question) && !OPEN_QUESTION.test(question);
}

/** Buttons or a list for a model's reply, when it clearly offers them; undefined otherwise. */
export function inferInteractive(text: string): InteractiveMessage | undefined {
  const lines = text.split('\n');
  const found = trailingOptions(lines);
  if (found) {
    const { options, before } = found;
    if (options.length > INTERACTIVE_LIMITS.rows) return undefined;
    const body = before || 'Escolha uma opção:';
    const short = options.every((o) => o.label.length <= INTERACTIVE_LIMITS.buttonTitle);
    if (options.length <= INTERACTIVE_LIMITS.buttons && short)
      return replyButtons(
        body,
        options.map((o) => ({ id: typedId(String(o.n)), title: o.label })),
      );
    return listOf(
      body,
      'Ver opções',
      options.map((o) => row(o.n, o.label)),
    );
  }
  if (confirmation(text))
    return replyButtons(text, [
      { id: typedId('sim'), title: 'Sim' },
      { id: typedId('não'), title: 'Não' },
    ]);
  return undefined;
}
