import { productScore } from '#domain/understanding/category.ts';
import { isGibberish } from '#domain/understanding/gibberish.ts';
import type { WishReading } from '#domain/understanding/wish.ts';
import { readYesNo } from '#domain/understanding/yes-no.ts';
import { chooseCategory, summarize } from './category-step.ts';
import { cityOutcome } from './city-step.ts';
import { CLIENTE } from './messages.ts';
import { type WishData, type WishStep, wishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import type { Understanding } from './understanding.ts';

// The wish's fields as they arrive, from any message: what a reading adds, and the next question
// for what is still missing (product, city, category), or the summary when nothing is.

export const ask = (dados: WishData, step: WishStep, text: string, env: StepEnv): StepOutput => ({
  state: wishState(dados, step, env.now),
  text,
});

/** The next question for what is still missing; the summary when nothing is. */
export async function advance(
  dados: WishData,
  env: StepEnv,
  u: Understanding,
  lead?: string,
): Promise<StepOutput> {
  const withLead = (out: StepOutput) => (lead ? { ...out, text: `${lead}\n\n${out.text}` } : out);
  if (!dados.produto) {
    const text = dados.cidade
      ? CLIENTE.perguntaProdutoCom(`${dados.cidade}/${dados.uf}`)
      : CLIENTE.perguntaProduto;
    return withLead(ask(dados, { etapa: 'produto' }, text, env));
  }
  if (!dados.cidade)
    return withLead(ask(dados, { etapa: 'cidade' }, CLIENTE.perguntaCidade(dados.produto), env));
  if (!dados.categoria) return chooseCategory(dados, env, u, lead);
  return summarize(dados, env, u, lead);
}

export const joinDetails = (a: string | undefined, b: string | null) =>
  [a, b].filter(Boolean).join('; ').slice(0, 1000) || undefined;

/** Everything a reading adds to the wish; a new product drops the category chosen for the old one. */
export async function fill(
  dados: WishData,
  reading: WishReading,
  env: StepEnv,
  u: Understanding,
): Promise<StepOutput> {
  const next: WishData = { ...dados };
  if (isProduct(reading.produto, u) && reading.produto !== dados.produto) {
    next.produto = reading.produto;
    next.categoria = undefined;
    next.subcategoria = undefined;
  }
  if (reading.marca) next.marca = reading.marca;
  if (reading.link) next.link = reading.link;
  if (reading.detalhes) next.caracteristicas = joinDetails(next.caracteristicas, reading.detalhes);
  const city = cityOutcome(reading.place);
  if (city?.kind === 'cidade') Object.assign(next, city.dados);
  if (city?.kind === 'pergunta') return ask(next, city.step, city.text, env);
  return advance(next, env, u);
}

/** A product phrase, not a bare "não"/"ok" nor noise. */
export function isProduct(produto: string | null, u: Understanding): produto is string {
  if (!produto || isGibberish(produto)) return false;
  // A phrase that names something of the lexicon is a product ("troca de óleo", "trocar a tela"),
  // even where a yes/no reader hears "troca" as "change it"; anything else must not be a bare answer.
  return productScore(produto, u.classifier) > 0 || readYesNo(produto) === null;
}
