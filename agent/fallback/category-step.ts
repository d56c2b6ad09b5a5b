import { foldName } from '#tools/categories.ts';
import { CLIENTE } from './messages.ts';
import { fold, parseChoice, searchWords } from './parse.ts';
import { type CategoryOption, type WishData, type WishState, wishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import { dataOf } from './tool-session.ts';

// Without a model the customer classifies the wish: listar_categorias searched with the
// product's words gives numbered suggestions (a subcategory whose name holds the word, or a whole
// category whose name does), with "0" for the full list, then the chosen category's subcategories.

const MAX_OPTIONS = 5;

type CategoryList = { categorias: { categoria: string; subcategorias: string[] }[]; aviso?: string };

async function listCategories(env: StepEnv, busca?: string): Promise<CategoryList | null> {
  return dataOf<CategoryList>(await env.session.call('listar_categorias', busca ? { busca } : {}));
}

async function suggestions(env: StepEnv, produto: string): Promise<CategoryOption[] | null> {
  const scored = new Map<string, { option: CategoryOption; score: number; order: number }>();
  for (const word of searchWords(produto)) {
    const found = await listCategories(env, word);
    if (!found) return null;
    // An aviso means nothing matched and the whole tree came back: no suggestion from this word.
    if (found.aviso) continue;
    for (const c of found.categorias) {
      const options: CategoryOption[] = foldName(c.categoria).includes(word)
        ? [{ categoria: c.categoria, subcategoria: null }]
        : c.subcategorias.map((s) => ({ categoria: c.categoria, subcategoria: s }));
      for (const option of options) {
        const key = `${option.categoria}\u0000${option.subcategoria ?? ''}`;
        const entry = scored.get(key) ?? { option, score: 0, order: scored.size };
        entry.score += 1;
        scored.set(key, entry);
      }
    }
  }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, MAX_OPTIONS)
    .map((entry) => entry.option);
}

const unavailable = (dados: WishData, env: StepEnv): StepOutput => ({
  state: wishState(dados, { etapa: 'confirmar' }, env.now),
  text: CLIENTE.categoriasIndisponiveis,
});

async function allCategories(dados: WishData, env: StepEnv): Promise<StepOutput> {
  const list = await listCategories(env);
  if (!list) return unavailable(dados, env);
  const categorias = list.categorias.map((c) => c.categoria);
  return {
    state: wishState(dados, { etapa: 'todas', categorias }, env.now),
    text: CLIENTE.perguntaTodas(categorias),
  };
}

/** The category question for a wish whose other fields are known. */
export async function askCategory(dados: WishData, env: StepEnv): Promise<StepOutput> {
  const opcoes = await suggestions(env, dados.produto ?? '');
  if (opcoes === null) return unavailable(dados, env);
  if (opcoes.length === 0) return allCategories(dados, env);
  return {
    state: wishState(dados, { etapa: 'categoria', opcoes }, env.now),
    text: CLIENTE.perguntaCategoria(opcoes),
  };
}

function confirm(dados: WishData, env: StepEnv): StepOutput {
  return { state: wishState(dados, { etapa: 'confirmar' }, env.now), text: CLIENTE.resumo(dados) };
}

/** A typed name instead of a number: the one option whose label holds it. */
function byName<T>(text: string, items: T[], label: (item: T) => string): number | null {
  const wanted = fold(text);
  if (wanted.length < 3) return null;
  const hits = items
    .map((item, i) => (foldName(label(item)).includes(wanted) ? i : -1))
    .filter((i) => i >= 0);
  return hits.length === 1 ? hits[0]! + 1 : null;
}

async function chooseCategory(categoria: string, dados: WishData, env: StepEnv): Promise<StepOutput> {
  const found = await listCategories(env, categoria);
  const subcategorias = found?.categorias.find((c) => c.categoria === categoria)?.subcategorias ?? [];
  if (subcategorias.length === 0) return confirm({ ...dados, categoria, subcategoria: null }, env);
  return {
    state: wishState(dados, { etapa: 'subcategoria', categoria, subcategorias }, env.now),
    text: CLIENTE.perguntaSubcategoria(categoria, subcategorias),
  };
}

export async function answerCategory(
  state: Extract<WishState, { etapa: 'categoria' | 'todas' | 'subcategoria' }>,
  text: string,
  env: StepEnv,
): Promise<StepOutput> {
  const { dados } = state;
  if (state.etapa === 'categoria') {
    const n =
      parseChoice(text, state.opcoes.length) ??
      byName(text, state.opcoes, (o) => `${o.categoria} ${o.subcategoria ?? ''}`);
    if (n === null)
      return {
        state,
        text: `${CLIENTE.escolhaNumero(state.opcoes.length)}\n\n${CLIENTE.perguntaCategoria(state.opcoes)}`,
      };
    if (n === 0) return allCategories(dados, env);
    const option = state.opcoes[n - 1]!;
    if (option.subcategoria === null) return chooseCategory(option.categoria, dados, env);
    return confirm({ ...dados, ...option }, env);
  }
  if (state.etapa === 'todas') {
    const n = parseChoice(text, state.categorias.length) ?? byName(text, state.categorias, (c) => c);
    if (n === null || n === 0) {
      return {
        state,
        text: `${CLIENTE.escolhaNumeroDe1(state.categorias.length)}\n\n${CLIENTE.perguntaTodas(state.categorias)}`,
      };
    }
    return chooseCategory(state.categorias[n - 1]!, dados, env);
  }
  const n = parseChoice(text, state.subcategorias.length) ?? byName(text, state.subcategorias, (s) => s);
  if (n === null) {
    return {
      state,
      text: `${CLIENTE.escolhaNumero(state.subcategorias.length)}\n\n${CLIENTE.perguntaSubcategoria(state.categoria, state.subcategorias)}`,
    };
  }
  return confirm(
    { ...dados, categoria: state.categoria, subcategoria: n === 0 ? null : state.subcategorias[n - 1]! },
    env,
  );
}
