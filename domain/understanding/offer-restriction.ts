import { isWord, type Lexed } from './offer-lexer.ts';
import { NEGATION, TIME, verbFamily } from './offer-negation.ts';
import { PAYMENT, UNITS, WEEKDAYS, wordSet } from './offer-words.ts';

// "a gente só vende roupa feminina", "trabalhamos só com peça de carro", "aqui é só peça de moto":
// the shop's line of business, said as a restriction, which leaves the asked item out. The asked
// item is not known here, so a restriction counts when it names goods rather than a term ("só
// vendo à vista", "só faço sob encomenda", "só atendo com hora marcada", "só vendo a caixa"), and
// when the reply says nowhere that the shop has it ("temos sim, só trabalhamos com originais").

const ONLY = wordSet('so somente apenas');
const PLACE = wordSet('aqui loja');
const IS = wordSet('e eh');
/** Between the verb and what it names: "só trabalho com", "só faço conserto de", "vendo só no". */
const LINK = wordSet('com de do da dos das em no na nos nas o a os as um uma sob por pelo pela para');
// A term of the sale, not a line of goods.
const TERMS = wordSet(`
  vista dinheiro encomenda pedido agendamento agendado hora horario marcada marcado retirada retirar
  entrega entregar sinal adiantado atacado varejo revenda revendedor revendedores lojista lojistas
  cnpj empresa empresas orcamento acima partir minimo quantidade presencial loja balcao site online
  whatsapp cliente clientes cadastro maior maiores menor tabela nota`);
const YES = wordSet('tenho temos tem possuo possuimos dispomos disponho disponivel tenhu');
const BRAND = wordSet('marca marcas');

/** A restriction of the shop's line said at `i` ("só" or a trade verb before it), or null. */
export function restriction(lexed: Lexed, i: number): 'nao_tenho_produto' | 'nao_trabalha_marca' | null {
  const { lx } = lexed;
  if (!ONLY.has(lx[i]!.w)) return null;
  let object: number;
  if (isTrade(lexed, i + 1)) object = i + 2;
  else if (isTrade(lexed, i - 1))
    object = i + 1; // "trabalhamos só com", "vendemos apenas roupa"
  else if ((isWord(lx, i - 1, IS) && isWord(lx, i - 2, PLACE)) || isWord(lx, i - 1, PLACE)) object = i + 1;
  else return null;
  while (object < i + 6 && isWord(lx, object, LINK) && sameSegment(lexed, i, object)) object++;
  const named = lx[object];
  if (named?.kind !== 'word' || !sameSegment(lexed, i, object) || isTerm(named.w)) return null;
  // "só vendo a caixa", "só vendo por metro": how it is sold; "só trabalho com peça de carro": what.
  if (UNITS[named.w] && isWord(lx, object - 1, wordSet('o a os as por pelo pela'))) return null;
  if (affirms(lexed)) return null;
  if (BRAND.has(named.w) || /^\p{Lu}/u.test(lexed.text.slice(named.start, named.end)))
    return 'nao_trabalha_marca';
  return 'nao_tenho_produto';
}

function isTrade(lexed: Lexed, k: number): boolean {
  const l = lexed.lx[k];
  if (l?.kind !== 'word' || !sameSegment(lexed, k, k)) return false;
  const family = verbFamily(l.w);
  return family === 'work' || family === 'sell' || family === 'do' || family === 'serve';
}

function isTerm(w: string): boolean {
  return TERMS.has(w) || TIME.has(w) || PAYMENT[w] !== undefined || !!WEEKDAYS[w];
}

function sameSegment(lexed: Lexed, i: number, j: number): boolean {
  return lexed.seg[j] !== undefined && lexed.seg[i] === lexed.seg[j];
}

const affirmed = new WeakMap<Lexed, boolean>();

/** "tenho sim", "temos", "sim, …", "disponível": the reply says the shop has it (read once a reply). */
export function affirms(lexed: Lexed): boolean {
  let found = affirmed.get(lexed);
  if (found === undefined) {
    found = findsYes(lexed);
    affirmed.set(lexed, found);
  }
  return found;
}

function findsYes(lexed: Lexed): boolean {
  const { lx, seg } = lexed;
  for (let i = 0; i < lx.length; i++) {
    const l = lx[i]!;
    if (l.kind !== 'word' || lexed.asks[seg[i]!]) continue;
    const first = i === 0 || seg[i - 1] !== seg[i];
    if (l.w === 'sim' && first) return true;
    if (!YES.has(l.w) || isWord(lx, i + 1, wordSet('que como'))) continue;
    if (!isWord(lx, i - 1, NEGATION) && !isWord(lx, i - 2, NEGATION) && !isWord(lx, i - 1, ONLY)) return true;
  }
  return false;
}
