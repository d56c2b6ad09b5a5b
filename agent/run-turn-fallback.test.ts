import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { metrics } from '#platform/metrics/metrics.ts';
import { db } from '#prisma/client.ts';
import { readCategoryTree } from '#tools/categories.ts';
import type { Party } from '#tools/party.ts';
import { clienteParty, restoreBotConfig, setBotConfig, toolContext } from './agent-test-support.ts';
import { FAKE_MODEL_BASE_URL, scriptModel } from './model-test-support.ts';
import { type AgentEnv, runTurn } from './run-turn.ts';
import type { AgentTurnInput } from './types.ts';

// When the model cannot answer, the guided fallback does, and the stored reply says why. What the
// fallback says is agent/fallback's business; here: that it is reached, with the right reason,
// and that what the model already did in the turn is kept.

const env: AgentEnv = {
  OPENAI_BASE_URL: FAKE_MODEL_BASE_URL,
  OPENAI_API_KEY: 'sk-teste',
  AI_TIMEOUT_MS: 10_000,
};

function turn(party: Party, incoming: string[]): AgentTurnInput {
  return { party, history: [], incoming, state: null, now: new Date() };
}

beforeAll(async () => {
  nock.disableNetConnect();
  await setBotConfig('ai_settings', { model: 'openai/gpt-4.1', temperature: 0.3, max_tokens: 600 });
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await restoreBotConfig();
});

describe('runTurn falls back to the guided questionnaire', () => {
  it("when the model takes longer than AI_TIMEOUT_MS: 'tempo_esgotado'", async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const model = scriptModel([{ hang: true }]);

    const reply = await runTurn(turn(party, ['Oi, quero uma geladeira']), ctx, {
      env: { ...env, AI_TIMEOUT_MS: 300 },
    });

    expect(model.bodies).toHaveLength(1);
    expect(reply.metadata).toMatchObject({ fallback: true, fallback_reason: 'tempo_esgotado' });
    expect(reply.metadata.ai_model).toBeUndefined();
    expect(reply.text).not.toBe('');
    const text = await metrics.render();
    expect(text).toMatch(/model_errors_total\{reason="tempo_esgotado"\} [1-9]/);
    expect(text).toMatch(/model_request_duration_seconds_count\{outcome="tempo_esgotado"\} [1-9]/);
    expect(text).toMatch(/agent_fallback_turns_total\{reason="tempo_esgotado"\} [1-9]/);
  });

  it("when the endpoint answers 500: 'erro_modelo', keeping the tool calls already made", async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const model = scriptModel([
      { toolCalls: [{ name: 'listar_categorias', args: { busca: 'geladeira' } }] },
      { status: 500 },
    ]);

    const reply = await runTurn(turn(party, ['Quero uma geladeira']), ctx, { env });

    expect(model.done()).toBe(true);
    expect(reply.metadata).toMatchObject({ fallback: true, fallback_reason: 'erro_modelo' });
    expect(await metrics.render()).toMatch(/model_errors_total\{reason="erro_modelo"\} [1-9]/);
    expect(reply.toolCalls[0]).toMatchObject({
      name: 'listar_categorias',
      arguments: { busca: 'geladeira' },
    });
    expect(reply.text).not.toBe('');
  });

  it('after the model created the wish, the reply reports it and nothing asks for it again', async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const [categoria] = await readCategoryTree(db);
    scriptModel([
      {
        toolCalls: [
          {
            name: 'criar_desejo',
            args: {
              produto_desejado: 'Furadeira',
              cidade: 'São Paulo',
              estado: 'SP',
              categoria: categoria!.nome,
            },
          },
        ],
      },
      { status: 503 },
    ]);

    const reply = await runTurn(turn(party, ['sim, pode enviar']), ctx, { env });

    const wishes = await db.desejo.findMany({ where: { whatsapp_cliente: party.phone } });
    expect(wishes).toHaveLength(1);
    expect(reply.metadata).toMatchObject({ fallback: true, fallback_reason: 'erro_modelo' });
    expect(reply.toolCalls.map((c) => c.name)).toEqual(['criar_desejo']);
    expect(reply.text).toContain(wishes[0]!.id.slice(0, 8));
    expect(reply.state).toBeNull();
  });

  it("when no model is configured, without calling any endpoint: 'sem_modelo'", async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    await setBotConfig('ai_settings', { model: '', temperature: 0.3, max_tokens: 600 });
    try {
      const reply = await runTurn(turn(party, ['Oi']), ctx, { env });
      expect(reply.metadata).toMatchObject({ fallback: true, fallback_reason: 'sem_modelo' });
      expect(reply.text).not.toBe('');
    } finally {
      await setBotConfig('ai_settings', { model: 'openai/gpt-4.1', temperature: 0.3, max_tokens: 600 });
    }
  });

  it("when OPENAI_API_KEY is not set: 'sem_modelo'", async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const reply = await runTurn(turn(party, ['Oi']), ctx, { env: { ...env, OPENAI_API_KEY: undefined } });
    expect(reply.metadata).toMatchObject({ fallback: true, fallback_reason: 'sem_modelo' });
  });
});
