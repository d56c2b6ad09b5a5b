import { parseBRL } from '#domain/ofertas/parse-brl.ts';
import { LOJA } from './messages.ts';
import { fold, isNo, isYes } from './parse.ts';
import { type OfferDraft, parseShopCommand } from './parse-offer.ts';
import type { GuidedState, OfferState, RefusalState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import { dataOf } from './tool-session.ts';

// A shop without a model: offers in the fixed format (what is missing of price, payment and
// delivery asked one at a time), a confirmation, then registrar_oferta with the dashboard's plan
// rules; "não tenho CÓDIGO" archives through recusar_oportunidade; anything else gets the format
// and the shop's new opportunities.

type Opportunity = { codigo: string; produto: string; cidade: string };
type Opportunities = { total: number; oportunidades: Opportunity[] };

async function newOpportunities(env: StepEnv): Promise<Opportunities | null> {
  return dataOf<Opportunities>(await env.session.call('listar_oportunidades', { situacao: 'novas' }));
}

async function help(env: StepEnv, lead?: string): Promise<StepOutput> {
  const novas = await newOpportunities(env);
  const list = novas ? LOJA.oportunidades(novas.oportunidades, novas.total) : '';
  return { state: null, text: [lead, LOJA.formato, list].filter(Boolean).join('\n\n') };
}

function offerState(oferta: OfferState['oferta'], etapa: OfferState['etapa'], env: StepEnv): OfferState {
  return { v: 1, fluxo: 'oferta', etapa, oferta, em: env.now.toISOString() };
}

/** The next missing field's question, or the summary. */
function nextOfferStep(oferta: OfferState['oferta'], env: StepEnv, lead?: string): StepOutput {
  const ask = (etapa: OfferState['etapa'], text: string): StepOutput => ({
    state: offerState(oferta, etapa, env),
    text: lead ? `${lead}\n\n${text}` : text,
  });
  if (oferta.valorCentavos === null) return ask('valor', LOJA.perguntaValor);
  if (!oferta.pagamento) return ask('pagamento', LOJA.perguntaPagamento);
  if (!oferta.entrega) return ask('entrega', LOJA.perguntaEntrega);
  return ask('confirmar', LOJA.resumo({ ...oferta, valorCentavos: oferta.valorCentavos }));
}

async function startOffer(
  draft: OfferDraft,
  precoInvalido: boolean,
  env: StepEnv,
  known?: Opportunities | null,
): Promise<StepOutput> {
  const novas = known ?? (await newOpportunities(env));
  const produto = novas?.oportunidades.find((o) => o.codigo.toLowerCase() === draft.codigo)?.produto;
  return nextOfferStep(
    { ...draft, ...(produto ? { produto } : {}) },
    env,
    precoInvalido ? LOJA.precoInvalido : undefined,
  );
}

/** With a single new opportunity the code is not needed: it can only be that one. */
async function offerWithoutCode(resto: string, env: StepEnv): Promise<StepOutput> {
  const novas = await newOpportunities(env);
  const [only] = novas?.oportunidades ?? [];
  const parsed =
    only && novas?.oportunidades.length === 1 ? parseShopCommand(`oferta ${only.codigo} ${resto}`) : null;
  if (parsed?.kind !== 'oferta') {
    const list = novas ? LOJA.oportunidades(novas.oportunidades, novas.total) : '';
    return { state: null, text: [LOJA.semCodigo, LOJA.formato, list].filter(Boolean).join('\n\n') };
  }
  return startOffer(parsed.draft, parsed.precoInvalido, env, novas);
}

/** "Tenho, R$ 1.200...": an offer for the named (or only) opportunity; the rest is asked. */
async function haveIt(
  codigo: string | undefined,
  valorCentavos: number | null,
  env: StepEnv,
): Promise<StepOutput> {
  const novas = await newOpportunities(env);
  const chosen = codigo ?? (novas?.oportunidades.length === 1 ? novas.oportunidades[0]!.codigo : undefined);
  if (!chosen) {
    const list = novas ? LOJA.oportunidades(novas.oportunidades, novas.total) : '';
    return { state: null, text: [LOJA.semCodigo, LOJA.formato, list].filter(Boolean).join('\n\n') };
  }
  return startOffer({ codigo: chosen.toLowerCase(), valorCentavos }, false, env, novas);
}

async function sendOffer(state: OfferState, env: StepEnv): Promise<StepOutput> {
  const o = state.oferta;
  const result = await env.session.call('registrar_oferta', {
    codigo_desejo: o.codigo,
    valor: (o.valorCentavos ?? 0) / 100,
    condicoes_pagamento: o.pagamento,
    prazo_entrega: o.entrega,
    ...(o.validade ? { validade: o.validade } : {}),
    ...(o.observacoes ? { observacoes: o.observacoes } : {}),
  });
  const sent = dataOf<{ valor: string; produto: string }>(result);
  const text = sent ? LOJA.enviada(sent.valor, sent.produto) : LOJA.naoEnviada(result.ok ? '' : result.error);
  return { state: null, text, keep: true };
}

async function refuse(codigo: string, env: StepEnv): Promise<StepOutput> {
  const result = await env.session.call('recusar_oportunidade', {
    codigo_desejo: codigo,
    motivo: 'nao_tenho_produto',
  });
  const text = result.ok ? LOJA.arquivada(codigo) : LOJA.naoArquivada(result.error);
  return { state: null, text, keep: true };
}

async function refuseWithoutCode(env: StepEnv): Promise<StepOutput> {
  const novas = await newOpportunities(env);
  const codigos = novas?.oportunidades.map((o) => o.codigo) ?? [];
  if (codigos.length === 1) return refuse(codigos[0]!, env);
  if (codigos.length === 0) return { state: null, text: LOJA.nenhumaParaRecusar };
  const state: RefusalState = { v: 1, fluxo: 'recusa', etapa: 'codigo', codigos, em: env.now.toISOString() };
  return { state, text: LOJA.qualCodigoRecusa(codigos) };
}

function answerOffer(state: OfferState, text: string, env: StepEnv): Promise<StepOutput> | StepOutput {
  if (fold(text) === 'cancelar') return { state: null, text: LOJA.cancelada };
  const value = text.trim();
  switch (state.etapa) {
    case 'valor': {
      const cents = parseBRL(value);
      if (cents === null) return { state, text: LOJA.precoInvalido };
      return nextOfferStep({ ...state.oferta, valorCentavos: cents }, env);
    }
    case 'pagamento':
      if (!value || value.length > 300) return { state, text: LOJA.textoVazio };
      return nextOfferStep({ ...state.oferta, pagamento: value }, env);
    case 'entrega':
      if (!value || value.length > 200) return { state, text: LOJA.textoVazio };
      return nextOfferStep({ ...state.oferta, entrega: value }, env);
    case 'confirmar':
      if (isYes(value)) return sendOffer(state, env);
      if (isNo(value)) return { state: null, text: LOJA.cancelada };
      return { state, text: LOJA.simOuNao };
  }
}

function answerRefusal(state: RefusalState, text: string, env: StepEnv): Promise<StepOutput> | StepOutput {
  const folded = fold(text);
  if (folded === 'cancelar' || isNo(text)) return { state: null, text: LOJA.nadaArquivado };
  const codigo = /\b([0-9a-f]{8})\b/.exec(folded)?.[1];
  if (codigo) return refuse(codigo, env);
  return { state, text: LOJA.qualCodigoRecusa(state.codigos) };
}

export async function shopStep(state: GuidedState | null, text: string, env: StepEnv): Promise<StepOutput> {
  const command = parseShopCommand(text);
  if (command?.kind === 'oferta') return startOffer(command.draft, command.precoInvalido, env);
  if (command?.kind === 'oferta_sem_codigo') return offerWithoutCode(command.resto, env);
  // Mid-offer, "tenho ..." is an answer ("tenho entrega amanhã"), not a new offer.
  if (command?.kind === 'tenho' && state?.fluxo !== 'oferta') {
    return haveIt(command.codigo, command.valorCentavos, env);
  }
  if (command?.kind === 'nao_tenho')
    return command.codigo ? refuse(command.codigo, env) : refuseWithoutCode(env);
  if (state?.fluxo === 'oferta') return answerOffer(state, text, env);
  if (state?.fluxo === 'recusa') return answerRefusal(state, text, env);
  return help(env);
}
