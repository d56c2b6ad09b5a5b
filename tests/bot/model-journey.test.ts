import { createHmac, randomUUID } from 'node:crypto';
import nock from 'nock';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptModel } from '#agent/model-test-support.ts';
import type { BotTestRuntime } from '#bot/test-support.ts';
import { shortCode } from '#domain/ofertas/dashboard-schemas.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
import { associatePlan } from '#tests/factories/dashboard.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop } from '#tests/factories/wishes.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';
import { type BotTestApp, startBotTestApp } from './bot-test-app.ts';

// The whole WhatsApp journey with a scripted model, faked only at the HTTP boundaries (the
// OpenAI-compatible API and the Graph API): a customer's wish classified and saved by the agent's
// tools, the matching shop notified with novo_desejo, the shop's free-text reply recorded as an
// offer, and the customer told with oferta_recebida. Webhooks arrive signed, as Meta sends them.

const APP_SECRET = 'segredo-do-app-meta';
const GRAPH = 'https://graph.test';
const PHONE_NUMBER_ID = '998877';
const MESSAGES_PATH = `/v21.0/${PHONE_NUMBER_ID}/messages`;

let bot: BotTestRuntime;
let app: BotTestApp['app'];
const sent: { to: string; type: string; body: Record<string, unknown> }[] = [];

beforeAll(async () => {
  ({ bot, app } = await startBotTestApp({
    OPENAI_BASE_URL: 'http://llm.test/v1',
    OPENAI_API_KEY: 'sk-teste',
    WHATSAPP_TRANSPORT: 'cloud',
    WHATSAPP_GRAPH_URL: `${GRAPH}/v21.0`,
    WHATSAPP_APP_SECRET: APP_SECRET,
  }));
  await saveWhatsappSettings(
    db,
    bot.env,
    { accessToken: 'EAAG-token-da-jornada', phoneNumberId: PHONE_NUMBER_ID },
    'teste',
  );
  await db.botConfig.update({
    where: { config_key: 'ai_settings' },
    data: { config_value: { model: 'openai/gpt-4.1', temperature: 0.2, max_tokens: 800 } },
  });
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  nock(GRAPH)
    .persist()
    .post(MESSAGES_PATH, (body: Record<string, unknown>) => {
      sent.push({ to: String(body.to), type: String(body.type), body });
      return true;
    })
    .reply(200, () => ({
      messaging_product: 'whatsapp',
      messages: [{ id: `wamid.${randomUUID()}` }],
    }));
});

afterAll(async () => {
  nock.cleanAll();
  nock.enableNetConnect();
  await db.botConfig.update({
    where: { config_key: 'ai_settings' },
    data: { config_value: { model: 'google/gemini-2.5-flash', temperature: 0.7, max_tokens: 1000 } },
  });
  await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, 'teste');
  await bot.close();
});

function webhookBody(from: string, name: string, text: string) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '5511900000000', phone_number_id: PHONE_NUMBER_ID },
              contacts: [{ profile: { name }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.${randomUUID()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

function postWebhook(raw: string, secret = APP_SECRET) {
  const signature = `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  return request(app)
    .post('/api/whatsapp/webhook')
    .set('Content-Type', 'application/json')
    .set('X-Hub-Signature-256', signature)
    .send(raw);
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (let i = 0; i < 300; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`esperando: ${what}`);
}

describe('WhatsApp journey with the model', () => {
  it('wish → novo_desejo → offer from free text → oferta_recebida, with every tool call stored', async () => {
    const categoria = await categoryWithSubs(1);
    const subcategoria = await db.subcategoria.findUniqueOrThrow({
      where: { id: categoria.subs[0]! },
      select: { nome: true },
    });
    const shop = await createShop({
      cidade: 'Curitiba',
      estado: 'PR',
      categorias: [categoria.id],
      nomeLoja: `Loja Jornada ${randomUUID().slice(0, 4)}`,
    });
    const plan = associatePlan();
    await db.lojista.update({
      where: { id: shop.id },
      data: { plano: { create: { ...plan, ativo: true, limite_diario: 5 } } },
    });
    const customer = randomMobile();
    const categoriaNome = toDisplayCategoryName(categoria.nome);

    // The customer's turn: classify, save, answer.
    const customerModel = scriptModel([
      { toolCalls: [{ name: 'listar_categorias', args: {} }] },
      {
        toolCalls: [
          {
            name: 'criar_desejo',
            args: {
              produto_desejado: 'Furadeira de impacto 650W',
              cidade: 'Curitiba',
              estado: 'PR',
              categoria: categoriaNome,
              subcategoria: subcategoria.nome,
              marca: 'Bosch',
            },
          },
        ],
      },
      { text: 'Pronto! Seu desejo foi enviado para 1 loja de Curitiba.' },
    ]);
    const first = await postWebhook(
      webhookBody(customer, 'Ana Cliente', 'Quero uma furadeira Bosch de 650W em Curitiba PR, pode enviar'),
    );
    expect(first.status).toBe(200);

    const desejo = await until('o desejo criado pela ferramenta', () =>
      db.desejo
        .findFirst({
          where: { whatsapp_cliente: customer },
          select: { id: true, categoria_id: true, origem: true },
        })
        .then((d) => d ?? undefined),
    );
    expect(desejo.categoria_id).toBe(categoria.id);
    expect(desejo.origem).toBe('whatsapp');
    const codigo = shortCode(desejo.id);

    const toShop = await until('novo_desejo na loja', () => sent.find((m) => m.to === shop.whatsapp_loja));
    // The shop never wrote to us: outside the 24-hour window only the template may go.
    expect(toShop.type).toBe('template');
    expect(JSON.stringify(toShop.body)).toContain('novo_desejo');
    await until('resposta ao cliente', () =>
      sent.find((m) => (m.to === customer && m.type === 'text' ? m : undefined)),
    );
    expect(customerModel.done()).toBe(true);

    // The shop answers in free text; the model records the offer.
    const shopModel = scriptModel([
      {
        toolCalls: [
          {
            name: 'registrar_oferta',
            args: {
              codigo_desejo: codigo,
              valor: 1200,
              condicoes_pagamento: '10x sem juros',
              prazo_entrega: 'amanhã',
              validade: '3 dias',
            },
          },
        ],
      },
      { text: 'Oferta enviada! O cliente recebe com o link do seu WhatsApp.' },
    ]);
    expect(
      (
        await postWebhook(
          webhookBody(shop.whatsapp_loja, 'Loja', `tenho, R$ 1.200, entrego amanhã, 10x sem juros`),
        )
      ).status,
    ).toBe(200);

    const offerToCustomer = await until('oferta_recebida no cliente', () =>
      sent.find((m) => m.to === customer && JSON.stringify(m.body).includes('R$ 1.200,00')),
    );
    // The customer wrote minutes ago: inside the window the offer goes as free text.
    expect(offerToCustomer.type).toBe('text');
    expect(shopModel.done()).toBe(true);
    // The offer leaves from inside the shop's turn, before the turn stores its own reply.
    await until('resposta à loja', () =>
      sent.find((m) => (m.to === shop.whatsapp_loja && m.type === 'text' ? m : undefined)),
    );

    const oferta = await db.oferta.findFirstOrThrow({
      where: { id_desejo: desejo.id, lojista_id: shop.id },
      select: { valor: true, origem: true },
    });
    expect(oferta.valor.toFixed(2)).toBe('1200.00');
    expect(oferta.origem).toBe('whatsapp');

    // The stored threads show each tool call with its arguments and result.
    const replies = await db.whatsappMessage.findMany({
      where: {
        direction: 'outbound',
        conversation: { phone_number: { in: [customer, shop.whatsapp_loja] } },
      },
      select: { tool_calls: true, metadata: true },
    });
    const calls = replies.flatMap((r) => (Array.isArray(r.tool_calls) ? r.tool_calls : [])) as {
      name: string;
      arguments: Record<string, unknown>;
      result: { ok: boolean };
    }[];
    expect(calls.map((c) => c.name)).toEqual(
      expect.arrayContaining(['listar_categorias', 'criar_desejo', 'registrar_oferta']),
    );
    expect(calls.find((c) => c.name === 'criar_desejo')?.arguments.cidade).toBe('Curitiba');
    expect(calls.every((c) => c.result.ok)).toBe(true);
    expect(replies.some((r) => (r.metadata as { ai_model?: string }).ai_model === 'openai/gpt-4.1')).toBe(
      true,
    );
  });

  it('refuses a webhook with a bad signature and stores nothing', async () => {
    const phone = randomMobile();
    const res = await postWebhook(webhookBody(phone, 'Intruso', 'oi'), 'outro-segredo');
    expect(res.status).toBe(401);
    expect(await db.whatsappConversation.count({ where: { phone_number: phone } })).toBe(0);
  });
});
