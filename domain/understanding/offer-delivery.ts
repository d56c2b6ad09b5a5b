import { formatBRLText as brl } from '#domain/ofertas/money.ts';
import { capitalize, joinList, ordered } from './offer-label.ts';
import { BREAKS, isWord, type Lexed, markUsed } from './offer-lexer.ts';
import type { Amount } from './offer-price.ts';
import { DELIVERY, WEEKDAYS, wordSet } from './offer-words.ts';

// When and how the goods reach the customer, as short labels joined by "; ": "Hoje",
// "Amanhã", "3 dias úteis", "Retirada na loja", "Pronta entrega", "Frete grátis",
// "Entrega: R$ 20,00". A day counts only next to a delivery word ("entrego amanhã"); the days
// of the offer's validity were taken before ("só hoje").

type Part = { at: number; label: string };

const FREE = wordSet('gratis gratuita gratuito incluso inclusa incluido incluida');
const SHIPPING = wordSet('frete entrega envio taxa');
const PICKUP = wordSet('retirada retirar retira retirando retirado retire retirem retiro');
const FETCH = wordSet('buscar busca pegar pega');
const OFFER_DELIVERY = wordSet('entregamos entrego entregar entrega envio enviamos levamos levo');
const SPAN = wordSet('dias dia horas hora h hs semanas semana');
const NOT_DELIVERY = wordSet('garantia valido valida vale validade oferta promocao');

export function readEntrega(lexed: Lexed, amounts: readonly Amount[]): string | undefined {
  const { lx } = lexed;
  const parts: Part[] = [];
  let offered = -1;
  for (let i = 0; i < lx.length; i++) {
    const l = lx[i]!;
    if (l.kind === 'sym' || lexed.asks[lexed.seg[i]!]) continue;
    const refused = refusedAt(lexed, i);
    if (l.w === 'pronta' && isWord(lx, i + 1, 'entrega')) add(lexed, parts, i, i + 2, 'Pronta entrega');
    else if (
      SHIPPING.has(l.w) &&
      !refused &&
      (isWord(lx, i + 1, FREE) || (isWord(lx, i + 1, 'e') && isWord(lx, i + 2, FREE)))
    ) {
      add(lexed, parts, i, i + 2, isWord(lx, i + 1, 'gratis') ? 'Frete grátis' : 'Frete incluso');
    } else if (l.w === 'gratis' && isWord(lx, i + 1, wordSet('o a')) && isWord(lx, i + 2, SHIPPING)) {
      add(lexed, parts, i, i + 3, 'Frete grátis');
    } else if (
      (l.w === 'sem' && isWord(lx, i + 1, wordSet('custo taxa')) && isWord(lx, i + 3, SHIPPING)) ||
      (refused && isWord(lx, i, wordSet('cobro cobramos')))
    ) {
      add(lexed, parts, refused && isWord(lx, i - 1, 'nao') ? i - 1 : i, i + 4, 'Frete grátis');
    } else if (PICKUP.has(l.w) && !refused)
      add(lexed, parts, i, placeAfter(lexed, i + 1), 'Retirada na loja');
    else if (
      (FETCH.has(l.w) && isWord(lx, i + 2, wordSet('loja aqui'))) ||
      (FETCH.has(l.w) && isWord(lx, i + 1, 'aqui'))
    ) {
      add(lexed, parts, i, i + 3, 'Retirada na loja');
    } else if (l.w === 'combinar' && isWord(lx, i - 1, 'a') && near(lexed, i, 4))
      add(lexed, parts, i - 1, i + 1, 'A combinar');
    else if (l.kind === 'word' && !lexed.used[i]) readDay(lexed, parts, i);
    else if (l.kind === 'num' && !lexed.used[i]) readSpan(lexed, parts, i);
    if (offered < 0 && OFFER_DELIVERY.has(l.w) && !refused && !isWord(lx, i - 1, 'pronta')) offered = i;
  }
  for (const a of amounts)
    if (a.tipo === 'frete') parts.push({ at: a.lead, label: `Entrega: ${brl(a.cents)}` });
  if (parts.length === 0 && offered >= 0) add(lexed, parts, offered, offered + 1, 'Com entrega');
  if (offered >= 0) markUsed(lexed, offered, offered + 1);
  const labels = ordered(parts);
  return labels.length ? joinList(labels, '; ') : undefined;
}

// "chega em", "entrego na", "prazo de": the words that led to a time are part of it.
const LEAD_IN = new Set([
  ...DELIVERY,
  ...wordSet('em de no na a para o e pode ser sera fica posso podemos consigo conseguimos via'),
]);
const DAY_LINK = wordSet('de a pela na');
const PART_OF_DAY: Readonly<Record<string, string>> = {
  manha: 'de manhã',
  tarde: 'à tarde',
  noite: 'à noite',
  cedo: 'cedo',
};

function add(lexed: Lexed, parts: Part[], from: number, to: number, label: string): void {
  parts.push({ at: from, label });
  let start = from;
  while (
    start > 0 &&
    start > from - 4 &&
    isWord(lexed.lx, start - 1, LEAD_IN) &&
    lexed.seg[start - 1] === lexed.seg[from]
  )
    start--;
  markUsed(lexed, start, to);
}

const PLACE = wordSet('na no em aqui loja local balcao nossa fisica pessoalmente');

/** Past "na loja", "aqui no local": the end of a pick-up phrase. */
function placeAfter(lexed: Lexed, i: number): number {
  let k = i;
  while (k < i + 4 && isWord(lexed.lx, k, PLACE)) k++;
  return k;
}

/** A delivery word within `reach` lexemes of i, in the same segment. */
function near(lexed: Lexed, i: number, reach: number): boolean {
  for (let k = Math.max(0, i - reach); k <= i + reach && k < lexed.lx.length; k++) {
    if (k !== i && lexed.seg[k] === lexed.seg[i] && isWord(lexed.lx, k, DELIVERY)) return true;
  }
  return false;
}

/** Whether lexemes [from, to) make a segment of their own. */
function alone(lexed: Lexed, from: number, to: number): boolean {
  const { lx } = lexed;
  const edge = (k: number) => k < 0 || k >= lx.length || (lx[k]!.kind === 'sym' && BREAKS.has(lx[k]!.text));
  return edge(from - 1) && edge(to) && lx[from - 1]?.text !== ',' && lx[to]?.text !== ',';
}

/** "entrego hoje", "entrega amanhã", "chega na sexta", "no mesmo dia", "semana que vem", "imediata". */
function readDay(lexed: Lexed, parts: Part[], i: number): void {
  const { lx } = lexed;
  const until = isWord(lx, i - 1, 'ate');
  const day = dayAt(lexed, i);
  if (!day || refusedBefore(lexed, i, 3)) return; // "não entrego hoje": not when it comes
  // "entrego amanhã", the day alone between separators ("R$ 120; pix; amanhã"), or the day put
  // instead of a refused one ("não entrego hoje, só amanhã").
  const instead = isWord(lx, i - 1, 'so') && lx[i - 2]?.text === ',' && refusedBefore(lexed, i - 2, 4);
  if (!(near(lexed, i, 4) || instead || alone(lexed, until ? i - 1 : i, day.to))) return;
  for (let k = i - 1; k >= i - 3 && k >= 0; k--) if (isWord(lx, k, NOT_DELIVERY)) return;
  let { label, to } = day;
  if (until) label = `Até ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  // "amanhã de manhã", "hoje à tarde", "sexta pela manhã"
  const at = isWord(lx, to, DAY_LINK) ? to + 1 : to;
  const part = lx[at];
  if (day.single && part?.kind === 'word' && PART_OF_DAY[part.w])
    [label, to] = [`${label} ${PART_OF_DAY[part.w]}`, at + 1];
  add(lexed, parts, until ? i - 1 : i, to, label);
}

/** A "não" up to three words before i, in its segment: "não entrego", "não tenho como entregar". */
function refusedAt(lexed: Lexed, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 3 && lexed.seg[k] === lexed.seg[i]; k--)
    if (isWord(lexed.lx, k, 'nao')) return true;
  return false;
}

/** A delivery word negated within `reach` lexemes before i: "não entrego hoje", "não envio sábado". */
function refusedBefore(lexed: Lexed, i: number, reach: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - reach && lexed.seg[k] === lexed.seg[i]; k--)
    if (isWord(lexed.lx, k, DELIVERY)) return refusedAt(lexed, k);
  return false;
}

function dayAt(lexed: Lexed, i: number): { label: string; to: number; single: boolean } | null {
  const { lx } = lexed;
  const w = lx[i]!.w;
  const one = (label: string) => ({ label, to: i + 1, single: true });
  if (w === 'hoje') return one('Hoje');
  if (w === 'amanha')
    return one(isWord(lx, i - 1, 'de') && isWord(lx, i - 2, 'depois') ? 'Depois de amanhã' : 'Amanhã');
  if (WEEKDAYS[w]) return one(capitalize(WEEKDAYS[w]!));
  if (w === 'imediata' || w === 'imediato') return one('Imediata');
  if (w === 'mesmo' && isWord(lx, i + 1, 'dia')) return { label: 'No mesmo dia', to: i + 2, single: false };
  if ((w === 'semana' || w === 'mes') && isWord(lx, i + 1, 'que') && isWord(lx, i + 2, 'vem')) {
    return { label: w === 'mes' ? 'Mês que vem' : 'Semana que vem', to: i + 3, single: false };
  }
  if (w === 'proxima' && isWord(lx, i + 1, 'semana'))
    return { label: 'Próxima semana', to: i + 2, single: false };
  return null;
}

/** "3 dias úteis", "em 2 dias", "prazo de 5 dias", "3 a 5 dias úteis", "em 24h". */
function readSpan(lexed: Lexed, parts: Part[], i: number): void {
  const { lx } = lexed;
  if (!/^\d{1,3}$/.test(lx[i]!.text) || !isWord(lx, i + 1, SPAN)) return;
  const unit = lx[i + 1]!;
  const working = isWord(lx, i + 2, wordSet('uteis util'));
  for (let k = i - 1; k >= i - 4 && k >= 0; k--) if (isWord(lx, k, NOT_DELIVERY)) return;
  const upTo = isWord(lx, i - 1, 'ate');
  if (!working && !near(lexed, i, 4) && !isWord(lx, upTo ? i - 2 : i - 1, 'em')) return;
  const from = lx[i - 2]?.kind === 'num' && isWord(lx, i - 1, 'a') ? i - 2 : upTo ? i - 1 : i;
  const n = from === i - 2 ? `${lx[i - 2]!.text} a ${lx[i]!.text}` : lx[i]!.text;
  const words = unit.glued ? `${n}${unit.text}` : `${n} ${unit.w === 'dia' && n !== '1' ? 'dias' : unit.w}`;
  const label = working ? `${upTo ? 'Até ' : ''}${words} úteis` : `Em ${upTo ? 'até ' : ''}${words}`;
  add(lexed, parts, from, working ? i + 3 : i + 2, label);
}
