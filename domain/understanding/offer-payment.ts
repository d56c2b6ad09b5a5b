import { formatBRLText as brl } from '#domain/ofertas/money.ts';
import { joinAlternatives, lowerFirst, ordered } from './offer-label.ts';
import { isWord, type Lexed, markUsed } from './offer-lexer.ts';
import type { Amount } from './offer-price.ts';
import type { Count } from './offer-tags.ts';
import { wordSet } from './offer-words.ts';

// How the shop takes the money, as a short label built from what it said: "Pix", "Dinheiro ou
// Pix", "Cartão em 10x sem juros", "Pix ou cartão em até 12x", "Entrada de R$ 300,00 + 10x de
// R$ 120,00". Freight words never land here (the old parser put "frete 20" in pagamento).

const SIMPLE: Readonly<Record<string, string>> = {
  pix: 'Pix',
  dinheiro: 'Dinheiro',
  especie: 'Dinheiro',
  cash: 'Dinheiro',
  avista: 'À vista',
  boleto: 'Boleto',
  crediario: 'Crediário',
  transferencia: 'Transferência',
  ted: 'Transferência',
  deposito: 'Transferência',
  cheque: 'Cheque',
};
const CARD = wordSet('cartao credito debito');
const SPLIT = wordSet('parcelado parcelo parcelamos parcelando parcelada');
const LINKS = wordSet(
  'no na em com via pelo pela aceito aceitamos aceita passo passamos de tambem so somente apenas a',
);
const ONLY = wordSet('so somente apenas');
const REFUSE = wordSet('nao n');

type Part = { at: number; label: string };
type Card = { at: number; credito: boolean; debito: boolean; split: number };

export function readPagamento(
  lexed: Lexed,
  amounts: readonly Amount[],
  counts: readonly Count[],
  chosen: Amount | null,
): string | undefined {
  const { parts, card, only } = readWays(lexed);
  const count = counts.find((c) => !lexed.asks[lexed.seg[c.from]!]);
  const entrada = amounts.find((a) => a.tipo === 'entrada');
  // "1.200 no cartão ou 1.100 no pix": the price is the pix one; the card's is kept beside the card.
  const byCard = chosen && amounts.find((a) => a.tipo === 'cartao' && a.cents !== chosen.cents);
  const installments = installmentsPart(lexed, card, count, amounts, byCard ? ` (${brl(byCard.cents)})` : '');
  if (installments && entrada) {
    const rest = installments.label.replace(/^Parcelado em /, '');
    parts.push({ at: entrada.lead, label: `Entrada de ${brl(entrada.cents)} + ${lowerFirst(rest)}` });
  } else if (installments) parts.push(installments);
  else if (entrada) parts.push({ at: entrada.lead, label: `Entrada de ${brl(entrada.cents)}` });

  let labels = ordered(parts);
  if (labels.some((l) => l === 'Pix' || l === 'Dinheiro')) labels = labels.filter((l) => l !== 'À vista');
  if (labels.length === 0) return undefined;
  if (only && labels.length === 1) return `Só ${lowerFirst(labels[0]!)}`;
  return joinAlternatives(labels);
}

/** The ways of paying named, where the card was named, and whether it was "só pix". */
function readWays(lexed: Lexed): { parts: Part[]; card: Card; only: boolean } {
  const { lx } = lexed;
  const parts: Part[] = [];
  const card: Card = { at: -1, credito: false, debito: false, split: -1 };
  let only = false;
  for (let i = 0; i < lx.length; i++) {
    const l = lx[i]!;
    if (l.kind !== 'word' || lexed.asks[lexed.seg[i]!]) continue;
    const w = l.w === 'vista' && isWord(lx, i - 1, 'a') ? 'avista' : l.w;
    const simple = SIMPLE[w];
    if (!simple && !CARD.has(w) && !SPLIT.has(w)) continue;
    // "não aceito cartão", "não parcelo"
    if ([1, 2, 3].some((d) => isWord(lx, i - d, REFUSE) && lexed.seg[i - d] === lexed.seg[i])) continue;
    if (parts.length === 0 && card.at < 0 && [1, 2].some((d) => isWord(lx, i - d, ONLY))) only = true;
    if (simple) parts.push({ at: i, label: simple });
    else if (SPLIT.has(w)) card.split = card.split < 0 ? i : card.split;
    else {
      if (card.at < 0) card.at = i;
      if (w === 'credito') card.credito = true;
      if (w === 'debito') card.debito = true;
    }
    markWithLinks(lexed, i);
  }
  return { parts, card, only };
}

/** "Cartão em 10x sem juros", "Parcelado em até 12x de R$ 150,00", "Cartão de crédito parcelado". */
function installmentsPart(
  lexed: Lexed,
  card: Card,
  count: Count | undefined,
  amounts: readonly Amount[],
  cardPrice: string,
): Part | null {
  const kind =
    card.credito && card.debito
      ? ' de débito ou crédito'
      : card.credito
        ? ' de crédito'
        : card.debito
          ? ' de débito'
          : '';
  const cardLabel = `Cartão${kind}`;
  if (count) {
    markUsed(lexed, count.from, count.to);
    const each = amounts.find((a) => a.tipo === 'parcela' && a.lead === count.from);
    const terms = `em ${count.upTo ? 'até ' : ''}${count.n}x${each ? ` de ${brl(each.cents)}` : ''}${count.juros ? ` ${count.juros} juros` : ''}`;
    if (card.at < 0) return { at: count.from, label: `Parcelado ${terms}` };
    return { at: card.at, label: `${cardLabel} ${terms}${cardPrice}` };
  }
  if (card.at < 0) return card.split < 0 ? null : { at: card.split, label: `Parcelado${cardPrice}` };
  return { at: card.at, label: `${cardLabel}${card.split >= 0 ? ' parcelado' : ''}${cardPrice}` };
}

/** Marks a payment word and the small words that lead to it ("aceito no", "pelo", "só no"). */
function markWithLinks(lexed: Lexed, i: number): void {
  let k = i - 1;
  while (k >= 0 && k > i - 4 && isWord(lexed.lx, k, LINKS)) k--;
  markUsed(lexed, k + 1, i + 1);
  if (isWord(lexed.lx, i + 1, 'sim')) markUsed(lexed, i + 1, i + 2);
}
