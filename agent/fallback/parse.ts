import { normalizeText } from '#domain/text.ts';
import { ESTADOS } from '#prisma/data/estados.ts';

// What a customer types on WhatsApp, read without a model: yes/no, skips, numbered choices,
// commands that work at any step, "Cidade UF" in its usual spellings, the product of a first
// message. Pure functions over folded text (accents and case ignored).

export const fold = (text: string) => normalizeText(text).replace(/[!?.…]+$/g, '');

const YES = new Set([
  'sim',
  's',
  'ss',
  'pode',
  'pode sim',
  'sim pode',
  'ok',
  'confirmo',
  'confirma',
  'isso',
  'claro',
  'yes',
  'manda',
  'pode enviar',
  'envia',
  'enviar',
  'certo',
  'beleza',
  'blz',
  '👍',
]);
const NO = new Set(['nao', 'n', 'nao pode', 'negativo', 'no', 'nao quero', 'ainda nao']);
const SKIP = new Set([
  'pular',
  'pula',
  'nao',
  'n',
  'nenhum',
  'nenhuma',
  'nada',
  'sem',
  'tanto faz',
  'qualquer',
  'qualquer uma',
  'nao tenho',
  'nao sei',
  '-',
  'skip',
]);
const GREETINGS =
  /^(?:(?:oi+|ola+|opa|e ai|eai|hey|hello|alo|bom dia|boa tarde|boa noite|tudo bem|tudo bom|td bem)(?:\s+|$))+(?:[a-z]+)?$/;
/^(oi+|ola|ola+|opa|e ai|eai|hey|hello|alo|bom dia|boa tarde|boa noite|tudo bem|tudo bom|oi tudo bem|ola tudo bem)( [a-z]+)?$/;

export function isYes(text: string): boolean {
  return YES.has(fold(text));
}

export function isNo(text: string): boolean {
  return NO.has(fold(text));
}

export function isSkip(text: string): boolean {
  return SKIP.has(fold(text));
}

export function isGreeting(text: string): boolean {
  return GREETINGS.test(fold(text).replace(/[,!]/g, ''));
}

/** A numbered choice from 0 to max ("2", "opção 2", "2)"), or null. */
export function parseChoice(text: string, max: number): number | null {
  const match = /^(?:opcao|numero|n[o°º]?)?\s*(\d{1,3})\s*[).-]?$/.exec(fold(text));
  if (!match) return null;
  const n = Number(match[1]);
  return n >= 0 && n <= max ? n : null;
}

export type CustomerCommand =
  | { kind: 'ofertas'; codigo?: string }
  | { kind: 'fechar'; codigo?: string }
  | { kind: 'recomecar' }
  | { kind: 'meus_dados' }
  | { kind: 'apagar_dados' }
  | { kind: 'ajuda' };

const CODE = /\b([0-9a-f]{8})\b/;

/** A command valid at any step of the customer's questionnaire. */
export function parseCustomerCommand(text: string): CustomerCommand | null {
  const folded = fold(text).replace(/#/g, '');
  const codigo = CODE.exec(folded)?.[1];
  const withCode = codigo ? { codigo } : {};
  if (/^(ver |minhas |as )?ofertas?( recebidas)?( [0-9a-f]{8})?$/.test(folded))
    return { kind: 'ofertas', ...withCode };
  if (/^(ja comprei|comprei|fechar|encerrar|finalizar)( o desejo| desejo)?( [0-9a-f]{8})?$/.test(folded)) {
    return { kind: 'fechar', ...withCode };
  }
  if (/^(recomecar|reiniciar|cancelar|comecar de novo|do zero)$/.test(folded)) return { kind: 'recomecar' };
  if (/^(ajuda|menu|help)$/.test(folded)) return { kind: 'ajuda' };
  // LGPD: "meus dados" shows what we keep; "apagar meus dados" erases it (after a confirmation).
  if (/^(quero )?(apagar|excluir|deletar|remover|apague|exclua)( todos)?( os)? meus dados$/.test(folded)) {
    return { kind: 'apagar_dados' };
  }
  if (/^(ver |quais sao |quais )?(os )?meus dados$/.test(folded)) return { kind: 'meus_dados' };
  return null;
}

const INTENT =
  /^(eu )?(quero|queria|preciso( de)?|procuro|busco|estou procurando|to procurando|gostaria( de)?|desejo|tem|voces tem|vcs tem|quero comprar|queria comprar|preciso comprar|comprar)\s+/;
const ARTICLE = /^(um|uma|uns|umas|o|a|os|as|de|comprar)\s+/;

/**
 * The product when a message states one ("quero uma geladeira frost free" → "geladeira frost
 * free"), from the customer's own words (accents kept); null when it has no buying intent.
 */
export function productFromIntent(text: string): string | null {
  const trimmed = text.trim().replace(/[.!?]+$/, '');
  const folded = normalizeText(trimmed);
  const intent = INTENT.exec(folded);
  if (!intent) return null;
  let rest = folded.slice(intent[0].length);
  let cut = intent[0].length;
  for (let article = ARTICLE.exec(rest); article; article = ARTICLE.exec(rest)) {
    cut += article[0].length;
    rest = rest.slice(article[0].length);
  }
  // normalizeText keeps the length of plain text, so the cut maps back unless spaces collapsed.
  const original = trimmed.replace(/\s+/g, ' ');
  const product = (original.length === folded.length ? original.slice(cut) : rest).trim();
  return product.length >= 2 ? product : null;
}

const UF_BY_NAME = new Map(ESTADOS.map((e) => [normalizeText(e.nome), e.sigla]));
const UFS = new Set(ESTADOS.map((e) => e.sigla));

/** The UF of "SP", "sp" or "São Paulo" (the state's name), or null. */
export function parseUf(text: string): string | null {
  const folded = fold(text).replace(/^(estado( de| do| da)?|uf)\s+/, '');
  const upper = folded.toUpperCase();
  if (UFS.has(upper)) return upper;
  return UF_BY_NAME.get(folded) ?? null;
}

/**
 * "Campinas SP", "Campinas/SP", "Campinas - SP", "Campinas (SP)", "Campinas, São Paulo" or just
 * "Campinas": the city's name as typed and the UF when one was given. The UF is looked for after
 * the last separator, then after the last space, so "Ji-Paraná RO" keeps its hyphen.
 */
export function parseCityInput(text: string): { cidade: string; uf?: string } | null {
  const clean = text
    .trim()
    .replace(/^(moro em|sou de|fico em|em|na cidade de|cidade( de)?:?)\s+/i, '')
    .replace(/[.!)]+$/, '')
    .trim();
  for (const pattern of [/^(.+)[/,–(-]([^/,–(-]+)$/, /^(.+)\s(\S+)$/]) {
    const match = pattern.exec(clean);
    const uf = match ? parseUf(match[2]!) : null;
    const cidade = match?.[1]?.trim();
    if (uf && cidade && cidade.length >= 2) return { cidade, uf };
  }
  if (clean.length < 2 || clean.length > 120 || !/\p{L}/u.test(clean)) return null;
  return { cidade: clean };
}

/**
 * The optional extras in one answer: "marca Brastemp, 400 litros, inox" → marca Brastemp,
 * características "400 litros, inox"; a link goes to link_produto.
 */
export function parseExtras(text: string): { marca?: string; caracteristicas?: string; link?: string } {
  const out: { marca?: string; caracteristicas?: string; link?: string } = {};
  const link = /https?:\/\/\S+/i.exec(text)?.[0];
  if (link) out.link = link;
  const rest: string[] = [];
  for (const part of text.replace(link ?? '\u0000', '').split(/\s*[,;\n]\s*/)) {
    const piece = part.trim();
    if (!piece) continue;
    const brand = /^marca\s*:?\s*(.+)$/i.exec(piece);
    if (brand && !out.marca) out.marca = brand[1]!.trim().slice(0, 100);
    else rest.push(piece);
  }
  if (rest.length > 0) out.caracteristicas = rest.join(', ').slice(0, 1000);
  return out;
}

const STOPWORDS = new Set([
  'para',
  'com',
  'sem',
  'uma',
  'umas',
  'uns',
  'que',
  'dos',
  'das',
  'nos',
  'nas',
  'pra',
  'por',
  'mais',
  'muito',
  'bem',
  'novo',
  'nova',
  'usado',
  'usada',
  'marca',
  'modelo',
  'tamanho',
  'cor',
  'litros',
  'polegadas',
]);

/**
 * The part of a word its singular and plural share, as the search matches substrings: "fogão" and
 * "Fogões" share "fog", "móvel" and "Móveis" "move", "geladeiras" and "Geladeira" "geladeira".
 */
function searchStem(word: string): string {
  const stem = word.endsWith('ao')
    ? word.slice(0, -2)
    : /(el|ol|m)$/.test(word)
      ? word.slice(0, -1)
      : word.length > 4 && word.endsWith('s')
        ? word.slice(0, -1)
        : word;
  return stem.length >= 3 ? stem : word;
}

/** Up to three words of the product to search categories with, most telling first. */
export function searchWords(product: string): string[] {
  const words = normalizeText(product)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w) && !/^\d/.test(w))
    .map(searchStem);
  return [...new Set(words)].slice(0, 3);
}
