import type { RawAmount } from './offer-amounts.ts';
import { isWord, type Lexed, type Lexeme } from './offer-lexer.ts';
import { MONEY_SUFFIX, NOT_PLURAL_NOUNS, PAYMENT, wordSet } from './offer-words.ts';

// Numbers that describe the goods rather than price them, told by what stands around them without
// a unit: a voltage ("você precisa de 220", "só tenho em 110"), a size after a garment or a shoe
// ("terno slim azul marinho 48: 690"), a count in thousands ("saco de 60 mil sementes"). An amount
// marked as money ("R$", "reais", "fica", "por") is never one of them.

const VOLTAGES = new Set([110, 127, 220, 380]);
/** "precisa de 220", "pediu de 110": the customer's voltage. */
const WANTS = wordSet('precisa precisam precisando quer querem queria pediu pede pediram procura procuram');
const VOLT_WORDS = wordSet('volts volt voltagem bivolt tensao voltz');
const PAID = wordSet('no na a em');

/** "3 cadeiras", "4 bocas", "60 mil sementes": a plural noun after a number counts things. */
export function isQuantity(next: Lexeme | undefined): boolean {
  if (next?.kind !== 'word' || next.w.length < 4 || !next.w.endsWith('s')) return false;
  return !NOT_PLURAL_NOUNS.has(next.w) && !MONEY_SUFFIX.has(next.w) && !PAYMENT[next.w];
}

/** "110 ou 220", "220 e 110": the voltage question, not two prices. */
export function isVoltagePair(lx: readonly Lexeme[], raw: RawAmount): boolean {
  if (raw.plain === null || !VOLTAGES.has(raw.plain)) return false;
  const voltage = (l: Lexeme | undefined) => l?.kind === 'num' && VOLTAGES.has(Number(l.text));
  const link = wordSet('ou e');
  return (
    (isWord(lx, raw.to, link) && voltage(lx[raw.to + 1])) ||
    (isWord(lx, raw.from - 1, link) && voltage(lx[raw.from - 2]))
  );
}

const mentions = new WeakMap<Lexed, boolean>();

/** Whether the reply speaks of voltage anywhere: "110v", "220 volts", "voltagem", "bivolt". */
function speaksOfVoltage(lexed: Lexed): boolean {
  let found = mentions.get(lexed);
  if (found === undefined) {
    const { lx } = lexed;
    found = lx.some(
      (l, k) =>
        (l.kind === 'word' && VOLT_WORDS.has(l.w)) ||
        (l.kind === 'num' &&
          VOLTAGES.has(Number(l.text)) &&
          lx[k + 1]?.glued === true &&
          isWord(lx, k + 1, 'v')),
    );
    mentions.set(lexed, found);
  }
  return found;
}

/**
 * An unmarked voltage-like number said as a voltage: after "precisa de", after "em" ("só tenho em
 * 220"), or anywhere in a reply that speaks of voltage — unless a way of paying follows ("220 no pix").
 */
export function isBareVoltage(lexed: Lexed, raw: RawAmount): boolean {
  const { lx } = lexed;
  if (raw.plain === null || !VOLTAGES.has(raw.plain)) return false;
  const paid = isWord(lx, raw.to, PAID) ? raw.to + 1 : raw.to;
  if (lx[paid]?.kind === 'word' && PAYMENT[lx[paid]!.w]) return false;
  if (isWord(lx, raw.from - 1, 'de') && isWord(lx, raw.from - 2, WANTS)) return true;
  return isWord(lx, raw.from - 1, 'em') || speaksOfVoltage(lexed);
}

/** "60 mil sementes", "5 mil unidades": thousands of things, not thousands of reais. */
export function isThousandsOfThings(lx: readonly Lexeme[], raw: RawAmount): boolean {
  return raw.scaled && !raw.suffixed && isWord(lx, raw.to - 1, 'mil') && isQuantity(lx[raw.to]);
}

const CLOTHING = wordSet(`
  terno ternos camisa camisas camiseta camisetas blusa blusas calca calcas bermuda bermudas short shorts
  vestido vestidos saia saias jaqueta jaquetas casaco casacos blazer paleto moletom regata polo jaleco
  uniforme macacao conjunto pijama cueca calcinha sutia biquini maio legging jeans colete sueter
  tenis sapato sapatos sapatenis bota botas botina coturno sandalia sandalias chinelo chinelos rasteirinha
  scarpin sapatilha mocassim tamanco chuteira chuteiras salto tamancos`);
const SIZE_REACH = 5;

/**
 * "terno slim azul marinho 48", "tênis Nike 42", "calça jeans 38": a small whole number a few words
 * after a garment or a shoe is its size. Only a preference: alone, it may still be the price.
 */
export function isSize(lexed: Lexed, raw: RawAmount): boolean {
  return raw.plain !== null && raw.plain >= 1 && raw.plain <= 60 && afterGarment(lexed.lx, raw.from);
}

/** A garment or a shoe named in the few words before lexeme i, with only words between. */
export function afterGarment(lx: readonly Lexeme[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - SIZE_REACH; k--) {
    const l = lx[k]!;
    if (l.kind !== 'word') return false;
    if (CLOTHING.has(l.w)) return true;
  }
  return false;
}
