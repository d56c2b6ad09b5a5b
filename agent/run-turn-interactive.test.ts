import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { optionsOf } from '#domain/whatsapp/interactive.ts';
import { clienteParty, restoreBotConfig, setBotConfig, toolContext } from './agent-test-support.ts';
import { FAKE_MODEL_BASE_URL, scriptModel } from './model-test-support.ts';
import { type AgentEnv, runTurn } from './run-turn.ts';

// A model's reply that ends with a yes/no or numbered options carries them as buttons or a list;
// the text the model wrote is sent unchanged wherever they cannot go.

const env: AgentEnv = {
  OPENAI_BASE_URL: FAKE_MODEL_BASE_URL,
  OPENAI_API_KEY: 'sk-teste',
  AI_TIMEOUT_MS: 10_000,
};

beforeAll(async () => {
  nock.disableNetConnect();
  await setBotConfig('ai_settings', { model: 'openai/gpt-4.1', temperature: 0.3, max_tokens: 600 });
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await restoreBotConfig();
});

async function modelSays(text: string) {
  const party = await clienteParty('Joana Prado');
  const { ctx } = toolContext(party);
  scriptModel([{ text }]);
  return runTurn(
    { party, history: [], incoming: ['quero uma geladeira'], state: null, now: new Date() },
    ctx,
    {
      env,
    },
  );
}

describe('runTurn with a model: buttons read from its reply', () => {
  it('a confirmation question gets Sim / Não, the text unchanged', async () => {
    const text = 'Resumo: *Geladeira frost free*, Campinas/SP.\n\nPosso enviar para as lojas?';
    const reply = await modelSays(text);
    expect(reply.text).toBe(text);
    expect(reply.interactive).toMatchObject({ type: 'button', body: text });
    expect(optionsOf(reply.interactive!).map((o) => o.id)).toEqual(['r:sim', 'r:não']);
  });

  it('numbered options get a list answering with the numbers; an open question gets nothing', async () => {
    const listed = await modelSays(
      'Qual categoria combina melhor?\n1. Eletrodomésticos › Geladeiras\n2. Eletroportáteis\n3. Casa e Decoração\n4. Outra',
    );
    expect(listed.interactive?.type).toBe('list');
    expect(optionsOf(listed.interactive!).map((o) => o.id)).toEqual(['r:1', 'r:2', 'r:3', 'r:4']);
    expect((await modelSays('Em qual cidade você quer comprar?')).interactive).toBeUndefined();
  });
});
