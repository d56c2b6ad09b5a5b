import { readYesNo } from '#domain/understanding/yes-no.ts';
import { andThen, forCustomer } from './customer-replies.ts';
import { PRIVACIDADE } from './messages.ts';
import type { ErasureState, WishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import { dataOf } from './tool-session.ts';

// LGPD in the guided questionnaire: "meus dados" shows what we keep (meus_dados), "apagar meus
// dados" asks for a yes and then erases (apagar_meus_dados). Through the same tools as the model.

type Summary = Parameters<typeof PRIVACIDADE.resumo>[0];

export async function showMyData(current: WishState | null, env: StepEnv): Promise<StepOutput> {
  const result = await env.session.call('meus_dados', {});
  const data = dataOf<Summary>(result);
  const text = data ? PRIVACIDADE.resumo(data) : PRIVACIDADE.erro(forCustomer(result.ok ? '' : result.error));
  return { state: current, text: andThen(text, current), keep: true };
}

export function askErasure(current: WishState | null, env: StepEnv): StepOutput {
  const state: ErasureState = {
    v: 2,
    fluxo: 'apagar',
    etapa: 'confirmar',
    retorno: current,
    em: env.now.toISOString(),
  };
  return { state, text: PRIVACIDADE.confirmar };
}

export async function answerErasure(state: ErasureState, text: string, env: StepEnv): Promise<StepOutput> {
  const retorno = state.retorno ? { ...state.retorno, em: env.now.toISOString() } : null;
  const answer = readYesNo(text);
  if (answer === 'sim') {
    const result = await env.session.call('apagar_meus_dados', { confirmado: true });
    if (result.ok) return { state: null, text: PRIVACIDADE.apagado, keep: true };
    return {
      state: retorno,
      text: andThen(PRIVACIDADE.erro(forCustomer(result.error)), retorno),
      keep: true,
    };
  }
  if (answer === 'nao') {
    return { state: retorno, text: andThen(PRIVACIDADE.mantido, retorno) };
  }
  return { state, text: PRIVACIDADE.simOuNao };
}
