import { readBrand } from '#domain/understanding/brand.ts';
import { readPlaceAnswer } from '#domain/understanding/place.ts';
import { readWish } from '#domain/understanding/wish.ts';
import { chooseCategory, summarize } from './category-step.ts';
import { cityOutcome } from './city-step.ts';
import { type Field, isNoPreference } from './correction.ts';
import { CLIENTE } from './messages.ts';
import { type WishData, type WishState, wishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import type { Understanding } from './understanding.ts';
import { advance, ask, fill } from './wish-fill.ts';

// A field of the wish set again: by name ("a cidade é Niterói", "corrigir" then "2"), or the city
// answered to its question, typos and nicknames included.

/** One field changed, by name: with a value it is applied, without one it is asked. */
export async function correct(dados: WishData, field: Field, value: string, env: StepEnv, u: Understanding) {
  switch (field) {
    case 'produto': {
      if (!value) return ask(dados, { etapa: 'produto' }, CLIENTE.perguntaProduto, env);
      const produto = readWish(value, u).produto ?? value.slice(0, 200);
      return advance({ ...dados, produto, categoria: undefined, subcategoria: undefined }, env, u);
    }
    case 'cidade': {
      if (!value) return ask(dados, { etapa: 'cidade' }, CLIENTE.perguntaCidadeDeNovo, env);
      return answerCity(wishState(dados, { etapa: 'cidade' }, env.now), value, env, u);
    }
    case 'marca': {
      if (!value) return ask(dados, { etapa: 'marca' }, CLIENTE.perguntaMarca, env);
      const marca = isNoPreference(value)
        ? undefined
        : (readBrand(value, u.brands)?.nome ?? value.slice(0, 100));
      return summarize({ ...dados, marca }, env, u);
    }
    case 'detalhes': {
      if (!value) return ask(dados, { etapa: 'detalhes' }, CLIENTE.perguntaDetalhes, env);
      return summarize(
        { ...dados, caracteristicas: isNoPreference(value) ? undefined : value.slice(0, 1000) },
        env,
        u,
      );
    }
    case 'categoria': {
      const next = await chooseCategory({ ...dados, categoria: undefined, subcategoria: undefined }, env, u);
      // Asked to change it, the customer sees the options even when the classifier was sure.
      if (next.state?.fluxo === 'desejo' && next.state.etapa === 'confirmar') {
        return ask(
          dados,
          { etapa: 'todas', categorias: u.reference.categorias.map((c) => c.nome) },
          CLIENTE.perguntaTodas(u.reference.categorias.map((c) => c.nome)),
          env,
        );
      }
      return next;
    }
  }
}

export async function answerCity(
  state: WishState,
  text: string,
  env: StepEnv,
  u: Understanding,
): Promise<StepOutput> {
  const outcome = cityOutcome(readPlaceAnswer(text, u.places));
  if (outcome?.kind === 'cidade') return advance({ ...state.dados, ...outcome.dados }, env, u);
  if (outcome) return ask(state.dados, outcome.step, outcome.text, env);
  // Not a place: maybe more about the product ("ah, e da marca Arno").
  const reading = readWish(text, u);
  if (reading.marca || reading.link) return fill(state.dados, { ...reading, produto: null }, env, u);
  return { state, text: CLIENTE.cidadeNaoEncontrada(text.trim().slice(0, 60)) };
}
