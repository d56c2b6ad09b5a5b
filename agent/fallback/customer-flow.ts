import { isGibberish } from '#domain/understanding/gibberish.ts';
import { detectIntent } from '#domain/understanding/intent.ts';
import { fold } from '#domain/understanding/normalize.ts';
import { readPlaceAnswer, readUf } from '#domain/understanding/place.ts';
import { readWish, type WishReading } from '#domain/understanding/wish.ts';
import { readYesNo } from '#domain/understanding/yes-no.ts';
import { readOfferChoice } from '#domain/whatsapp/reply-ids.ts';
import { answerCategory, repeatCategory, summarize } from './category-step.ts';
import { parseChoice } from './choice.ts';
import { cityOutcome } from './city-step.ts';
import { FIELD_BY_NUMBER, readCorrection } from './correction.ts';
import { answerClose, closeWithOffer, intentStep } from './customer-commands.ts';
import { promptFor } from './customer-replies.ts';
import { CLIENTE } from './messages.ts';
import { answerErasure } from './privacy-commands.ts';
import { selfServiceStep } from './self-service-step.ts';
import { sendWish } from './send-wish.ts';
import type { GuidedState, WishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import { loadUnderstanding, type Understanding } from './understanding.ts';
import { answerCity, correct } from './wish-corrections.ts';
import { advance, ask, fill, isProduct, joinDetails } from './wish-fill.ts';

// The customer's questionnaire, asking only for what is missing. Any message may fill any field
// ("oi, quero uma cafeteira expresso aqui em Curitiba" is product and city at once): a complete
// first message goes straight to the summary, and a "sim" sends it. The category is asked only when
// the classifier is unsure; "corrigir" (or naming the field) changes one field without starting
// over; intents (ofertas, já comprei, atendente, ajuda...) work at any step.

/**
 * A question with no product in it ("quanto as lojas pediram?", "como faço pra pedir?") is not a
 * wish: the bot says it did not understand and how it works, instead of noting it as a product.
 */
function isQuestionWithoutProduct(text: string, reading: WishReading): boolean {
  const asks =
    /\?\s*$/.test(text.trim()) ||
    /^(o que|que|qual|quais|quanto|quantos|como|onde|quando|cade|por que|pq)\b/.test(fold(text));
  const names = (reading.classification?.candidates.length ?? 0) > 0 || reading.marca !== null;
  return asks && !names && !reading.place.match;
}

async function start(text: string, env: StepEnv, u: Understanding): Promise<StepOutput> {
  const reading = readWish(text, u);
  if (isQuestionWithoutProduct(text, reading)) {
    return {
      ...ask({}, { etapa: 'produto' }, CLIENTE.naoEntendi(CLIENTE.ajuda), env),
      intent: 'nao_entendido',
    };
  }
  if (isGibberish(text) || (!isProduct(reading.produto, u) && !reading.place.match)) {
    return {
      ...ask({}, { etapa: 'produto' }, CLIENTE.naoEntendi(CLIENTE.perguntaProduto), env),
      intent: 'nao_entendido',
    };
  }
  return fill({}, reading, env, u);
}

/** An answer the step is waiting for: a number, a state, a yes or no. Null when it is none. */
async function expected(state: WishState, text: string, env: StepEnv, u: Understanding) {
  switch (state.etapa) {
    case 'confirmar': {
      const answer = readYesNo(text);
      if (answer === 'sim') return sendWish(state, env);
      // "cancelar" (the summary's Cancelar button) gives the wish up, as at any other step.
      if (answer !== 'nao' || detectIntent(text)?.intent === 'cancelar') return null;
      const correction = readCorrection(text);
      if (correction?.field) return correct(state.dados, correction.field, correction.value, env, u);
      return ask(state.dados, { etapa: 'alterar' }, CLIENTE.perguntaAlterar, env);
    }
    case 'uf': {
      const n = parseChoice(text, state.cidades.length);
      const uf = n
        ? state.cidades[n - 1]!.uf
        : (readUf(text, u.places) ?? readPlaceAnswer(text, u.places).uf);
      const cidade = state.cidades.find((c) => c.uf === uf);
      return cidade ? advance({ ...state.dados, cidade: cidade.nome, uf: cidade.uf }, env, u) : null;
    }
    case 'categoria':
    case 'todas':
      return answerCategory(state, text, env, u);
    case 'alterar': {
      const n = parseChoice(text, 5);
      return n ? correct(state.dados, FIELD_BY_NUMBER[n]!, '', env, u) : null;
    }
    case 'cidade': {
      // A place first: "curitba" is a typo of the answer, not gibberish.
      const outcome = cityOutcome(readPlaceAnswer(text, u.places));
      if (outcome?.kind === 'cidade') return advance({ ...state.dados, ...outcome.dados }, env, u);
      return outcome ? ask(state.dados, outcome.step, outcome.text, env) : null;
    }
    default:
      return null;
  }
}

/** Any other text at a step: read for what it says, the step's own field first. */
async function answer(state: WishState, text: string, env: StepEnv, u: Understanding): Promise<StepOutput> {
  const { dados } = state;
  const correction = readCorrection(text);
  if (correction?.field) return correct(dados, correction.field, correction.value, env, u);
  if (correction) return ask(dados, { etapa: 'alterar' }, CLIENTE.perguntaAlterar, env);
  switch (state.etapa) {
    case 'cidade':
    case 'uf':
      return answerCity(state, text, env, u);
    case 'categoria':
    case 'todas':
      return repeatCategory(state);
    case 'marca':
      return correct(dados, 'marca', text.trim() || 'qualquer', env, u);
    case 'detalhes':
      return correct(dados, 'detalhes', text.trim() || 'nenhum', env, u);
    case 'produto': {
      if (isGibberish(text))
        return { state, text: CLIENTE.naoEntendi(promptFor(state)), intent: 'nao_entendido' };
      const reading = readWish(text, u);
      return fill(dados, { ...reading, produto: reading.produto ?? text.trim().slice(0, 200) }, env, u);
    }
    case 'confirmar':
    case 'alterar': {
      // A bare place or brand corrects that field; anything else is a detail for the shops.
      const reading = readWish(text, u);
      if (reading.place.match) return answerCity(state, text, env, u);
      if (reading.marca && !reading.produto?.includes(' '))
        return correct(dados, 'marca', reading.marca, env, u);
      if (isGibberish(text))
        return { state, text: CLIENTE.naoEntendi(promptFor(state)), intent: 'nao_entendido' };
      const detalhe = text.trim().slice(0, 300);
      return summarize(
        { ...dados, caracteristicas: joinDetails(dados.caracteristicas, detalhe) },
        env,
        u,
        CLIENTE.anotadoDetalhe(detalhe),
      );
    }
  }
}

export async function customerStep(
  state: GuidedState | null,
  text: string,
  env: StepEnv,
): Promise<StepOutput> {
  // A row of the "Ver ofertas" list, whatever was under way: the tap is the decision.
  const chosen = readOfferChoice(text);
  if (chosen) return closeWithOffer(chosen, state, env);
  // "PARAR" / "VOLTAR" about our messages, whatever was under way (Meta's opt-out).
  const command = await selfServiceStep(state, text, env);
  if (command) return command;
  if (state?.fluxo === 'apagar') return answerErasure(state, text, env);
  if (state?.fluxo === 'fechar') return answerClose(state, text, env);
  const current = state?.fluxo === 'desejo' ? state : null;
  const u = await loadUnderstanding(env.session.ctx.db);
  const waited = current ? await expected(current, text, env, u) : null;
  if (waited) return { intent: 'desejo', ...waited };
  const intent = detectIntent(text);
  if (intent) {
    // Asking for offers or closing with no wish yet, while naming a product, is a wish.
    const mayBeWish = !current && (intent.intent === 'ver_ofertas' || intent.intent === 'encerrar');
    const reading = mayBeWish ? readWish(text, u) : null;
    const namesProduct = Boolean(reading?.classification?.candidates.length || reading?.marca);
    return intentStep(intent, current, env, namesProduct ? () => fill({}, reading!, env, u) : undefined);
  }
  const out = current ? await answer(current, text, env, u) : await start(text, env, u);
  return { intent: 'desejo', ...out };
}
