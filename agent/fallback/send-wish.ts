import { chooseCategory } from './category-step.ts';
import { forCustomer } from './customer-replies.ts';
import { CLIENTE } from './messages.ts';
import { type WishState, wishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';
import { loadUnderstanding } from './understanding.ts';

// The confirmed summary becomes a wish through criar_desejo, like the model's: the same checks, the
// same matching, and the customer told honestly how many shops received it. A refused field is asked
// again; everything else collected is kept.

export async function sendWish(state: WishState, env: StepEnv): Promise<StepOutput> {
  const d = state.dados;
  const u = await loadUnderstanding(env.session.ctx.db);
  if (!d.categoria) return chooseCategory(d, env, u);
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
    const next = await chooseCategory({ ...d, categoria: undefined, subcategoria: undefined }, env, u);
    return { ...next, text: `${erro}\n\n${next.text}`, keep: true };
  }
  return { state, text: `${erro}\n\n${CLIENTE.simOuNao}`, keep: true };
}
