import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { associatePlan } from '#tests/factories/dashboard.ts';
import { graphCredentialsForFile } from '#tests/factories/graph-credentials.ts';
import { receivedPhoto } from '#tests/factories/photos.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';
import { callTool } from '#tools/registry.ts';
import { customerParty, shopParty, toolContext } from '#tools/test-support.ts';
import { handleNotifyOffer, handleNotifyShop } from './notify-handlers.ts';

// A photo reaches WhatsApp with the notices, at the Graph API boundary (nock): the customer's photo
// with the shop's novo_desejo, the shop's photo with the customer's oferta_recebida. Inside the
// 24-hour window an image message with the notice as its caption (the shop's notice: its reply
// buttons with the photo as their image header); outside it the template with an image header. Both upload the bytes first (POST /{phone-number-id}/media) and name the id.

const graph = 'https://graph.test';
const phoneNumberId = '100200377';
const token = `EAAG-fotos-${Date.now()}`;
const logger = createLogger({ level: 'silent', pretty: false });
const ctx = { jobId: 'teste', attempt: 1, logger };
const { queue } = recordingQueue(logger);
const HOUR = 60 * 60_000;
let bot: BotTestRuntime;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fotos-avisos-'));
  bot = await startBotTestRuntime({
    env: {
      WHATSAPP_TRANSPORT: 'auto',
      WHATSAPP_GRAPH_URL: `${graph}/v21.0`,
      WHATSAPP_RATE_LIMIT: '1000',
      DATA_DIR: dataDir,
    },
  });
});
afterAll(async () => {
  await queue.close();
  await bot.close();
  await rm(dataDir, { recursive: true, force: true });
});
graphCredentialsForFile(() => bot, { accessToken: token, phoneNumberId });

/** The Graph API: uploads answer a media id, messages a wamid; what each received is kept. */
function graphApi(mediaId: string) {
  const uploads: string[] = [];
  const messages: Record<string, unknown>[] = [];
  const scope = nock(graph, { reqheaders: { authorization: `Bearer ${token}` } })
    .post(`/v21.0/${phoneNumberId}/media`, (body) => {
      // nock hands a binary multipart body over as hex.
      uploads.push(Buffer.from(String(body), 'hex').toString('latin1'));
      return true;
    })
    .reply(200, { id: mediaId })
    .post(`/v21.0/${phoneNumberId}/messages`, (body) => {
      messages.push(body as Record<string, unknown>);
      return true;
    })
    .reply(200, { messages: [{ id: `wamid.${mediaId}` }] });
  return { scope, uploads, messages };
}

/** A customer's wish made by criar_desejo after a photo, and the match of one shop. */
async function wishWithPhoto(shopWindow: 'aberta' | 'fechada') {
  const cat = await categoryWithSubs(3);
  const shop = await shopParty({ categorias: [cat.id], plan: associatePlan(0) });
  const lastInbound = new Date(Date.now() - (shopWindow === 'aberta' ? 1 : 30) * HOUR);
  await db.whatsappConversation.update({
    where: { id: shop.party.conversationId },
    data: { last_inbound_at: lastInbound },
  });
  const customer = await customerParty();
  await db.whatsappConversation.update({
    where: { id: customer.conversationId },
    data: { last_inbound_at: new Date() },
  });
  const photo = await receivedPhoto({
    env: bot.env,
    conversationId: customer.conversationId,
    at: new Date(Date.now() - 60_000),
    caption: 'quero um igual a este',
  });
  const created = await callTool(
    'criar_desejo',
    {
      produto_desejado: 'Luminária de piso',
      cidade: 'São Paulo',
      estado: 'SP',
      categoria: toDisplayCategoryName(cat.nome),
    },
    toolContext(customer, { queue, logger }),
  );
  if (!created.result.ok) throw new Error(created.result.error);
  const wish = created.result.data as { codigo: string; desejo_id: string };
  const match = await db.match.findUniqueOrThrow({
    where: { desejo_id_lojista_id: { desejo_id: wish.desejo_id, lojista_id: shop.shop.id } },
    select: { id: true },
  });
  return { shop, customer, wish, matchId: match.id, photo };
}

const outboundRow = (key: string) =>
  db.whatsappMessage.findUniqueOrThrow({
    where: { idempotency_key: key },
    select: { status: true, message_text: true, metadata: true },
  });

function expectPngUpload(body: string | undefined) {
  expect(body).toContain('name="messaging_product"');
  expect(body).toContain('whatsapp');
  expect(body).toContain('name="type"');
  expect(body).toContain('image/png');
  // The bytes themselves, read back from storage: the PNG signature.
  expect(body).toContain('\x89PNG');
}

describe('the shop’s novo_desejo with the customer’s photo', () => {
  it('inside the window: the notice’s reply buttons under the photo as their image header', async () => {
    const { matchId, photo } = await wishWithPhoto('aberta');
    const api = graphApi('midia-dentro');

    await handleNotifyShop({ matchId }, ctx);

    expect(api.scope.isDone()).toBe(true);
    expectPngUpload(api.uploads[0]);
    const row = await outboundRow(`novo-desejo:${matchId}`);
    expect(row.status).toBe('sent');
    expect(row.message_text).toContain('Luminária de piso');
    // Fazer oferta / Não tenho take an image header: one message, the photo on top.
    expect(api.messages[0]).toMatchObject({
      type: 'interactive',
      interactive: {
        type: 'button',
        header: { type: 'image', image: { id: 'midia-dentro' } },
        body: { text: row.message_text },
      },
      biz_opaque_callback_data: `novo-desejo:${matchId}`,
    });
    expect(row.metadata).toMatchObject({
      imagem: { key: photo.key, mime_type: 'image/png' },
      window: 'aberta',
    });
  });

  it('outside the window: novo_desejo_foto, the template with an image header', async () => {
    const { matchId } = await wishWithPhoto('fechada');
    const api = graphApi('midia-fora');

    await handleNotifyShop({ matchId }, ctx);

    expect(api.scope.isDone()).toBe(true);
    expectPngUpload(api.uploads[0]);
    const template = api.messages[0]?.template as { name: string; components: { type: string }[] };
    expect(api.messages[0]?.type).toBe('template');
    // The template registered with an image header (a plain one refuses the header, and back).
    expect(template.name).toBe('novo_desejo_foto');
    expect(template.components[0]).toEqual({
      type: 'header',
      parameters: [{ type: 'image', image: { id: 'midia-fora' } }],
    });
    expect(template.components.map((c) => c.type)).toContain('body');
    expect((await outboundRow(`novo-desejo:${matchId}`)).metadata).toMatchObject({ window: 'fechada' });
  });
});

describe('the customer’s oferta_recebida with the shop’s photo', () => {
  it('a photo the shop sent before its offer goes with the offer, as the caption’s image', async () => {
    const { shop, wish } = await wishWithPhoto('aberta');
    const shopPhoto = await receivedPhoto({
      env: bot.env,
      conversationId: shop.party.conversationId,
      at: new Date(Date.now() - 2 * 60_000),
    });
    const offered = await callTool(
      'registrar_oferta',
      {
        codigo_desejo: wish.codigo,
        valor: 349.9,
        condicoes_pagamento: 'Pix ou 3x sem juros',
        prazo_entrega: 'amanhã',
      },
      toolContext(shop.party, { queue, logger }),
    );
    if (!offered.result.ok) throw new Error(offered.result.error);
    const { oferta_id, com_foto } = offered.result.data as { oferta_id: string; com_foto: boolean };
    expect(com_foto).toBe(true);
    const api = graphApi('midia-oferta');

    await handleNotifyOffer({ ofertaId: oferta_id, versao: 1 }, ctx);

    expect(api.scope.isDone()).toBe(true);
    expectPngUpload(api.uploads[0]);
    const row = await outboundRow(`oferta:${oferta_id}`);
    expect(row.message_text).toContain('R$ 349,90');
    expect(api.messages[0]).toMatchObject({
      type: 'image',
      image: { id: 'midia-oferta', caption: row.message_text },
    });
    expect(row.metadata).toMatchObject({ imagem: { key: shopPhoto.key } });
  });
});
