import { formatBRLText as brl } from '#domain/ofertas/money.ts';
import { isWord, type Lexed, type Lexeme, markUsed } from './offer-lexer.ts';
import type { Amount } from './offer-price.ts';
import { isQuantity } from './offer-spec.ts';
import { UNITS, wordSet } from './offer-words.ts';

// A price for a quantity after the list price: "45 reais o saco, pra 30 sacos faço 42 cada",
// "22,90 o par, pra 10 pares faço 20 cada", "acima de 10 unidades sai 18", "levando 5 fica 100
// cada". The list price is the offer (the customer may want one); the quantity's price, per unit as
// the list one, goes to the notes; when it is the only price it is the offer. A condition is a count
// ("30 sacos", "10 unidades") after "pra", "acima de", "a partir de", "levando"…, or a bare count
// right before a price word ("levando 10 faço 20").

const LEADS = wordSet(
  'pra para acima partir mais levando comprando pegando levar comprar pegar fechando quantidade atacado cima',
);
const LEAD_FILLERS = wordSet('de a o os as em p');
const PLURAL_UNITS = wordSet(
  'unidades pecas pares sacos caixas kits itens pacotes metros rolos fardos latas milheiros duzias galoes',
);
const ON = wordSet('faco fazemos fica sai saem deixo deixamos cobro fecho fechamos por');
const STOPS = new Set(['.', ';', '!', '?', '\n']);
const REACH = 8;

export type Bulk = { from: number; to: number; unit?: string };

const conditions = new WeakMap<Amount, Bulk>();

/**
 * Flags the amounts said under a quantity condition (`bulk`) and drops the counts that were read as
 * amounts ("levando 10 faço 20": the 10). Returns the amounts left.
 */
export function readBulk(lexed: Lexed, amounts: Amount[]): Amount[] {
  const { lx } = lexed;
  if (!lx.some((l) => l.kind === 'word' && (LEADS.has(l.w) || PLURAL_UNITS.has(l.w)))) return amounts;
  const counts = new Set<number>();
  const priced = new Set(amounts.filter((a) => a.marked).map((a) => a.head));
  let listed: string | undefined;
  for (const a of amounts) {
    if (a.tipo === 'frete' || a.tipo === 'entrada' || a.tipo === 'parcela') continue;
    const bulk = conditionBefore(lexed, a, priced);
    if (!bulk) {
      if (!listed && a.unidade && a.unidade !== 'cada') listed = a.unidade;
      continue;
    }
    a.bulk = true;
    a.marked = true;
    conditions.set(a, bulk);
    // The unit kept: the count's ("10 unidades"), else the list price's ("R$ 12,90 a unidade").
    const unit = bulk.unit ?? listed;
    if (unit && (!a.unidade || a.unidade === 'cada')) a.unidade = unit;
    for (let k = bulk.from; k < bulk.to; k++) counts.add(k);
  }
  return counts.size ? amounts.filter((a) => !counts.has(a.head)) : amounts;
}

/**
 * The note of a price for a quantity, when the list price is the offer: its condition as typed and
 * the price ("Pra 30 sacos: R$ 42,00 por saco"); both leave the shop's words. When the quantity's
 * price is itself the offer (no list price), its condition. Undefined without such a price.
 */
export function bulkNote(
  lexed: Lexed,
  amounts: readonly Amount[],
  chosen: Amount | null,
): string | undefined {
  const other = chosen?.bulk ? chosen : amounts.find((a) => a.bulk && !a.was);
  const bulk = other ? conditions.get(other) : undefined;
  if (!other || !bulk) return undefined;
  const { lx } = lexed;
  const condition = lexed.text.slice(lx[bulk.from]!.start, lx[bulk.to - 1]!.end);
  markUsed(lexed, bulk.from, bulk.to);
  if (other === chosen) return condition;
  markUsed(lexed, Math.min(other.lead, other.head), other.to);
  if (other.unitFrom !== undefined) markUsed(lexed, other.unitFrom, other.unitTo!);
  const said = `${condition}: ${brl(other.cents)}${other.unidade ? ` ${other.unidade}` : ''}`;
  return said.charAt(0).toUpperCase() + said.slice(1);
}

/** The quantity condition a few words before the amount, within its sentence. */
function conditionBefore(lexed: Lexed, a: Amount, priced: ReadonlySet<number>): Bulk | null {
  const { lx } = lexed;
  for (let k = a.lead - 1; k >= 0 && k >= a.lead - REACH; k--) {
    const l = lx[k]!;
    if (l.kind === 'sym' && STOPS.has(l.text)) return null;
    if (k !== a.head && priced.has(k)) return null; // another price between
    if (l.kind !== 'num' || !/^\d{1,5}$/.test(l.text) || Number(l.text) < 2) continue;
    const noun = lx[k + 1];
    const counted =
      (noun?.kind === 'word' && PLURAL_UNITS.has(noun.text)) || (isQuantity(noun) && !noun!.glued);
    const end = counted ? k + 2 : k + 1;
    const lead = leadBefore(lx, k);
    const to = end + tailAt(lx, end);
    const said = lead >= 0 || to > end;
    if (said && (counted || to === a.head || isWord(lx, to, ON) || lx[to]?.text === ',')) {
      const from = lead >= 0 ? lead : isWord(lx, k - 1, 'de') ? k - 1 : k; // "de 12 pra cima"
      return { from, to, unit: counted ? unitOf(noun!) : undefined };
    }
  }
  return null;
}

/** "ou mais", "pra cima", "acima": how many lexemes say "or more" at k. */
function tailAt(lx: readonly Lexeme[], k: number): number {
  if (isWord(lx, k, 'ou') && isWord(lx, k + 1, 'mais')) return 2;
  if (isWord(lx, k, 'para') && isWord(lx, k + 1, 'cima')) return 2;
  return isWord(lx, k, wordSet('acima pracima')) ? 1 : 0;
}

/** Where "pra", "acima de", "a partir de", "levando" starts before the count at k, or -1. */
function leadBefore(lx: readonly Lexeme[], k: number): number {
  let j = k - 1;
  while (j > k - 3 && isWord(lx, j, LEAD_FILLERS)) j--;
  if (!isWord(lx, j, LEADS)) return -1;
  return isWord(lx, j - 1, 'a') && lx[j]!.w === 'partir' ? j - 1 : j;
}

/** "sacos" → "por saco", "pares" → "por par", "unidades" → "por unidade". */
function unitOf(noun: Lexeme): string | undefined {
  const w = noun.text;
  const one = w.endsWith('es') && UNITS[w.slice(0, -2)] ? w.slice(0, -2) : w.slice(0, -1);
  return UNITS[one] && one !== 'mil' && one !== 'cento' ? UNITS[one] : undefined;
}
