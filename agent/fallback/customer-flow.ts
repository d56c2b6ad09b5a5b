import { answerCategory, askCategory } from './category-step.ts';
import { resolveCity } from './city-step.ts';
import { customerCommand, forCustomer } from './customer-commands.ts';
import { CLIENTE } from './messages.ts';
import {
  isGreeting,
  isNo,
  isSkip,
  isYes,
  parseChoice,
  parseCustomerCommand,
  parseExtras,
  parseUf,
  productFromIntent,
} from './parse.ts';
import { answerErasure, askErasure, showMyData } from './privacy-commands.ts';
import { type GuidedState, type WishData, type WishState, wishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';

// The customer's questionnaire: product → city/UF → optional extras → category → summary →
// criar_desejo. A bad answer keeps everything collected and asks again; commands (ofertas, já
// comprei, recomeçar) work at any step.

/** The next question for what is still missing; the summary when nothing is. */
export async function advance(dados: WishData, env: StepEnv): Promise<StepOutput> {
  const at = (step: Parameters<typeof wishState>[1], text: string): StepOutput => ({
    state: wishState(dados, step, env.now),
    text,
  });
  if (!dados.produto) return at({ etapa: 'produto' }, CLIENTE.perguntaProduto);
  if (!dados.cidade) return at({ etapa: 'cidade' }, CLIENTE.perguntaCidade(dados.produto));
  if (!dados.extras) return at({ etapa: 'extras' }, CLIENTE.perguntaExtras(`${dados.cidade}/${dados.uf}`));
  if (!dados.categoria) return askCategory(dados, env);
  return at({ etapa: 'confirmar' }, CLIENTE.resumo(dados));
}

function withProduct(dados: WishData, text: string, state: WishState): StepOutput | WishData {
  const produto = (productFromIntent(text) ?? text).trim();
  if (produto.length < 2) return { state, text: CLIENTE.produtoCurto };
  if (produto.length > 200) return { state, text: CLIENTE.produtoLongo };
  return { ...dados, produto };
}

async function start(text: string, env: StepEnv): Promise<StepOutput> {
  const nome = env.input.party.contactName?.trim().split(/\s+/)[0] ?? null;
  const welcome: StepOutput = {
    state: wishState({}, { etapa: 'produto' }, env.now),
    text: CLIENTE.boasVindas(nome),
  };
  if (isGreeting(text)) return welcome;
  // A first message that names a product is the product; after an earlier conversation a loose
  // text may answer a question the model asked, so only a clear "quero ..." counts then.
  const produto = productFromIntent(text) ?? (env.input.history.length === 0 ? text.trim() : null);
  if (!produto || produto.length < 2 || produto.length > 200) return welcome;
  return advance({ produto }, env);
}

async function sendWish(state: WishState, env: StepEnv): Promise<StepOutput> {
  const d = state.dados;
  if (!d.categoria) return askCategory(d, env);
  const result = await env.session.call('criar_desejo', {
    produto_desejado: d.produto,
    cidade: d.cidade,
    estado: d.uf,
    categoria: d.categoria,
    ...(d.subcategoria ? { subcategoria: d.subcategoria } : {}),
    ...(d.marca ? { marca: d.marca } : {}),
    ...(d.caracteristicas ? { caracteristicas: d.caracteristicas } : {}),
    ...(d.link ? { link_produto: d.link } : {}),
  });
  if (result.ok) {
    const created = result.data as { codigo: string; lojas_notificadas: number; cidade: string };
    return {
      state: null,
      text: CLIENTE.enviado(created.lojas_notificadas, created.codigo, created.cidade),
      keep: true,
    };
  }
  // The tool refused: the field it names is asked again, everything else is kept.
  const erro = CLIENTE.erroEnvio(forCustomer(result.error));
  const fields = Object.keys(result.fields ?? {});
  if (fields.includes('cidade') || fields.includes('estado')) {
    return {
      state: wishState({ ...d, cidade: undefined, uf: undefined }, { etapa: 'cidade' }, env.now),
      text: `${erro}\n\n${CLIENTE.perguntaCidadeDeNovo}`,
      keep: true,
    };
  }
  if (fields.some((f) => f.startsWith('categoria') || f.startsWith('subcategoria'))) {
    const next = await askCategory({ ...d, categoria: undefined, subcategoria: undefined }, env);
    return { ...next, text: `${erro}\n\n${next.text}`, keep: true };
  }
  return { state, text: `${erro}\n\n${CLIENTE.simOuNao}`, keep: true };
}

const ALTERAR: Record<number, (d: WishData) => WishData> = {
  1: (d) => ({ ...d, produto: undefined, categoria: undefined, subcategoria: undefined }),
  2: (d) => ({ ...d, cidade: undefined, uf: undefined }),
  3: (d) => ({ ...d, extras: false, marca: undefined, caracteristicas: undefined, link: undefined }),
  4: (d) => ({ ...d, categoria: undefined, subcategoria: undefined }),
};

async function answer(state: WishState, text: string, env: StepEnv): Promise<StepOutput> {
  const { dados } = state;
  switch (state.etapa) {
    case 'produto': {
      const next = withProduct(dados, text, state);
      return 'state' in next ? next : advance(next, env);
    }
    case 'cidade':
      return resolveCity(dados, text, env, null, advance);
    case 'uf': {
      const uf = parseUf(text);
      const cidade = state.cidades.find((c) => c.uf === uf);
      if (cidade) return advance({ ...dados, cidade: cidade.nome, uf: cidade.uf }, env);
      // Not one of the UFs offered: maybe another city altogether.
      return resolveCity(dados, text, env, state, advance);
    }
    case 'extras': {
      if (isSkip(text)) return advance({ ...dados, extras: true }, env);
      if (text.length > 1000) return { state, text: CLIENTE.extrasLongos };
      return advance({ ...dados, ...parseExtras(text), extras: true }, env);
    }
    case 'categoria':
    case 'todas':
    case 'subcategoria':
      return answerCategory(state, text, env);
    case 'confirmar':
      if (isYes(text)) return sendWish(state, env);
      if (isNo(text))
        return { state: wishState(dados, { etapa: 'alterar' }, env.now), text: CLIENTE.perguntaAlterar };
      return { state, text: `${CLIENTE.simOuNao}\n\n${CLIENTE.resumo(dados)}` };
    case 'alterar': {
      const n = parseChoice(text, 4);
      const change = n ? ALTERAR[n] : undefined;
      if (!change) {
        if (isYes(text)) return sendWish(wishState(dados, { etapa: 'confirmar' }, env.now), env);
        return { state, text: CLIENTE.perguntaAlterar };
      }
      return advance(change(dados), env);
    }
  }
}

export async function customerStep(
  state: GuidedState | null,
  text: string,
  env: StepEnv,
): Promise<StepOutput> {
  if (state?.fluxo === 'apagar') return answerErasure(state, text, env);
  const current = state && (state.fluxo === 'desejo' || state.fluxo === 'fechar') ? state : null;
  if (current?.fluxo === 'fechar') return customerCommand(null, current, text, env);
  const command = parseCustomerCommand(text);
  // LGPD, at any step: what we keep, and its erasure after a yes.
  if (command?.kind === 'meus_dados') return showMyData(current, env);
  if (command?.kind === 'apagar_dados') return askErasure(current, env);
  if (command) return customerCommand(command, current, text, env);
  if (!current) return start(text, env);
  return answer(current, text, env);
}
