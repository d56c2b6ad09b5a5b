import { readShopPause } from '#api/lojistas/pause.ts';
import { isOptedOut } from '#api/opt-out/opt-out.ts';
import { readSelfService, type SelfServiceRequest } from '#domain/understanding/self-service.ts';
import { LOJA } from './messages.ts';
import { MENSAGENS, PAUSA, planoTexto } from './self-service-messages.ts';
import type { GuidedState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import { dataOf } from './tool-session.ts';

// Commands that work at any step, for customers and shops, through the same tools as the model:
// stop or resume our messages (Meta's opt-out), and for a shop pause or resume its opportunities,
// list them and see its plan. The questionnaire under way is kept as it was.
//
// "Voltar" means what was stopped: messages for an opted-out number, opportunities for a paused
// shop, both when both. From someone who stopped nothing it is not ours: the flow reads it as
// before (a customer's "voltar pro início" restarts the wish).

type Out = Omit<StepOutput, 'state'>;

const MESSAGE_TOOL = { cliente: 'receber_mensagens', lojista: 'receber_mensagens_loja' } as const;

async function setMessages(receber: boolean, env: StepEnv): Promise<Out> {
  const party = env.input.party;
  const result = await env.session.call(MESSAGE_TOOL[party.kind], { receber });
  const data = dataOf<{ ja_estava_assim: boolean }>(result);
  if (!data) return { text: MENSAGENS.erro(result.ok ? '' : result.error), intent: 'erro' };
  const isShop = party.kind === 'lojista';
  const text = receber
    ? data.ja_estava_assim
      ? MENSAGENS.jaRecebe
      : isShop
        ? MENSAGENS.voltouLoja
        : MENSAGENS.voltouCliente
    : data.ja_estava_assim
      ? MENSAGENS.jaParado
      : isShop
        ? MENSAGENS.paradoLoja
        : MENSAGENS.paradoCliente;
  return { text, intent: receber ? 'voltar_mensagens' : 'parar_mensagens' };
}

async function setPause(pausar: boolean, env: StepEnv): Promise<Out> {
  const result = await env.session.call('pausar_oportunidades', { pausar });
  const data = dataOf<{ pausada: boolean; recebendo_oportunidades: boolean; ja_estava_assim: boolean }>(
    result,
  );
  if (!data) return { text: MENSAGENS.erro(result.ok ? '' : result.error), intent: 'erro' };
  const text = pausar
    ? data.ja_estava_assim
      ? PAUSA.jaPausada
      : PAUSA.pausada
    : !data.recebendo_oportunidades
      ? PAUSA.aguardandoAdmin
      : data.ja_estava_assim
        ? PAUSA.jaRecebendo
        : PAUSA.retomada;
  return { text, intent: pausar ? 'pausar' : 'retomar' };
}

type Opportunities = { total: number; oportunidades: { codigo: string; produto: string; cidade: string }[] };

async function listOpportunities(env: StepEnv): Promise<Out> {
  const result = await env.session.call('listar_oportunidades', { situacao: 'novas' });
  const data = dataOf<Opportunities>(result);
  if (!data) return { text: MENSAGENS.erro(result.ok ? '' : result.error), intent: 'erro' };
  const list = LOJA.oportunidades(data.oportunidades, data.total);
  return { text: data.total > 0 ? `${list}\n\n${LOJA.formato}` : list, intent: 'oportunidades' };
}

async function showPlan(env: StepEnv): Promise<Out> {
  const result = await env.session.call('meu_plano', {});
  const data = dataOf<Parameters<typeof planoTexto>[0]>(result);
  if (!data) return { text: MENSAGENS.erro(result.ok ? '' : result.error), intent: 'erro' };
  return { text: planoTexto(data), intent: 'plano' };
}

/** "Voltar": what this number stopped, or null when it stopped nothing (the flow reads it). */
async function resume(request: Extract<SelfServiceRequest, { kind: 'voltar' }>, env: StepEnv) {
  const { party } = env.input;
  const { db } = env.session.ctx;
  const optedOut = await isOptedOut({ db, phone: party.phone });
  if (party.kind === 'cliente') {
    return optedOut && request.alvo !== 'oportunidades' ? setMessages(true, env) : null;
  }
  const { pausada } = await readShopPause({ db, lojistaId: party.lojistaId });
  const outs: Out[] = [];
  // Opportunities need our messages too: "voltar a receber pedidos" brings both back.
  if (optedOut || request.alvo === 'mensagens') outs.push(await setMessages(true, env));
  if (request.alvo !== 'mensagens' && (pausada || request.alvo === 'oportunidades' || !optedOut)) {
    outs.push(await setPause(false, env));
  }
  return { text: outs.map((o) => o.text).join('\n\n'), intent: outs.at(-1)?.intent ?? 'retomar' };
}

async function answer(request: SelfServiceRequest, env: StepEnv): Promise<Out | null> {
  const isShop = env.input.party.kind === 'lojista';
  switch (request.kind) {
    case 'parar_mensagens':
      return setMessages(false, env);
    case 'voltar':
      return resume(request, env);
    case 'pausar':
      return isShop ? setPause(true, env) : null;
    case 'oportunidades':
      return isShop ? listOpportunities(env) : null;
    case 'plano':
      return isShop ? showPlan(env) : null;
  }
}

/** The reply to a self-service command, keeping the state; null when the text is none. */
export async function selfServiceStep(
  state: GuidedState | null,
  text: string,
  env: StepEnv,
): Promise<StepOutput | null> {
  const request = readSelfService(text);
  if (!request) return null;
  const out = await answer(request, env);
  return out ? { state, ...out, keep: true } : null;
}
