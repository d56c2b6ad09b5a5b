import { parseBRL } from '#domain/ofertas/parse-brl.ts';
import { fold } from '#domain/understanding/normalize.ts';
import { parseShopReply, type ShopReply } from '#domain/understanding/offer.ts';
import { readYesNo } from '#domain/understanding/yes-no.ts';
import { readMakeOffer } from '#domain/whatsapp/reply-ids.ts';
import { parseChoice } from './choice.ts';
import { LOJA } from './messages.ts';
import { pickOpportunity } from './opportunity-pick.ts';
import { COMANDOS_LOJA } from './self-service-messages.ts';
import { selfServiceStep } from './self-service-step.ts';
import type { GuidedState, OfferState, RefusalState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import { dataOf } from './tool-session.ts';

// A shop answers the novo_desejo notice the way shopkeepers write ("fica 1.100 no cartão em 10x",
// "Temos sim, 899 no pix, entrega hoje", "infelizmente não temos"): the free-text reply is read
// (domain/understanding/offer), the opportunity is the only open one, or the one named by code or
// by the product's words, and an offer with a price goes to a one-step confirmation. Only the
// price is required; payment and delivery not said are "A combinar". A refusal archives at once.

export const A_COMBINAR = 'A combinar';

type Opportunity = { codigo: string; produto: string; cidade: string };
type Opportunities = { total: number; oportunidades: Opportunity[] };

async function newOpportunities(env: StepEnv): Promise<Opportunities | null> {
  return dataOf<Opportunities>(await env.session.call('listar_oportunidades', { situacao: 'novas' }));
}

async function help(env: StepEnv, lead?: string): Promise<StepOutput> {
  const novas = await newOpportunities(env);
  const list = novas ? LOJA.oportunidades(novas.oportunidades, novas.total) : '';
  return { state: null, text: [lead, LOJA.formato, list, COMANDOS_LOJA].filter(Boolean).join('\n\n') };
}

function offerState(
  oferta: OfferState['oferta'],
  etapa: OfferState['etapa'],
  env: StepEnv,
  codigos?: string[],
) {
  return {
    v: 2,
    fluxo: 'oferta',
    etapa,
    oferta,
    em: env.now.toISOString(),
    ...(codigos ? { codigos } : {}),
  } as OfferState;
}

type Draft = OfferState['oferta'];

function draftOf(reply: Extract<ShopReply, { kind: 'oferta' }>, codigo: string, produto?: string): Draft {
  // The unit travels in the notes, first, so the customer reads "R$ 45,00" with "por saco".
  const observacoes = [reply.unidade ? `Preço ${reply.unidade}` : null, reply.observacoes]
    .filter(Boolean)
    .join('. ');
  return {
    codigo,
    valorCentavos: reply.valorCentavos,
    ...(reply.pagamento ? { pagamento: reply.pagamento } : {}),
    ...(reply.entrega ? { entrega: reply.entrega } : {}),
    ...(reply.validade ? { validade: reply.validade } : {}),
    ...(observacoes ? { observacoes } : {}),
    ...(produto ? { produto } : {}),
  };
}

/** The price asked when missing, else the summary to confirm. */
function nextOfferStep(oferta: Draft, env: StepEnv, lead?: string): StepOutput {
  const withLead = (text: string) => (lead ? `${lead}\n\n${text}` : text);
  if (oferta.valorCentavos === null)
    return { state: offerState(oferta, 'valor', env), text: withLead(LOJA.perguntaValor) };
  const summary = LOJA.resumo({
    ...oferta,
    valorCentavos: oferta.valorCentavos,
    pagamento: oferta.pagamento ?? A_COMBINAR,
    entrega: oferta.entrega ?? A_COMBINAR,
  });
  return { state: offerState(oferta, 'confirmar', env), text: withLead(summary) };
}

async function startOffer(reply: Extract<ShopReply, { kind: 'oferta' }>, text: string, env: StepEnv) {
  const novas = await newOpportunities(env);
  const list = novas?.oportunidades ?? [];
  const chosen = pickOpportunity(text, reply.codigo, list);
  if (chosen) return nextOfferStep(draftOf(reply, chosen.codigo, chosen.produto), env);
  if (list.length === 0 && !reply.codigo) return help(env, LOJA.semOportunidades);
  if (reply.codigo) return nextOfferStep(draftOf(reply, reply.codigo.toLowerCase()), env);
  const codigos = list.map((o) => o.codigo);
  return {
    state: offerState(draftOf(reply, ''), 'codigo', env, codigos),
    text: LOJA.qualOportunidade(list),
  };
}

async function sendOffer(state: OfferState, env: StepEnv): Promise<StepOutput> {
  const o = state.oferta;
  const result = await env.session.call('registrar_oferta', {
    codigo_desejo: o.codigo,
    valor: (o.valorCentavos ?? 0) / 100,
    condicoes_pagamento: o.pagamento ?? A_COMBINAR,
    prazo_entrega: o.entrega ?? A_COMBINAR,
    ...(o.validade ? { validade: o.validade } : {}),
    ...(o.observacoes ? { observacoes: o.observacoes } : {}),
  });
  const sent = dataOf<{ valor: string; produto: string }>(result);
  const text = sent ? LOJA.enviada(sent.valor, sent.produto) : LOJA.naoEnviada(result.ok ? '' : result.error);
  return { state: null, text, keep: true };
}

const MOTIVO: Record<Extract<ShopReply, { kind: 'recusa' }>['motivo'], string> = {
  nao_tenho_produto: 'nao_tenho_produto',
  sem_estoque: 'nao_tenho_produto',
  nao_trabalha_marca: 'nao_vendo_tipo',
  outro: 'outros',
};

async function refuse(codigo: string, env: StepEnv, motivo = 'nao_tenho_produto', observacoes?: string) {
  const result = await env.session.call('recusar_oportunidade', {
    codigo_desejo: codigo,
    motivo,
    ...(observacoes ? { observacoes: observacoes.slice(0, 1000) } : {}),
  });
  const text = result.ok ? LOJA.arquivada(codigo) : LOJA.naoArquivada(result.error);
  return { state: null, text, keep: true };
}

async function startRefusal(reply: Extract<ShopReply, { kind: 'recusa' }>, text: string, env: StepEnv) {
  const motivo = MOTIVO[reply.motivo];
  const novas = await newOpportunities(env);
  const list = novas?.oportunidades ?? [];
  const chosen = pickOpportunity(text, reply.codigo, list);
  if (chosen) return refuse(chosen.codigo, env, motivo, reply.texto);
  if (reply.codigo) return refuse(reply.codigo.toLowerCase(), env, motivo, reply.texto);
  if (list.length === 0) return { state: null, text: LOJA.nenhumaParaRecusar };
  const codigos = list.map((o) => o.codigo);
  const state: RefusalState = {
    v: 2,
    fluxo: 'recusa',
    etapa: 'codigo',
    codigos,
    motivo,
    em: env.now.toISOString(),
  };
  return { state, text: LOJA.qualCodigoRecusa(codigos) };
}

/** The code (or the list's number) of one of the opportunities offered. */
function codeOf(text: string, codigos: string[]): string | undefined {
  const typed = /\b([0-9a-f]{8})\b/.exec(fold(text))?.[1];
  if (typed && codigos.includes(typed)) return typed;
  const n = parseChoice(text, codigos.length);
  return n ? codigos[n - 1] : undefined;
}

async function answerOffer(state: OfferState, text: string, reply: ShopReply, env: StepEnv) {
  const answer = readYesNo(text);
  if (state.etapa === 'codigo') {
    const codigo = codeOf(text, state.codigos ?? []);
    if (codigo) return nextOfferStep({ ...state.oferta, codigo }, env);
    if (answer === 'nao' || fold(text) === 'cancelar') return { state: null, text: LOJA.cancelada };
    return null;
  }
  if (state.etapa === 'valor') {
    const cents =
      reply.kind === 'oferta' && reply.valorCentavos !== null ? reply.valorCentavos : parseBRL(text);
    if (cents !== null) {
      const extra = reply.kind === 'oferta' ? draftOf(reply, state.oferta.codigo) : {};
      return nextOfferStep({ ...state.oferta, ...withoutEmpty(extra), valorCentavos: cents }, env);
    }
    if (answer === 'nao' || fold(text) === 'cancelar') return { state: null, text: LOJA.cancelada };
    return { state, text: LOJA.precoInvalido };
  }
  if (answer === 'sim') return sendOffer(state, env);
  if (answer === 'nao') return { state: null, text: LOJA.cancelada };
  // A new price or terms instead of a yes: the summary again with them.
  if (reply.kind === 'oferta' && (reply.valorCentavos !== null || reply.pagamento || reply.entrega)) {
    const update = withoutEmpty(draftOf(reply, state.oferta.codigo));
    return nextOfferStep(
      { ...state.oferta, ...update, valorCentavos: reply.valorCentavos ?? state.oferta.valorCentavos },
      env,
    );
  }
  return { state, text: LOJA.simOuNao };
}

function withoutEmpty(draft: Partial<Draft>): Partial<Draft> {
  const { codigo: _codigo, valorCentavos: _valor, ...rest } = draft;
  return rest;
}

/** "Fazer oferta" on a notice: the price asked for that opportunity, whatever was under way. */
async function offerFor(codigo: string, env: StepEnv): Promise<StepOutput> {
  const novas = await newOpportunities(env);
  const produto = novas?.oportunidades.find((o) => o.codigo === codigo)?.produto;
  const oferta: Draft = { codigo, valorCentavos: null, ...(produto ? { produto } : {}) };
  return nextOfferStep(oferta, env, LOJA.ofertaPara(codigo, produto));
}

export async function shopStep(state: GuidedState | null, text: string, env: StepEnv): Promise<StepOutput> {
  const makeOffer = readMakeOffer(text);
  if (makeOffer) return offerFor(makeOffer, env);
  // Pausar / voltar, minhas oportunidades, meu plano, PARAR: at any step, the offer under way kept.
  const command = await selfServiceStep(state, text, env);
  if (command) return command;
  const reply = parseShopReply(text);
  if (state?.fluxo === 'oferta') {
    const answered = await answerOffer(state, text, reply, env);
    if (answered) return answered;
  }
  if (state?.fluxo === 'recusa') {
    const codigo = codeOf(text, state.codigos);
    if (codigo) return refuse(codigo, env, state.motivo);
    if (readYesNo(text) === 'nao' || fold(text) === 'cancelar')
      return { state: null, text: LOJA.nadaArquivado };
  }
  if (reply.kind === 'recusa') return startRefusal(reply, text, env);
  if (reply.kind === 'oferta') return startOffer(reply, text, env);
  return help(env);
}
