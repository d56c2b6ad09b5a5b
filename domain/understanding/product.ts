import { type Token, tokenize } from './normalize.ts';

// The product phrase of a wish: the customer's own words (accents and capitals as typed) without
// greetings, politeness, intent verbs ("quero comprar", "to procurando", "vcs tem", "alguém vende",
// "gostaria de um orçamento de"), the location phrase and trailing question words. Specs, sizes,
// models and quantities stay. A long, story-like message is cut into clauses: the product is the
// clause that names one (`isProductClause`, the classifier's lexicon), the rest become details.

export type ProductReading = { produto: string | null; detalhes: string | null };

const GREETINGS =
  /^(?:oi+e?|ola+|opa+|oie|hey|hello|alo|salve|fala|e ai|eai|bom dia+|boa tarde|boa noite|bom diaa+|boa|tudo bem|tudo bom|tudo certo|tudo joia|como vai|beleza|blz|pessoal|gente|galera|amigos?|amigas?|moca|moco|senhora?|querid[oa]s?|prezad[oa]s?|bom|td bem|ei)\b ?/;
const FILLERS =
  /^(?:entao|seguinte|olha|eu|nos|a gente|por favor|so|sera que|por acaso|bem|enfim|ah+|hm+|tipo|e|tambem|ai|la|aqui|hoje|agora|urgente|desculpa|desculpe|com licenca|licenca|obrigad[oa]|valeu|sim|uma pergunta|uma duvida|duvida|pergunta|me diz|me diga|me fala|me informa|gostaria de saber|queria saber|quero saber|saber)\b ?/;
const INTENTS =
  /^(?:(?:eu )?(?:quero|queria|gostaria|desejo|preciso|precisava|necessito|procuro|busco|procurando|precisando|buscando|querendo|quer|tem|teria|tinha|temos|vende|vendem|vendes|compro|comprar|cotar|cotacao|orcamento|orcamentos|consigo|conseguem|consegue|encontrar|achar|acho|encontro|tenho interesse|interesse|interessad[oa])(?: (?:de|do|da|em|por|um|uma|no|na|para|pra|ver|comprar|saber|fazer|cotar|adquirir|encontrar|achar|pedir|encomendar|orcamento|orcar|cotacao|preco|valor|se|voces|voce|tem|vende|vendem|alguem|ai|aqui|disponivel))*|(?:estou|to|tou|ando|tava|estava) (?:precisando|procurando|buscando|querendo|atras|afim|a fim|interessad[oa]|pensando em comprar|pensando)(?: (?:de|do|da|por|em|comprar|um|uma))*|(?:voces|voce|vcs|alguem|algum|alguma|quem|onde|aonde|sabe onde|sabem onde|sabe quem|voces sabem onde|tem alguem que|tem loja que|alguma loja|algum lugar|alguma loja ai)(?: (?:tem|teria|vende|vendem|vendam|venda|trabalha|trabalham|acho|encontro|compro|consigo|encontrar|achar|comprar|que|com|ai|aqui|de|por))*|(?:quanto|qual)(?: (?:custa|custaria|fica|ficaria|sai|sairia|ta|esta|e|o|a|preco|valor|seria|do|da|de|um|uma|pra|para))*|me (?:ve|arruma|arranja|manda|mande|envia|passa|indica|indique|consegue|vende|vendem)(?: (?:um|uma|o|a|de|do|da|preco|valor|orcamento))*|(?:preco|valor|cotacao|orcamento)(?: (?:de|do|da|para|pra|um|uma))*|(?:trabalham|trabalha|mexem|mexe) com)\b ?/;
const ARTICLES =
  /^(?:um|uma|uns|umas|o|a|os|as|algum|alguma|alguns|algumas|de|do|da|dos|das|meu|minha|esse|essa|este|esta|isso|desse|dessa|por|pra|para|com)\b ?/;
const TRAILING =
  /(?:^| )(?:por favor|obrigad[oa]|valeu|desde ja|agradeco|aguardo(?: retorno| resposta)?|urgente|ai|aqui|por ai|na cidade|na regiao|capital|interior|tem|teria|alguem tem|voces tem|voce tem|vende|vendem|quanto custa|quanto fica|qual o valor|qual o preco|qual valor|pra hoje|hoje|rs|kk+|tmj|blz|beleza|ok|abracos?|att|grat[oa]|por gentileza|se tiver|se possivel|disponivel|pra comprar|para comprar|pra mim|para mim|e|ou|que|de|do|da|em|no|na|com|por|pra|para|a|o|um|uma|tambem|agora|ja|sim|bom dia|boa tarde|boa noite)$/;

/** Pieces of text to cut out (offsets in the original): the location phrase, a link. */
export type Cut = { start: number; end: number };

type Clause = Token[];

function joined(tokens: Token[]): string {
  return tokens.map((t) => t.word).join(' ');
}

/** Drops the words a pattern consumes at the start of a clause (whole tokens only). */
function dropLeading(tokens: Token[], pattern: RegExp): Token[] {
  const match = pattern.exec(joined(tokens));
  if (!match || match[0].length === 0) return tokens;
  let consumed = 0;
  let i = 0;
  while (i < tokens.length && consumed < match[0].trimEnd().length) {
    consumed += tokens[i]!.word.length + 1;
    i++;
  }
  return tokens.slice(i);
}

function dropTrailing(tokens: Token[]): Token[] {
  let out = tokens;
  for (let guard = 0; guard < 12 && out.length > 0; guard++) {
    const match = TRAILING.exec(joined(out));
    if (!match) break;
    const words = match[0].trim().split(' ').length;
    // Expanded abbreviations ("pfv" → "por favor") are one token for two words.
    let n = 0;
    let count = 0;
    while (count < words && n < out.length) {
      count += out[out.length - 1 - n]!.word.split(' ').length;
      n++;
    }
    out = out.slice(0, out.length - n);
  }
  return out;
}

function clean(tokens: Token[]): Token[] {
  let out = tokens;
  for (let guard = 0; guard < 20; guard++) {
    const before = out.length;
    out = dropLeading(out, GREETINGS);
    out = dropLeading(out, FILLERS);
    out = dropLeading(out, INTENTS);
    if (out.length === before) break;
  }
  for (let guard = 0; guard < 6; guard++) {
    const before = out.length;
    out = dropLeading(out, ARTICLES);
    if (out.length === before) break;
  }
  return dropTrailing(out);
}

/** Clauses: sentences, and comma-separated pieces, with the cut spans acting as breaks. */
function clauses(text: string, cuts: Cut[]): Clause[] {
  const out: Clause[] = [];
  let current: Clause = [];
  let previousEnd = 0;
  for (const token of tokenize(text)) {
    const inCut = cuts.some((c) => token.start >= c.start && token.end <= c.end);
    const gap = text.slice(previousEnd, token.start);
    // "2x2,5", "7,5kg", "1.000 litros": a separator between digits is part of a number.
    const inNumber =
      /^[.,]$/.test(gap) && /\d$/.test(text.slice(0, previousEnd)) && /^\d/.test(text.slice(token.start));
    const cutBetween = cuts.some((c) => c.start >= previousEnd && c.start <= token.start);
    if (inCut || (/[.!?;\n,:()]/.test(gap) && !inNumber) || cutBetween) {
      if (current.length > 0) out.push(current);
      current = [];
    }
    if (!inCut) current.push(token);
    previousEnd = token.end;
  }
  if (current.length > 0) out.push(current);
  return out;
}

function phrase(text: string, tokens: Token[]): string {
  const raw = text
    .slice(tokens[0]!.start, tokens[tokens.length - 1]!.end)
    .replace(/\s+/g, ' ')
    .trim();
  return raw.charAt(0).toUpperCase() + raw.slice(1);
}

const MAX_PRODUCT = 200;

/**
 * The product and the other informative clauses. `isProductClause` tells whether a cleaned clause
 * names a product (the classifier's lexicon): that clause leads; short spec-like clauses right
 * after it ("inox", "400 litros") join it.
 */
export function readProduct(
  text: string,
  cuts: Cut[],
  productScore: (clause: string) => number,
): ProductReading {
  const isProductClause = (clause: string) => productScore(clause) > 0;
  const read = clauses(text.slice(0, 4096), cuts).map((clause) => {
    // "...e eu queria dar umas roupas de presente": the wish starts at its verb, unless nothing
    // follows it ("garrafa térmica de café, quero comprar").
    const at = clause.findIndex((t, i) => i > 0 && WISH_VERB.test(t.word));
    const after = at > 0 ? clean(clause.slice(at)) : [];
    return {
      tokens: after.length > 0 ? after : clean(at > 0 ? clause.slice(0, at) : clause),
      wants: at >= 0 || WISH_VERB.test(clause[0]?.word ?? ''),
    };
  });
  const kept = read.filter((c) => c.tokens.length > 0 && /\p{L}|\d/u.test(joined(c.tokens)));
  if (kept.length === 0) return { produto: null, detalhes: null };
  const cleaned = kept.map((c) => c.tokens);
  // The clause that names a product best, a clause that says "quero/preciso" counting extra.
  // What the customer wants is said with a verb ("preciso de ração"), else it is the first thing
  // named ("chaveiro 24h, perdi a chave de casa"); a story's other nouns come after.
  const named = kept.map((c) => productScore(joined(c.tokens)) > 0);
  const wanted = kept.findIndex((c, i) => c.wants && named[i]);
  let lead = wanted >= 0 ? wanted : named.indexOf(true);
  if (lead >= 0) cleaned[lead] = fromProduct(cleaned[lead]!, isProductClause);
  else
    lead = Math.max(
      0,
      kept.findIndex((c) => c.wants),
    );
  const parts = [cleaned[lead]!];
  let length = phrase(text, cleaned[lead]!).length;
  for (let i = lead + 1; i < cleaned.length; i++) {
    const clause = cleaned[i]!;
    const piece = phrase(text, clause);
    if (clause.length > 5 || length + piece.length + 2 > 120 || isSentence(clause)) break;
    parts.push(clause);
    length += piece.length + 2;
  }
  let produto = parts.map((c, i) => (i === 0 ? phrase(text, c) : phrase(text, c).toLowerCase())).join(', ');
  if (produto.length > MAX_PRODUCT) produto = `${produto.slice(0, MAX_PRODUCT - 1).replace(/\s+\S*$/, '')}…`;
  const rest = cleaned.filter((c) => !parts.includes(c) && c.length >= 2).map((c) => phrase(text, c));
  const detalhes = rest.length > 0 ? rest.join('; ').slice(0, 1000) : null;
  return { produto: produto.length >= 2 ? produto : null, detalhes };
}

/**
 * A story clause ("minha geladeira quebrou ontem e preciso de uma nova") read from its product word
 * up to its first verb: "geladeira".
 */
function fromProduct(clause: Clause, isProductClause: (clause: string) => boolean): Clause {
  // Only a story is cut; a plain product phrase ("bola de futebol", "beliche de madeira") stays whole.
  if (!clause.some((t) => STORY_VERB.test(t.word))) return clause;
  // The first word from which a term of the lexicon starts ("guarda roupa", not "roupa").
  const first = clause.findIndex((_, i) => isProductClause(joined(clause.slice(i, i + 4))));
  let from = Math.max(first, 0);
  // "20 sacos de cimento": the quantity before the thing belongs to it.
  while (from > 0 && QUANTITY.test(clause[from - 1]!.word)) from--;
  const verb = clause.findIndex((t, i) => i > from && STORY_VERB.test(t.word));
  return verb > from ? clause.slice(from, verb) : clause.slice(from);
}

const WISH_VERB =
  /^(quero|queria|preciso|precisava|procuro|procurando|busco|buscando|gostaria|necessito|querendo|precisando)$/;

const QUANTITY =
  /^(\d.*|sacos?|kg|quilos?|litros?|metros?|m2|m3|unidades?|caixas?|pares?|pacotes?|fardos?|latas?|galao|galoes|rolos?|pecas?|kits?|jogos?|duzias?|milheiros?|toneladas?|de|dois|duas|tres|quatro|cinco|seis|dez|meia|meio)$/;

const STORY_VERB =
  /^(esta|estava|estou|sou|tenho|tinha|quero|queria|preciso|precisava|vou|vai|foi|era|pode|posso|moro|comprei|quebrou|estragou|queimou|parou|deu|furou|rasgou|acabou|sumiu|caiu|morreu)$/;

/** A clause with a verb of its own is a sentence of the story, not a spec of the product. */
function isSentence(clause: Clause): boolean {
  return clause.some((t) =>
    /^(que|esta|estou|sou|tenho|tem|quero|preciso|vou|vai|foi|era|seria|pode|posso|moro|comprei|quebrou|estragou|queimou)$/.test(
      t.word,
    ),
  );
}

/**
 * The product without the city's name, when the place was understood from another message
 * ("porta de madeira, rondonópolis" once "Rondonópolis" was confirmed): shops read the product.
 */
export function withoutPlaceName(produto: string, cidade: string): string {
  const folded = produto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const name = cidade
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
  const match = new RegExp(
    `[\\s,;.-]*(?:\\b(?:aqui )?(?:em|no|na|de|do|da|pra|para)\\s+)?\\b${escapeRegExp(name)}\\b[\\s,;.?!-]*`,
  ).exec(folded);
  if (!match || folded.length !== produto.length) return produto;
  const out = `${produto.slice(0, match.index)} ${produto.slice(match.index + match[0].length)}`
    .replace(/\s+/g, ' ')
    .trim();
  return out.length >= 2 ? out.charAt(0).toUpperCase() + out.slice(1) : produto;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
