import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveAgentConfig, saveBotFunction } from '#bot/settings/bot-settings-service.ts';
import { botConfigCache } from '#prisma/bot-config-cache.ts';
import { db } from '#prisma/client.ts';
import { countQueries } from '#tests/factories/query-count.ts';
import { DEFAULT_BOT_FUNCTIONS } from '#tools/bot-functions.ts';
import type { Party } from '#tools/party.ts';
import { clienteParty, restoreBotConfig, setBotConfig, toolContext } from './agent-test-support.ts';
import { FAKE_MODEL_BASE_URL, scriptModel } from './model-test-support.ts';
import { type AgentEnv, runTurn } from './run-turn.ts';

// A turn's configuration comes from the process's bot_config cache: a turn and its tool calls read
// bot_config once at most (the next turns not at all), and a save in /gestao still applies to the
// very next turn, although the turn before had the old values cached.

const env: AgentEnv = {
  OPENAI_BASE_URL: FAKE_MODEL_BASE_URL,
  OPENAI_API_KEY: 'sk-teste',
  AI_TIMEOUT_MS: 10_000,
};
const turn = (party: Party, text: string) => ({
  party,
  history: [],
  incoming: [text],
  state: null,
  now: new Date(),
});
const categorias = (busca: string) => ({ name: 'listar_categorias', args: { busca } });
let queries: ReturnType<typeof countQueries> | undefined;

beforeAll(async () => {
  nock.disableNetConnect();
  // Every key the saves below write, so restoreBotConfig puts them all back.
  await setBotConfig('ai_settings', { model: 'openai/gpt-4.1', temperature: 0.3, max_tokens: 600 });
  await setBotConfig('system_prompt', { prompt: 'Prompt antigo.' });
  await setBotConfig('system_prompt_lojista', { prompt: 'Prompt antigo da loja.' });
  await setBotConfig('message_history_limit', { limit: 50 });
  await setBotConfig(
    'bot_functions',
    DEFAULT_BOT_FUNCTIONS.map((f) => ({ ...f })),
  );
});
afterEach(() => {
  queries?.restore();
  nock.cleanAll();
});
afterAll(async () => {
  nock.enableNetConnect();
  await restoreBotConfig();
});

describe('the configuration of a turn', () => {
  it('is read from bot_config once for a turn with three tool calls, and not again for the next turn', async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    botConfigCache.invalidate();
    queries = countQueries(/bot_config/);

    scriptModel([
      { toolCalls: [categorias('geladeira'), categorias('fogão')] },
      { toolCalls: [categorias('televisão')] },
      { text: 'Qual desses você procura?' },
    ]);
    const first = await runTurn(turn(party, 'Quero um eletrodoméstico'), ctx, { env });
    expect(first.metadata.fallback).toBeUndefined();
    expect(first.toolCalls.map((c) => c.name)).toEqual(Array(3).fill('listar_categorias'));
    expect(queries.count()).toBe(1);

    scriptModel([{ toolCalls: [categorias('geladeira')] }, { text: 'Certo!' }]);
    const second = await runTurn(turn(party, 'Uma geladeira'), ctx, { env });
    expect(second.toolCalls).toHaveLength(1);
    expect(queries.count()).toBe(1);
  });

  it('follows a save in /gestao on the very next turn, though the turn before cached the old values', async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const before = scriptModel([{ text: 'Oi!' }]);
    await runTurn(turn(party, 'Oi'), ctx, { env });
    expect(before.bodies[0]!.model).toBe('openai/gpt-4.1');
    expect(before.bodies[0]!.tools!.map((t) => t.function.name)).toContain('listar_ofertas');

    await saveAgentConfig({
      db,
      values: {
        system_prompt: 'Prompt salvo agora.',
        system_prompt_lojista: 'Prompt antigo da loja.',
        model: 'google/gemini-2.5-pro',
        temperature: 0.2,
        max_tokens: 700,
        message_history_limit: 20,
      },
      updatedBy: 'admin@exemplo.com.br',
    });
    const listarOfertas = DEFAULT_BOT_FUNCTIONS.find((f) => f.name === 'listar_ofertas')!;
    await saveBotFunction({
      db,
      name: 'listar_ofertas',
      input: { description: listarOfertas.description, parameters: listarOfertas.parameters, active: false },
      updatedBy: 'admin@exemplo.com.br',
    });

    const after = scriptModel([{ text: 'Olá de novo!' }]);
    const reply = await runTurn(turn(party, 'Oi de novo'), ctx, { env });
    expect(reply.metadata.ai_model).toBe('google/gemini-2.5-pro');
    const body = after.bodies[0]!;
    expect(body.model).toBe('google/gemini-2.5-pro');
    expect(body.temperature).toBe(0.2);
    expect(body.max_tokens ?? body.max_completion_tokens).toBe(700);
    expect(String(body.messages[0]!.content)).toContain('Prompt salvo agora.');
    expect(body.tools!.map((t) => t.function.name)).not.toContain('listar_ofertas');
  });
});
