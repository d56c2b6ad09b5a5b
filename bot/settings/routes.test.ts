import { randomUUID } from 'node:crypto';
import nock from 'nock';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MODEL_BASE_URL, scriptModel } from '#agent/model-test-support.ts';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { grantRole } from '#api/auth/roles.ts';
import { TOOLS_MESSAGES } from '#domain/admin/tools-schemas.ts';
import { db } from '#prisma/client.ts';
import { type BotTestApp, startBotTestApp } from '#tests/bot/bot-test-app.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp, randomMobile, signedInUser } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';

// /api/admin/tools: who may use it, what an invalid tool schema does (nothing), and that a prompt
// saved here is the system message of the very next model request, without a restart.

const test = createTestApp();
let adminCookie: string;
let adminEmail: string;

const call = (app: Parameters<typeof request>[0], cookie: string) => ({
  get: (path: string) => request(app).get(path).set('Origin', testOrigin).set('Cookie', cookie),
  put: (path: string, body: object) =>
    request(app).put(path).set('Origin', testOrigin).set('Cookie', cookie).send(body),
});

const configRows = () =>
  db.botConfig.findMany({ orderBy: { config_key: 'asc' }, select: { config_key: true, config_value: true } });

beforeAll(async () => {
  ({ cookie: adminCookie, email: adminEmail } = await signedInAdmin(test.auth));
});

describe('access', () => {
  it('answers 403 to a lojista on every tools route', async () => {
    const shop = await signedInUser(test);
    await grantRole(db, shop.userId, 'lojista');
    const http = call(test.app, shop.cookie);
    const before = await configRows();
    for (const res of [
      await http.get('/api/admin/tools'),
      await http.get('/api/admin/tools/playground-shops'),
      await http.put('/api/admin/tools/agent', { system_prompt: 'x' }),
      await http.put('/api/admin/tools/functions/criar_desejo', { description: 'x' }),
      await http.put('/api/admin/tools/whatsapp', { accessToken: 'x', phoneNumberId: '1' }),
      await http.put('/api/admin/tools/templates', { novo_desejo: 'x', oferta_recebida: 'y' }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await configRows()).toEqual(before);
  });
});

describe('PUT /api/admin/tools/functions/:name', () => {
  const valid = (parameters: string) => ({ description: 'Salva o desejo.', parameters, active: true });

  it.each([
    ['{"type": "object", "properties": {', TOOLS_MESSAGES.jsonInvalido],
    ['[1, 2]', TOOLS_MESSAGES.jsonNaoObjeto],
    ['{"type": "string"}', TOOLS_MESSAGES.jsonNaoObjeto],
    ['{"type": "object", "properties": []}', TOOLS_MESSAGES.jsonSemPropriedades],
    ['{"type": "object"}', TOOLS_MESSAGES.jsonSemPropriedades],
  ])('refuses %s with a clear message and changes nothing', async (parameters, message) => {
    const before = await configRows();
    const res = await call(test.app, adminCookie).put(
      '/api/admin/tools/functions/criar_desejo',
      valid(parameters),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(message);
    expect(res.body.fields).toEqual({ parameters: message });
    expect(await configRows()).toEqual(before);
  });

  it('saves a valid schema, the description and the active flag, and shows them back', async () => {
    const http = call(test.app, adminCookie);
    const original = (await http.get('/api/admin/tools')).body.functions.find(
      (f: { name: string }) => f.name === 'listar_ofertas',
    );
    const parameters = JSON.stringify({ type: 'object', properties: { codigo_desejo: { type: 'string' } } });
    try {
      const res = await http.put('/api/admin/tools/functions/listar_ofertas', {
        description: 'Lista as ofertas.',
        parameters,
        active: false,
      });
      expect(res.status).toBe(200);
      const row = await db.botConfig.findUniqueOrThrow({ where: { config_key: 'bot_functions' } });
      expect(row.updated_by).toBe(adminEmail);
      const shown = (await http.get('/api/admin/tools')).body.functions;
      expect(shown.find((f: { name: string }) => f.name === 'listar_ofertas')).toMatchObject({
        description: 'Lista as ofertas.',
        parameters,
        active: false,
        tables_consulted: original.tables_consulted,
      });
    } finally {
      await http.put('/api/admin/tools/functions/listar_ofertas', {
        description: original.description,
        parameters: original.parameters,
        active: true,
      });
    }
  });

  it('answers 404 for a tool the code does not have', async () => {
    const res = await call(test.app, adminCookie).put(
      '/api/admin/tools/functions/apagar_tudo',
      valid('{"type":"object","properties":{}}'),
    );
    expect(res.status).toBe(404);
  });
});

describe('GET /api/admin/tools/playground-shops', () => {
  it('finds shops by name with the WhatsApp the playground writes from', async () => {
    const nomeLoja = `Loja Playground ${randomUUID().slice(0, 8)}`;
    const shop = await createShop({ nomeLoja });
    const res = await call(test.app, adminCookie).get(
      `/api/admin/tools/playground-shops?busca=${encodeURIComponent(nomeLoja.toLowerCase())}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.shops).toEqual([
      {
        id: shop.id,
        nome_loja: nomeLoja,
        whatsapp_loja: shop.whatsapp_loja,
        cidade: 'São Paulo',
        estado: 'SP',
      },
    ]);
  });
});

describe('PUT /api/admin/tools/whatsapp', () => {
  it("refuses incomplete credentials with 'Preencha todos os campos' and never answers the token", async () => {
    const http = call(test.app, adminCookie);
    const res = await http.put('/api/admin/tools/whatsapp', {
      accessToken: 'EAAG-segredo-1234',
      phoneNumberId: '',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Preencha todos os campos');
    const shown = await http.get('/api/admin/tools');
    expect(JSON.stringify(shown.body)).not.toContain('EAAG-segredo');
  });

  it('saves through saveWhatsappSettings: the page gets the token masked, a blank token keeps it', async () => {
    const http = call(test.app, adminCookie);
    try {
      const saved = await http.put('/api/admin/tools/whatsapp', {
        accessToken: 'EAAG-segredo-9876',
        phoneNumberId: '4455',
      });
      expect(saved.status).toBe(200);
      expect(saved.body.whatsapp).toEqual({
        accessTokenMasked: '••••••••9876',
        hasToken: true,
        phoneNumberId: '4455',
        configured: true,
      });
      const kept = await http.put('/api/admin/tools/whatsapp', { accessToken: '', phoneNumberId: '7788' });
      expect(kept.body.whatsapp).toMatchObject({ accessTokenMasked: '••••••••9876', phoneNumberId: '7788' });
      const row = await db.botConfig.findUniqueOrThrow({ where: { config_key: 'whatsapp_settings' } });
      expect(JSON.stringify(row.config_value)).not.toContain('EAAG-segredo');
      expect(row.updated_by).toBe(adminEmail);
      expect(JSON.stringify((await http.get('/api/admin/tools')).body)).not.toContain('EAAG-segredo');
    } finally {
      await db.botConfig.update({
        where: { config_key: 'whatsapp_settings' },
        data: { config_value: { access_token: '', phone_number_id: '' } },
      });
    }
  });
});

describe('PUT /api/admin/tools/agent', () => {
  let app: BotTestApp;
  let cookie: string;
  let saved: Awaited<ReturnType<typeof configRows>>;

  beforeAll(async () => {
    saved = await configRows();
    app = await startBotTestApp({
      OPENAI_BASE_URL: FAKE_MODEL_BASE_URL,
      OPENAI_API_KEY: 'sk-teste',
      WHATSAPP_TRANSPORT: 'simulator',
    });
    cookie = await app.adminCookie();
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });

  afterAll(async () => {
    nock.cleanAll();
    nock.enableNetConnect();
    for (const row of saved) {
      if (
        ['ai_settings', 'system_prompt', 'system_prompt_lojista', 'message_history_limit'].includes(
          row.config_key,
        )
      ) {
        await db.botConfig.update({
          where: { config_key: row.config_key },
          data: { config_value: row.config_value ?? {} },
        });
      }
    }
    await app.bot.close();
  });

  it('refuses values out of the ranges and keeps the stored ones', async () => {
    const before = await configRows();
    const res = await call(app.app, cookie).put('/api/admin/tools/agent', {
      system_prompt: 'Oi',
      system_prompt_lojista: 'Oi',
      model: 'openai/gpt-4.1',
      temperature: 1.5,
      max_tokens: 50,
      message_history_limit: 12,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      temperature: TOOLS_MESSAGES.temperatura,
      max_tokens: TOOLS_MESSAGES.maxTokens,
      message_history_limit: TOOLS_MESSAGES.memoria,
    });
    expect(await configRows()).toEqual(before);
  });

  it('is used by the next model request: the prompt, model, temperature and max tokens', async () => {
    const prompt = `Você é o assistente de teste ${randomUUID()}. Responda em uma frase.`;
    const http = call(app.app, cookie);
    const res = await http.put('/api/admin/tools/agent', {
      system_prompt: prompt,
      system_prompt_lojista: 'Fale com a loja.',
      model: 'openai/gpt-4.1',
      temperature: 0.3,
      max_tokens: 700,
      message_history_limit: 20,
    });
    expect(res.status).toBe(200);
    const row = await db.botConfig.findUniqueOrThrow({ where: { config_key: 'system_prompt' } });
    expect(row.updated_by).toBe((await http.get('/api/admin/me')).body.email);

    const model = scriptModel([{ text: 'Olá! Qual é o seu Desejo?' }]);
    const telefone = randomMobile();
    const posted = await request(app.app)
      .post('/api/admin/simulator/messages')
      .set('Origin', testOrigin)
      .set('Cookie', cookie)
      .send({ telefone, texto: 'Oi, quero uma geladeira', nome: 'Cliente Teste' });
    expect(posted.status).toBe(202);

    let reply: { text: string | null } | undefined;
    for (let i = 0; i < 200 && !reply; i++) {
      const thread = await http.get(`/api/admin/simulator/messages?telefone=${telefone}`);
      reply = thread.body.messages.find((m: { direction: string }) => m.direction === 'outbound');
      if (!reply) await new Promise((r) => setTimeout(r, 50));
    }
    expect(reply?.text).toBe('Olá! Qual é o seu Desejo?');
    expect(model.done()).toBe(true);
    const body = model.bodies[0]!;
    expect(body.model).toBe('openai/gpt-4.1');
    expect(body.temperature).toBe(0.3);
    expect(body.max_tokens ?? body.max_completion_tokens).toBe(700);
    expect(body.messages[0]?.role).toBe('system');
    expect(String(body.messages[0]?.content)).toContain(prompt);
  });
});
