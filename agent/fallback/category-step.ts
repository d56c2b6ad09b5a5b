import { shopCoverage } from '#api/understanding/reference-data.ts';
import { normalizeText } from '#domain/text.ts';
import { type CategoryCandidate, classify } from '#domain/understanding/category.ts';
import { fold } from '#domain/understanding/normalize.ts';
import { withoutPlaceName } from '#domain/understanding/product.ts';
import { parseChoice } from './choice.ts';
import { CLIENTE } from './messages.ts';
import { type CategoryOption, type WishData, type WishState, wishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import type { Understanding } from './understanding.ts';

// The wish's category from the classifier over the live tree and its lexicon. Confident: no
// question, straight to the summary. Not confident: at most five likely options plus "outra" (the
// whole list). Before the summary, a subcategory that no shop of the city serves gives way to its
// category, so the wish reaches the shops that exist (api/understanding: shopCoverage).

const MAX_OPTIONS = 5;

const option = (c: CategoryCandidate): CategoryOption => ({
  categoria: c.categoria,
  subcategoria: c.subcategoria,
});

/** Category and subcategory by name, as the live tree has them; null when gone. */
function resolve(dados: WishData, u: Understanding) {
  const categoria = u.reference.categorias.find((c) => c.nome === dados.categoria);
  const subcategoria = categoria?.subcategorias.find((s) => s.nome === dados.subcategoria);
  return categoria ? { categoria, subcategoria } : null;
}

/** The summary, once the subcategory is checked against the shops of the city. */
export async function summarize(
  dados: WishData,
  env: StepEnv,
  u: Understanding,
  lead?: string,
): Promise<StepOutput> {
  let final =
    dados.produto && dados.cidade
      ? { ...dados, produto: withoutPlaceName(dados.produto, dados.cidade) }
      : dados;
  const found = resolve(final, u);
  if (found?.subcategoria && final.cidade) {
    const coverage = (await shopCoverage(env.session.ctx.db, normalizeText(final.cidade))).get(
      found.categoria.id,
    );
    if (coverage && !coverage.semRestricao && !coverage.subcategorias.has(found.subcategoria.id)) {
      final = { ...final, subcategoria: null };
    }
  }
  const text = CLIENTE.resumo(final);
  return {
    state: wishState(final, { etapa: 'confirmar' }, env.now),
    text: lead ? `${lead}\n\n${text}` : text,
  };
}

function allCategories(dados: WishData, env: StepEnv, u: Understanding, lead?: string): StepOutput {
  const categorias = u.reference.categorias.map((c) => c.nome);
  const text = CLIENTE.perguntaTodas(categorias);
  return {
    state: wishState(dados, { etapa: 'todas', categorias }, env.now),
    text: lead ? `${lead}\n\n${text}` : text,
  };
}

/** Classifies the product: the summary when sure, the likely options otherwise. */
export async function chooseCategory(dados: WishData, env: StepEnv, u: Understanding, lead?: string) {
  const { candidates, confident } = classify(
    [dados.produto, dados.marca].filter(Boolean).join(' '),
    u.classifier,
  );
  const [best] = candidates;
  if (best && confident) return summarize({ ...dados, ...option(best) }, env, u, lead);
  if (candidates.length === 0) return allCategories(dados, env, u, lead);
  const opcoes = candidates.slice(0, MAX_OPTIONS).map(option);
  const text = CLIENTE.perguntaCategoria(opcoes);
  return {
    state: wishState(dados, { etapa: 'categoria', opcoes }, env.now),
    text: lead ? `${lead}\n\n${text}` : text,
  };
}

/** A typed name instead of a number: the one item whose label holds it. */
function byName<T>(text: string, items: readonly T[], label: (item: T) => string): number | null {
  const wanted = fold(text).replace(/[^a-z0-9 ]/g, '');
  if (wanted.length < 3) return null;
  const hits = items.map((item, i) => (fold(label(item)).includes(wanted) ? i : -1)).filter((i) => i >= 0);
  return hits.length === 1 ? hits[0]! + 1 : null;
}

const OTHER = /^(0|outra|outras|outro|nenhuma|nenhuma dessas|nenhuma destas|ver todas|todas)$/;

/** The answer to a category question; null when it is none (the caller reads it otherwise). */
export async function answerCategory(
  state: Extract<WishState, { etapa: 'categoria' | 'todas' }>,
  text: string,
  env: StepEnv,
  u: Understanding,
): Promise<StepOutput | null> {
  const { dados } = state;
  const folded = fold(text).replace(/[.!?]+$/, '');
  if (state.etapa === 'categoria') {
    if (OTHER.test(folded)) return allCategories(dados, env, u);
    const n =
      parseChoice(text, state.opcoes.length) ??
      byName(text, state.opcoes, (o) => `${o.categoria} ${o.subcategoria ?? ''}`);
    if (n === null || n === 0) return null;
    return summarize({ ...dados, ...state.opcoes[n - 1]! }, env, u);
  }
  const n = parseChoice(text, state.categorias.length) ?? byName(text, state.categorias, (c) => c);
  if (n === null || n === 0) return null;
  const categoria = state.categorias[n - 1]!;
  // The subcategory, when the product itself points to one inside the chosen category.
  const inside = classify(dados.produto ?? '', u.classifier).candidates.find(
    (c) => c.categoria === categoria,
  );
  return summarize({ ...dados, categoria, subcategoria: inside?.subcategoria ?? null }, env, u);
}

/** The category question again, after an answer that was none of its options. */
export function repeatCategory(state: Extract<WishState, { etapa: 'categoria' | 'todas' }>): StepOutput {
  const text =
    state.etapa === 'categoria'
      ? `${CLIENTE.escolhaNumero(state.opcoes.length)}\n\n${CLIENTE.perguntaCategoria(state.opcoes)}`
      : `${CLIENTE.escolhaNumeroDe1(state.categorias.length)}\n\n${CLIENTE.perguntaTodas(state.categorias)}`;
  return { state, text };
}
