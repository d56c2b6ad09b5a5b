import { normalizeText, toDisplayCategoryName } from '#domain/text.ts';

// What the evaluation compares, as pure functions: folded text (accents, case and punctuation
// aside), the product of a wish, its category, the intent a reply shows, and the phrases by
// which a reply asks for a confirmation or says a wish went out.

/** Accents, case and punctuation aside: "TV, Áudio e Vídeo" = "tv audio e video". */
export function fold(value: string): string {
  return normalizeText(value.replace(/[,.;:!?()"'*_/-]/g, ' '));
}

/** True when `words` appears in `text` as whole words ("campinas" in "tv em campinas", not in "campinaslândia"). */
export function hasWords(text: string, words: string): boolean {
  const needle = fold(words);
  if (!needle) return false;
  return ` ${fold(text)} `.includes(` ${needle} `);
}

const GREETING_START = /^(oi+|ola+|bom dia|boa tarde|boa noite|opa|e ai|tudo bem)( |$)/;

/** Why a wish's product fails the case ([] when it passes). */
export function productProblems(produto: string, c: { product_contains: string; city: string }): string[] {
  const problems: string[] = [];
  if (!fold(produto).includes(fold(c.product_contains))) problems.push(`sem "${c.product_contains}"`);
  if (hasWords(produto, c.city)) problems.push('contém a cidade');
  if (GREETING_START.test(fold(produto))) problems.push('começa com saudação');
  return problems;
}

/** desejos.categoria (stored, underscores) is one of the display names of category_any. */
export function categoryMatches(stored: string | null, any: readonly string[]): boolean {
  if (!stored) return false;
  const got = fold(toDisplayCategoryName(stored));
  return any.some((name) => fold(name) === got);
}

export type WishRow = {
  cidade: string;
  estado: string;
  produto_desejado: string;
  marca: string | null;
  categoria: string | null;
  matches: number;
};

export type CustomerScores = {
  city: boolean;
  uf: boolean;
  product: boolean;
  /** Only when the case names a brand. */
  brand?: boolean;
  /** Only when the case has category_any. */
  category?: boolean;
  journey: boolean;
};

export function scoreWish(
  c: { city: string; uf: string; product_contains: string; brand?: string; category_any?: string[] },
  wish: WishRow | null,
): CustomerScores {
  return {
    city: !!wish && fold(wish.cidade) === fold(c.city),
    uf: !!wish && wish.estado.toUpperCase() === c.uf.toUpperCase(),
    product: !!wish && productProblems(wish.produto_desejado, c).length === 0,
    ...(c.brand !== undefined ? { brand: !!wish?.marca && fold(wish.marca) === fold(c.brand) } : {}),
    ...(c.category_any ? { category: categoryMatches(wish?.categoria ?? null, c.category_any) } : {}),
    journey: !!wish && wish.matches > 0,
  };
}

// Several tools in one reply: the most consequential one names the intent.
const INTENT_BY_TOOL: [string, string][] = [
  ['apagar_meus_dados', 'apagar_dados'],
  ['fechar_desejo', 'encerrar'],
  ['meus_dados', 'meus_dados'],
  ['listar_ofertas', 'ver_ofertas'],
  ['chamar_atendente', 'atendente'],
  ['chamar_atendente_loja', 'atendente'],
  ['receber_mensagens', 'parar_mensagens'],
];

/** metadata.intent when the bot set it, else the intent its tool calls show, else null. */
export function intentOfReply(
  metadata: Record<string, unknown>,
  toolNames: readonly string[],
): string | null {
  if (typeof metadata.intent === 'string' && metadata.intent) return metadata.intent;
  return INTENT_BY_TOOL.find(([tool]) => toolNames.includes(tool))?.[1] ?? null;
}

/** The bot asks the shop to confirm what it understood ("Confirma a oferta?", "sim para enviar"). */
export function asksConfirmation(text: string | null): boolean {
  if (!text) return false;
  const folded = fold(text);
  return /\bconfirma/.test(folded) || (/\bsim\b/.test(folded) && /\benviar\b/.test(folded));
}

/** The bot says the wish went to the shops ("Seu desejo foi enviado…", not "não foi enviado"). */
export function saysWishSent(text: string | null): boolean {
  if (!text) return false;
  const folded = fold(text);
  return /(?<!nao )(foi|foram) (enviad|registrad)|(?<!nao )enviei|desejo (enviado|registrado)/.test(folded);
}

export const truncate = (value: string | null | undefined, max: number): string => {
  const line = (value ?? '').replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
