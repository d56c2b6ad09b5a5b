import {
  INTERACTIVE_LIMITS,
  type InteractiveMessage,
  type ListRow,
  listOf,
  type ReplyButton,
  replyButtons,
} from '#domain/whatsapp/interactive.ts';
import { offerChoiceId, typedId } from '#domain/whatsapp/reply-ids.ts';
import { promptFor } from './customer-replies.ts';
import { optionLabel } from './messages.ts';
import type { GuidedState, WishState } from './state.ts';

// The guided questions as buttons and lists. Every option's id is the answer a person would type
// (r:sim, r:3...), so a tap goes through exactly the code a typed answer does. The text of the reply
// does not change: it still numbers the options for Baileys, the simulator and the history.

/** The options of a step's question; the message body is the reply's text, known only at the end. */
export type Choice =
  | { kind: 'button'; buttons: ReplyButton[] }
  /** `strip`: the list holds every numbered line of the text, so the body leaves them out. */
  | { kind: 'list'; button: string; rows: ListRow[]; strip: boolean };

const YES_NO: ReplyButton[] = [
  { id: typedId('sim'), title: 'Sim' },
  { id: typedId('não'), title: 'Não' },
];

export const yesNo: Choice = { kind: 'button', buttons: YES_NO };

const SUMMARY: Choice = {
  kind: 'button',
  buttons: [
    { id: typedId('sim'), title: 'Enviar' },
    { id: typedId('corrigir'), title: 'Corrigir' },
    { id: typedId('cancelar'), title: 'Cancelar' },
  ],
};

const CORRECTION: Choice = {
  kind: 'list',
  button: 'Corrigir',
  strip: true,
  rows: [
    ...['Produto', 'Cidade', 'Marca', 'Detalhes', 'Categoria'].map((title, i) => ({
      id: typedId(String(i + 1)),
      title,
    })),
    { id: typedId('cancelar'), title: 'Cancelar', description: 'Desistir deste desejo' },
  ],
};

const MAX_ROWS = INTERACTIVE_LIMITS.rows;

function categoryChoice(state: Extract<WishState, { etapa: 'categoria' | 'todas' }>): Choice {
  if (state.etapa === 'categoria') {
    const rows = state.opcoes.slice(0, MAX_ROWS - 1).map((o, i) => ({
      id: typedId(String(i + 1)),
      title: o.subcategoria ?? o.categoria,
      description: o.subcategoria ? optionLabel(o) : 'Toda a categoria',
    }));
    const other = { id: typedId('0'), title: 'Outra', description: 'Ver todas as categorias' };
    return { kind: 'list', button: 'Ver categorias', rows: [...rows, other], strip: true };
  }
  const all = state.categorias.length <= MAX_ROWS;
  const shown = all ? state.categorias : state.categorias.slice(0, MAX_ROWS - 1);
  const rows = shown.map((c, i) => ({ id: typedId(String(i + 1)), title: c, description: `Opção ${i + 1}` }));
  // More categories than a list holds: the last row asks for the whole numbered list as text.
  const other = {
    id: typedId('outra'),
    title: 'Outra',
    description: 'Ver a lista completa e digitar o número',
  };
  return { kind: 'list', button: 'Ver categorias', rows: all ? rows : [...rows, other], strip: all };
}

function wishChoice(state: WishState): Choice | undefined {
  switch (state.etapa) {
    case 'confirmar':
      return SUMMARY;
    case 'alterar':
      return CORRECTION;
    case 'categoria':
    case 'todas':
      return categoryChoice(state);
    case 'uf': {
      const ufs = state.cidades.map((c) => c.uf).slice(0, MAX_ROWS);
      if (ufs.length <= INTERACTIVE_LIMITS.buttons)
        return { kind: 'button', buttons: ufs.map((uf) => ({ id: typedId(uf), title: uf })) };
      const rows = ufs.map((uf) => ({ id: typedId(uf), title: uf, description: state.cidades[0]?.nome }));
      return { kind: 'list', button: 'Ver estados', rows, strip: false };
    }
    default:
      return undefined;
  }
}

/**
 * The choice a reply ends with, read from the state it leaves: a yes/no while closing a wish,
 * erasing data or confirming an offer; the step's options while a wish is asked, when the reply ends
 * with that step's question (an aside such as "atendente" keeps the step but asks nothing).
 */
export function choiceOf(state: GuidedState | null, text: string): Choice | undefined {
  if (!state) return undefined;
  if (state.fluxo === 'desejo') return text.endsWith(promptFor(state)) ? wishChoice(state) : undefined;
  if (state.fluxo === 'apagar') return yesNo;
  if (state.fluxo === 'oferta') return state.etapa === 'confirmar' ? yesNo : undefined;
  if (state.fluxo === 'fechar')
    return closeChoice((state.ofertas ?? []).map((_, i) => ({ loja: `Oferta ${i + 1}`, valor: '' })));
  return undefined;
}

/** Closing a wish: yes or no, or, with offers, which one was chosen (numbered as in the text). */
export function closeChoice(ofertas: { loja: string; valor: string }[]): Choice {
  if (ofertas.length === 0) return yesNo;
  const rows = ofertas.slice(0, MAX_ROWS - 2).map((o, i) => ({
    id: typedId(String(i + 1)),
    title: o.loja,
    description: o.valor ? `${o.valor} · encerrar com esta oferta` : 'Encerrar com esta oferta',
  }));
  return {
    kind: 'list',
    button: 'Responder',
    strip: false,
    rows: [
      ...rows,
      { id: typedId('sim'), title: 'Só encerrar', description: 'Encerrar sem escolher oferta' },
      { id: typedId('não'), title: 'Manter aberto', description: 'O desejo continua aberto' },
    ],
  };
}

const NUMBERED = /^\s*\d{1,2}\.\s/;
// The lines under a numbered option ("   Entrega: amanhã"), left out only of a body too long.
const INDENTED = /^\s{2,}\S/;

/** The interactive message of a whole reply: its text as the body, the choice's options. */
export function toInteractive(choice: Choice, text: string): InteractiveMessage {
  if (choice.kind === 'button') return replyButtons(text, choice.buttons);
  let lines = text.split('\n');
  if (choice.strip) lines = lines.filter((line) => !NUMBERED.test(line));
  if (lines.join('\n').length > INTERACTIVE_LIMITS.body)
    lines = lines.filter((line) => !NUMBERED.test(line) && !INDENTED.test(line));
  return listOf(lines.join('\n'), choice.button, choice.rows);
}

/** "Ver ofertas": one row per offer, cheapest first; choosing one closes the wish with it. */
export function offersChoice(
  codigo: string,
  ofertas: { oferta_id: string; loja: string; valor: string; entrega?: string | null }[],
): Choice {
  const rows = ofertas.slice(0, MAX_ROWS).map((o) => ({
    id: offerChoiceId(codigo, o.oferta_id),
    title: o.loja,
    description: o.entrega ? `${o.valor} · Entrega: ${o.entrega}` : o.valor,
  }));
  return { kind: 'list', button: 'Ver ofertas', rows, strip: false };
}
