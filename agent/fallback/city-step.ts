import { normalizeText } from '#domain/text.ts';
import { findCitiesByName } from './cities-data.ts';
import { CLIENTE } from './messages.ts';
import { parseCityInput } from './parse.ts';
import { type WishData, type WishState, wishState } from './state.ts';
import type { StepEnv, StepOutput } from './step.ts';

// "Campinas SP" → an active city of the reference tables. One active match is the answer; the
// same name served in several states asks for the UF; a real city not served yet is said so.
// criar_desejo checks the city again, so this only spares the customer a late surprise.

export async function resolveCity(
  dados: WishData,
  text: string,
  env: StepEnv,
  asking: WishState | null,
  advance: (dados: WishData, env: StepEnv) => Promise<StepOutput>,
): Promise<StepOutput> {
  const keep = asking ?? wishState(dados, { etapa: 'cidade' }, env.now);
  const typed = parseCityInput(text);
  if (!typed) return { state: keep, text: CLIENTE.cidadeInvalida };
  const found = await findCitiesByName(env.session.ctx.db, normalizeText(typed.cidade));
  const inUf = typed.uf ? found.filter((c) => c.uf === typed.uf) : found;
  const served = inUf.filter((c) => c.ativa);
  const [only] = served;
  if (only && served.length === 1) {
    return advance({ ...dados, cidade: only.nome, uf: only.uf }, env);
  }
  if (served.length > 1) {
    const cidades = served.map((c) => ({ nome: c.nome, uf: c.uf }));
    return {
      state: wishState(dados, { etapa: 'uf', cidades }, env.now),
      text: CLIENTE.qualUf(
        served[0]!.nome,
        cidades.map((c) => c.uf),
      ),
    };
  }
  const [known] = inUf;
  if (known)
    return {
      state: wishState(dados, { etapa: 'cidade' }, env.now),
      text: CLIENTE.cidadeNaoAtendida(`${known.nome}/${known.uf}`),
    };
  const label = typed.uf ? `${typed.cidade}/${typed.uf}` : typed.cidade;
  return { state: wishState(dados, { etapa: 'cidade' }, env.now), text: CLIENTE.cidadeNaoEncontrada(label) };
}
