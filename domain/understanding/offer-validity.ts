import { isWord, type Lexed, markUsed } from './offer-lexer.ts';
import { DELIVERY, DISPLAY, WEEKDAYS, wordSet } from './offer-words.ts';

// How long the offer holds: "vale até sexta" → "até sexta", "oferta válida por 3 dias" → "3 dias",
// "só hoje", "válido até amanhã" → "até amanhã", "por 48h" → "48h". Read before the delivery,
// which leaves the days taken here alone ("só hoje" is not a delivery today).

const VALID = wordSet('vale valido valida validade valendo oferta promocao preco condicao orcamento');
// "válido hoje" holds for today; "o preço de hoje" or "a oferta de hoje" says nothing of how long.
const TODAY_OK = wordSet('vale valido valida validade valendo promocao');
const ONLY = wordSet('so somente apenas');
const SPAN = wordSet('dias dia horas hora h hs semanas semana');
const WHEN = new Set([
  ...wordSet('hoje amanha feira fim final mes semana dia meio noite tarde proxima proximo'),
  ...Object.keys(WEEKDAYS),
]);
const WHEN_FILLERS = wordSet('o a do da de as');

export function readValidade(lexed: Lexed): string | undefined {
  const { lx } = lexed;
  for (let i = 0; i < lx.length; i++) {
    if (lx[i]!.kind !== 'word' || lexed.asks[lexed.seg[i]!]) continue;
    const w = lx[i]!.w;
    // "só hoje", "só até sexta"
    if (ONLY.has(w) && isWord(lx, i + 1, 'hoje')) return take(lexed, i, i + 2, 'só hoje');
    if (ONLY.has(w) && isWord(lx, i + 1, 'ate')) {
      const until = readUntil(lexed, i + 2);
      if (until) return take(lexed, i, until.to, `até ${until.text}`);
    }
    if (w === 'enquanto' && isWord(lx, i + 1, wordSet('durar durarem tiver houver'))) {
      return take(lexed, i, Math.min(i + 4, lx.length), 'enquanto durar o estoque');
    }
    if (VALID.has(w)) {
      for (let k = i + 1; k <= i + 4 && lexed.seg[k] === lexed.seg[i]; k++) {
        const found = readAfter(lexed, k, TODAY_OK.has(w));
        if (found) return take(lexed, i, found.to, found.text);
      }
    }
    // "até sexta", "por 48h" with no "vale" before: the offer's, unless a delivery is being told.
    if ((w === 'ate' || w === 'por') && !deliveryBefore(lexed, i)) {
      const found = readAfter(lexed, i, false);
      if (found && (w === 'ate' || /h|horas/.test(found.text))) return take(lexed, i, found.to, found.text);
    }
  }
  return undefined;
}

function take(lexed: Lexed, from: number, to: number, text: string): string {
  markUsed(lexed, from, to);
  return text;
}

/** "até X", "por 3 dias", "durante 48h", "de 2 dias", "hoje". */
function readAfter(lexed: Lexed, k: number, today: boolean): { text: string; to: number } | null {
  const { lx } = lexed;
  if (isWord(lx, k, 'ate')) {
    const until = readUntil(lexed, k + 1);
    return until ? { text: `até ${until.text}`, to: until.to } : null;
  }
  if (isWord(lx, k, wordSet('por durante de')) && lx[k + 1]?.kind === 'num' && isWord(lx, k + 2, SPAN)) {
    const n = lx[k + 1]!.text;
    const unit = lx[k + 2]!;
    const text = unit.glued ? `${n}${unit.text}` : `${n} ${unit.w === 'dia' && n !== '1' ? 'dias' : unit.w}`;
    return { text, to: k + 3 };
  }
  if (today && isWord(lx, k, 'hoje')) return { text: 'hoje', to: k + 1 };
  return null;
}

/** What follows "até": "sexta", "amanhã", "o fim do mês", "dia 15", "15/03", "as 18h". */
function readUntil(lexed: Lexed, from: number): { text: string; to: number } | null {
  const { lx } = lexed;
  let to = from;
  let meaningful = from;
  while (to < lx.length && to < from + 5 && lexed.seg[to] === lexed.seg[from]) {
    const l = lx[to]!;
    const time =
      l.kind === 'num'
        ? isClock(lexed, to)
        : l.kind === 'word' && (WHEN.has(l.w) || (l.glued && /^h/.test(l.w)));
    if (!time && !isWord(lx, to, WHEN_FILLERS) && l.text !== '/' && l.text !== ':') break;
    to++;
    if (time) meaningful = to;
  }
  if (meaningful === from) return null;
  let text = '';
  for (let k = from; k < meaningful; k++) {
    const l = lx[k]!;
    const shown = l.kind === 'word' ? (l.w === 'as' ? 'às' : (DISPLAY[l.w] ?? WEEKDAYS[l.w] ?? l.w)) : l.text;
    text += (k === from || l.glued ? '' : ' ') + shown;
  }
  return { text, to: meaningful };
}

/** A number that is a day or an hour: "dia 15", "15/03", "às 18", "18h" — not the "12" of "até 12x". */
function isClock(lexed: Lexed, k: number): boolean {
  const { lx } = lexed;
  const next = lx[k + 1];
  if (next?.glued && (next.text === '/' || next.text === ':' || (next.kind === 'word' && /^h/.test(next.w))))
    return true;
  return isWord(lx, k - 1, wordSet('dia as')) || lx[k - 1]?.text === '/' || lx[k - 1]?.text === ':';
}

function deliveryBefore(lexed: Lexed, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 3 && lexed.seg[k] === lexed.seg[i]; k--) {
    if (isWord(lexed.lx, k, DELIVERY) || isWord(lexed.lx, k, wordSet('em prazo chega'))) return true;
  }
  return false;
}
