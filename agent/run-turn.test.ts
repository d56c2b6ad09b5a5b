import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { DEFAULT_BOT_FUNCTIONS, toolNames } from '#tools/bot-functions.ts';
import { readCategoryTree } from '#tools/categories.ts';
import type { Party } from '#tools/party.ts';
import { clienteParty, restoreBotConfig, setBotConfig, toolContext } from './agent-test-support.ts';
import { FAKE_MODEL_BASE_URL, scriptModel } from './model-test-support.ts';
import { type AgentEnv, runTurn } from './run-turn.ts';
import type { AgentTurnInput, HistoryMessage } from './types.ts';

// The agent against a scripted OpenAI-compatible endpoint (nock at the HTTP boundary), with the
// real tools and services on the worker's database.

const env: AgentEnv = {
  OPENAI_BASE_URL: FAKE_MODEL_BASE_URL,
  OPENAI_API_KEY: 'sk-teste',
  AI_TIMEOUT_MS: 10_000,
};
const PROMPT = 'Você é o assistente de testes do marketplace.';

function turn(party: Party, incoming: string[], history: HistoryMessage[] = []): AgentTurnInput {
  return { party, history, incoming, state: null, now: new Date() };
}

beforeAll(async () => {
  nock.disableNetConnect();
  await setBotConfig('ai_settings', { model: 'openai/gpt-4.1', temperature: 0.3, max_tokens: 600 });
  await setBotConfig('system_prompt', { prompt: PROMPT });
});
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await restoreBotConfig();
});

describe('runTurn with a model', () => {
  it('classifies with listar_categorias, creates the wish and answers; every call is recorded', async () => {
    const tree = await readCategoryTree(db);
    const categoria = tree.find((c) => c.subcategorias.length > 0)!;
    const sub = categoria.subcategorias[0]!.nome;
    const party = await clienteParty('Joana Prado');
    const { ctx } = toolContext(party);

    const model = scriptModel([
      { toolCalls: [{ name: 'listar_categorias', args: { busca: sub } }] },
      {
        toolCalls: [
          {
            name: 'criar_desejo',
            args: {
              produto_desejado: 'Produto de teste do agente',
              cidade: 'São Paulo',
              estado: 'SP',
              categoria: categoria.nome,
              subcategoria: sub,
            },
          },
        ],
      },
      { text: 'Pronto, Joana! Seu desejo foi registrado.' },
    ]);

    const reply = await runTurn(turn(party, ['Quero um produto de teste', 'em São Paulo, SP']), ctx, { env });

    expect(model.done()).toBe(true);
    expect(reply.text).toBe('Pronto, Joana! Seu desejo foi registrado.');
    expect(reply.metadata.ai_model).toBe('openai/gpt-4.1');
    expect(reply.metadata.fallback).toBeUndefined();
    expect(typeof reply.metadata.duration_ms).toBe('number');
    expect(reply.state).toBeNull();

    const [first, second, third] = model.bodies;
    expect(first!.model).toBe('openai/gpt-4.1');
    expect(first!.temperature).toBe(0.3);
    expect(first!.max_tokens ?? first!.max_completion_tokens).toBe(600);
    expect(first!.stream).toBeFalsy();
    const system = first!.messages[0]!;
    expect(system.role).toBe('system');
    expect(system.content).toContain(PROMPT);
    expect(system.content).toContain('Joana Prado');
    expect(system.content).toContain(categoria.nome);
    expect(first!.messages.slice(1)).toEqual([
      { role: 'user', content: 'Quero um produto de teste\nem São Paulo, SP' },
    ]);
    expect(first!.tools!.map((t) => t.function.name).sort()).toEqual(toolNames('cliente').sort());
    const criar = first!.tools!.find((t) => t.function.name === 'criar_desejo')!.function;
    expect(criar.description).toBe(DEFAULT_BOT_FUNCTIONS.find((f) => f.name === 'criar_desejo')!.description);
    expect(
      (criar.parameters as { properties: { categoria: { enum: string[] } } }).properties.categoria.enum,
    ).toContain(categoria.nome);
    // The tool results travel back to the model as JSON.
    const listed = second!.messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(String(listed.content))).toMatchObject({ ok: true });
    expect(String(listed.content)).toContain(sub);
    expect(third!.messages.filter((m) => m.role === 'tool')).toHaveLength(2);

    expect(reply.toolCalls.map((c) => c.name)).toEqual(['listar_categorias', 'criar_desejo']);
    expect(reply.toolCalls[0]).toMatchObject({ arguments: { busca: sub } });
    expect(reply.toolCalls[1]).toMatchObject({
      arguments: { categoria: categoria.nome, subcategoria: sub, cidade: 'São Paulo' },
      result: { ok: true, data: { categoria: categoria.nome, subcategoria: sub } },
    });
    expect(reply.toolCalls.some((c) => c.error)).toBe(false);

    const wishes = await db.desejo.findMany({ where: { whatsapp_cliente: party.phone } });
    expect(wishes).toHaveLength(1);
    expect(wishes[0]).toMatchObject({
      produto_desejado: 'Produto de teste do agente',
      categoria_id: categoria.id,
    });
    expect(wishes[0]!.subcategoria).toBe(sub);
  });

  it('gives invalid arguments back to the model as a structured error, and stores the call', async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const model = scriptModel([
      { toolCalls: [{ name: 'criar_desejo', args: { produto_desejado: 'Bicicleta' } }] },
      { text: 'Em qual cidade você quer comprar?' },
    ]);

    const reply = await runTurn(turn(party, ['Quero uma bicicleta']), ctx, { env });

    expect(reply.text).toBe('Em qual cidade você quer comprar?');
    expect(reply.toolCalls).toHaveLength(1);
    expect(reply.toolCalls[0]).toMatchObject({ name: 'criar_desejo', error: true });
    const toolMessage = model.bodies[1]!.messages.find((m) => m.role === 'tool')!;
    expect(JSON.parse(String(toolMessage.content))).toMatchObject({
      ok: false,
      fields: { cidade: expect.any(String) },
    });
    expect(await db.desejo.count({ where: { whatsapp_cliente: party.phone } })).toBe(0);
  });

  it('a tool deactivated in bot_functions disappears from the next request', async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const before = scriptModel([{ text: 'Olá!' }]);
    await runTurn(turn(party, ['Oi']), ctx, { env });
    expect(before.bodies[0]!.tools!.map((t) => t.function.name)).toContain('listar_ofertas');

    await setBotConfig(
      'bot_functions',
      DEFAULT_BOT_FUNCTIONS.map((f) => ({ ...f, active: f.name !== 'listar_ofertas' })),
    );
    try {
      const after = scriptModel([{ text: 'Olá de novo!' }]);
      await runTurn(turn(party, ['Oi de novo']), ctx, { env });
      const names = after.bodies[0]!.tools!.map((t) => t.function.name);
      expect(names).not.toContain('listar_ofertas');
      expect(names).toContain('criar_desejo');
    } finally {
      await setBotConfig(
        'bot_functions',
        DEFAULT_BOT_FUNCTIONS.map((f) => ({ ...f })),
      );
    }
  });

  it("applies an admin's model change to the next request; a reasoning model gets no temperature", async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    await setBotConfig('ai_settings', { model: 'openai/gpt-5-mini', temperature: 0.9, max_tokens: 700 });
    try {
      const model = scriptModel([{ text: 'Oi!' }]);
      const reply = await runTurn(turn(party, ['Oi']), ctx, { env });
      expect(reply.metadata.ai_model).toBe('openai/gpt-5-mini');
      expect(model.bodies[0]!.model).toBe('openai/gpt-5-mini');
      expect(model.bodies[0]!.temperature).toBeUndefined();
      expect(model.bodies[0]!.max_tokens ?? model.bodies[0]!.max_completion_tokens).toBe(700);
    } finally {
      await setBotConfig('ai_settings', { model: 'openai/gpt-4.1', temperature: 0.3, max_tokens: 600 });
    }
  });

  it('sends at most message_history_limit earlier messages, the newest ones, in their roles', async () => {
    await setBotConfig('message_history_limit', { limit: 10 });
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const history: HistoryMessage[] = Array.from({ length: 14 }, (_, i) => ({
      direction: i % 2 === 0 ? 'inbound' : 'outbound',
      text: `mensagem ${i + 1}`,
      at: new Date(Date.now() - (14 - i) * 1000),
    }));
    const model = scriptModel([{ text: 'Certo.' }]);

    await runTurn(turn(party, ['e agora?'], history), ctx, { env });

    const messages = model.bodies[0]!.messages;
    expect(messages).toHaveLength(1 + 10 + 1);
    expect(messages.slice(1, 3)).toEqual([
      { role: 'user', content: 'mensagem 5' },
      { role: 'assistant', content: 'mensagem 6' },
    ]);
    expect(messages.at(-2)).toEqual({ role: 'assistant', content: 'mensagem 14' });
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'e agora?' });
  });

  it("uses the shop's prompt and tools in a shop's conversation", async () => {
    await setBotConfig('system_prompt_lojista', { prompt: 'Prompt da loja.' });
    const party: Party = {
      kind: 'lojista',
      conversationId: crypto.randomUUID(),
      phone: '5511900000000',
      contactName: null,
      lojistaId: crypto.randomUUID(),
      nomeLoja: 'Loja do Zé',
    };
    const { ctx } = toolContext(party);
    const model = scriptModel([{ text: 'Olá, Loja do Zé!' }]);

    const reply = await runTurn(turn(party, ['Bom dia']), ctx, { env });

    expect(reply.text).toBe('Olá, Loja do Zé!');
    const body = model.bodies[0]!;
    expect(body.messages[0]!.content).toContain('Prompt da loja.');
    expect(body.messages[0]!.content).toContain('Loja do Zé');
    expect(body.tools!.map((t) => t.function.name).sort()).toEqual(
      [
        'listar_oportunidades',
        'recusar_oportunidade',
        'registrar_oferta',
        'chamar_atendente_loja',
        'pausar_oportunidades',
        'meu_plano',
        'receber_mensagens_loja',
      ].sort(),
    );
  });
});

describe('runTurn: Meta opt-out in agent mode', () => {
  it('answers a clear "PARAR" by the rule, through receber_mensagens, without asking the model', async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const model = scriptModel([{ text: 'não deveria ser chamado' }]);

    const reply = await runTurn(turn(party, ['PARAR']), ctx, { env });

    expect(model.bodies).toHaveLength(0);
    expect(reply.toolCalls.map((c) => c.name)).toEqual(['receber_mensagens']);
    expect(reply.toolCalls[0]!.arguments).toEqual({ receber: false });
    expect(reply.text).toContain('VOLTAR');
    expect(reply.metadata).toMatchObject({ intent: 'parar_mensagens', regra: 'opt_out' });
    expect(reply.metadata.fallback).toBeUndefined();
    const row = await db.whatsappOptOut.findUniqueOrThrow({ where: { phone_number: party.phone } });
    expect(row.opted_out).toBe(true);
  });

  it('leaves "sair" inside a wish to the model', async () => {
    const party = await clienteParty();
    const { ctx } = toolContext(party);
    const model = scriptModel([{ text: 'Em qual cidade você quer comprar?' }]);
    const reply = await runTurn(turn(party, ['quero um tênis pra sair']), ctx, { env });
    expect(model.bodies).toHaveLength(1);
    expect(reply.text).toBe('Em qual cidade você quer comprar?');
    expect(await db.whatsappOptOut.findUnique({ where: { phone_number: party.phone } })).toBeNull();
  });
});
