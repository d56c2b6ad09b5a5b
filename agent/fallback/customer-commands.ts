import type { IntentResult } from '#domain/understanding/intent.ts';
import { readYesNo } from '#domain/understanding/yes-no.ts';
import { CODE_MESSAGES } from '#tools/party.ts';
import { parseChoice } from './choice.ts';
import { closeChoice, offersChoice } from './choices.ts';
import { andThen, forCustomer, promptFor } from './customer-replies.ts';
import { CLIENTE, type OfferLine, offersList } from './messages.ts';
import { askErasure, showMyData } from './privacy-commands.ts';
import { type CloseState, type GuidedState, type WishState, wishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import { dataOf } from './tool-session.ts';

// What a customer can ask at any step, recognised from paraphrases (domain/understanding/intent):
// the offers received (listar_ofertas, cheapest first), closing a wish (confirmed, then
// fechar_desejo), LGPD, a person, help, starting over. The questionnaire under way is kept and its
// question repeated after the answer.

type OffersData = {
  codigo: string;
  produto: string;
  status: string;
  total: number;
  ofertas: (OfferLine & { oferta_id: string })[];
};

/** A message that names a product, read as a wish when there is no wish to show or close. */
type OrWish = (() => Promise<StepOutput>) | undefined;

const noOpenWish = (result: { ok: boolean; error?: string }) =>
  !result.ok && result.error === CODE_MESSAGES.semDesejoAberto;

async function showOffers(
  codigo: string | undefined,
  current: WishState | null,
  env: StepEnv,
  orWish?: OrWish,
): Promise<StepOutput> {
  const result = await env.session.call('listar_ofertas', codigo ? { codigo_desejo: codigo } : {});
  // "quanto fica a troca de tela de um redmi?" from someone with no wish yet is a new wish.
  if (orWish && noOpenWish(result)) return orWish();
  const data = dataOf<OffersData>(result);
  const text = data
    ? data.total === 0
      ? CLIENTE.semOfertas(data.produto, data.codigo)
      : offersList(data.produto, data.codigo, data.ofertas)
    : forCustomer(result.ok ? '' : result.error);
  const choice = data && data.ofertas.length > 0 ? offersChoice(data.codigo, data.ofertas) : undefined;
  return { state: current, text: andThen(text, current), keep: true, ...(choice ? { choice } : {}) };
}

async function askClose(
  codigo: string | undefined,
  current: WishState | null,
  env: StepEnv,
  orWish?: OrWish,
): Promise<StepOutput> {
  const result = await env.session.call('listar_ofertas', codigo ? { codigo_desejo: codigo } : {});
  if (orWish && noOpenWish(result)) return orWish();
  const data = dataOf<OffersData>(result);
  if (!data) return { state: current, text: andThen(forCustomer(result.ok ? '' : result.error), current) };
  if (data.status !== 'aberto') {
    return { state: current, text: andThen(`O desejo ${data.codigo} já está encerrado.`, current) };
  }
  const state: CloseState = {
    v: 2,
    fluxo: 'fechar',
    etapa: 'confirmar',
    codigo: data.codigo,
    produto: data.produto,
    ofertas: data.ofertas.map((o) => o.oferta_id),
    retorno: current,
    em: env.now.toISOString(),
  };
  const text =
    data.ofertas.length > 0
      ? CLIENTE.confirmarFecharComOfertas(
          data.produto,
          data.codigo,
          data.ofertas.map((o) => `${o.loja}: ${o.valor}`),
        )
      : CLIENTE.confirmarFechar(data.produto, data.codigo);
  return { state, text, choice: closeChoice(data.ofertas) };
}

async function close(state: CloseState, env: StepEnv, ofertaId?: string): Promise<StepOutput> {
  const retorno = state.retorno ? { ...state.retorno, em: env.now.toISOString() } : null;
  return closeWith(state.codigo, retorno, env, ofertaId);
}

async function closeWith(codigo: string, retorno: WishState | null, env: StepEnv, ofertaId?: string) {
  const result = await env.session.call('fechar_desejo', {
    codigo_desejo: codigo,
    ...(ofertaId ? { oferta_id: ofertaId } : {}),
  });
  const text = result.ok ? CLIENTE.fechado(codigo) : forCustomer(result.error);
  return { state: retorno, text: andThen(text, retorno), keep: true };
}

/** An offer chosen from the "Ver ofertas" list: the choice itself closes the wish with it. */
export async function closeWithOffer(
  chosen: { codigo: string; ofertaId: string },
  state: GuidedState | null,
  env: StepEnv,
): Promise<StepOutput> {
  const back = state?.fluxo === 'desejo' ? state : state?.fluxo === 'fechar' ? state.retorno : null;
  const retorno = back ? { ...back, em: env.now.toISOString() } : null;
  return { ...(await closeWith(chosen.codigo, retorno, env, chosen.ofertaId)), intent: 'encerrar' };
}

export async function answerClose(state: CloseState, text: string, env: StepEnv): Promise<StepOutput> {
  const ofertas = state.ofertas ?? [];
  const chosen = ofertas.length > 0 ? parseChoice(text, ofertas.length) : null;
  if (chosen) return close(state, env, ofertas[chosen - 1]);
  const answer = readYesNo(text);
  if (answer === 'sim') return close(state, env);
  const retorno = state.retorno ? { ...state.retorno, em: env.now.toISOString() } : null;
  if (answer === 'nao') return { state: retorno, text: andThen(CLIENTE.naoFechado, retorno) };
  return { state, text: CLIENTE.simOuNaoFechar };
}

/** An intent recognised at any step; the reply says which, for /gestao and the evaluation. */
export async function intentStep(
  found: IntentResult,
  current: WishState | null,
  env: StepEnv,
  orWish?: OrWish,
): Promise<StepOutput> {
  let asWish = false;
  const wish = orWish
    ? () => {
        asWish = true;
        return orWish();
      }
    : undefined;
  const out = await answerIntent(found, current, env, wish);
  return { ...out, intent: asWish ? 'desejo' : found.intent };
}

async function answerIntent(
  found: IntentResult,
  current: WishState | null,
  env: StepEnv,
  orWish: OrWish,
): Promise<StepOutput> {
  switch (found.intent) {
    case 'ver_ofertas':
      return showOffers(found.codigo, current, env, orWish);
    case 'encerrar':
      return askClose(found.codigo, current, env, orWish);
    case 'meus_dados':
      return showMyData(current, env);
    case 'apagar_dados':
      return askErasure(current, env);
    case 'atendente':
      return { state: current, text: CLIENTE.atendente(env.session.ctx.settings.publicUrl), keep: true };
    case 'ajuda':
      return { state: current, text: andThen(CLIENTE.ajuda, current), keep: true };
    case 'cancelar':
      return {
        state: wishState({}, { etapa: 'produto' }, env.now),
        text: current ? CLIENTE.cancelado : CLIENTE.recomecar,
      };
    case 'saudacao': {
      if (current)
        return { state: current, text: `${CLIENTE.ola}\n\n${CLIENTE.continuar} ${promptFor(current)}` };
      const nome = env.input.party.contactName?.trim().split(/\s+/)[0] ?? null;
      return { state: wishState({}, { etapa: 'produto' }, env.now), text: CLIENTE.boasVindas(nome) };
    }
    case 'nao_entendido':
      return {
        state: current ?? wishState({}, { etapa: 'produto' }, env.now),
        text: CLIENTE.naoEntendi(current ? promptFor(current) : CLIENTE.perguntaProduto),
      };
  }
}
