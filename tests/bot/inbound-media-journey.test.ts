import nock from 'nock';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { MIDIA } from '#bot/media/media-replies.ts';
import { voiceNoteOf } from '#domain/media/ogg-test-support.ts';
import { db } from '#prisma/client.ts';
import { premiumPlan } from '#tests/factories/dashboard.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';
import {
  cloudBotForFile,
  media,
  post,
  recordSends,
  reply,
  STT,
  sent,
  storedRow,
  transcription,
  until,
} from './cloud-webhook-fake.ts';

// Every WhatsApp message type a customer can send, posted to the webhook as Meta documents the
// Cloud API payloads and signed like Meta signs them, answered by the guided bot (no chat model).
// Faked only at the HTTP boundaries: the Graph API (media lookups, downloads, sends) and the
// OpenAI-compatible transcription endpoint.

const NOT_TEXT_ONLY = /só consigo ler/i;
const cloud = cloudBotForFile();
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3, 4, 5]);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const voiceNote = Buffer.from(voiceNoteOf(4));

describe('inbound media through the Cloud API webhook', () => {
  it('a voice note saying a wish becomes that wish, its transcript kept and shown in /gestao', {
    timeout: 60_000,
  }, async () => {
    const eletro = await db.categoria.findUniqueOrThrow({
      where: { nome_normalizado: 'eletrodomesticos' },
      select: { id: true },
    });
    const shop = await createShop({ cidade: 'Campinas', estado: 'SP', categorias: [eletro.id] });
    await db.lojistaPlano.create({
      data: { lojista_id: shop.id, plano_tipo: premiumPlan.plano_tipo, ativo: true, limite_diario: 0 },
    });
    const customer = randomMobile();
    const download = media('audio-1', voiceNote, 'audio/ogg; codecs=opus');
    const stt = transcription('Quero uma geladeira em Campinas SP.');
    await post(customer, {
      type: 'audio',
      audio: { mime_type: 'audio/ogg; codecs=opus', sha256: 'c2hh', id: 'audio-1', voice: true },
    });
    const summary = await reply(customer);
    expect(download.isDone() && stt.isDone()).toBe(true);
    expect(summary).toContain('Posso enviar para as lojas?');
    expect(summary).toMatch(/geladeira/i);
    expect(summary).toContain('Campinas');

    const row = await storedRow(customer, 'media');
    expect(row.message_text).toBe('[áudio] Quero uma geladeira em Campinas SP.');
    expect(row.metadata).toMatchObject({
      transcricao: { texto: 'Quero uma geladeira em Campinas SP.', segundos: 4, modelo: 'whisper-1' },
    });

    await post(customer, { type: 'text', text: { body: 'sim' } });
    expect(await reply(customer, 2)).toContain('Seu desejo foi enviado para');
    const desejo = await db.desejo.findFirstOrThrow({
      where: { whatsapp_cliente: customer },
      select: { produto_desejado: true, categoria_id: true },
    });
    expect(desejo.produto_desejado).toMatch(/geladeira/i);
    expect(desejo.categoria_id).toBe(eletro.id);

    // /gestao's conversation viewer reads the transcript with its length.
    const thread = await request(cloud.app)
      .get(`/api/admin/dashboard/conversations/${row.conversation_id}/messages`)
      .set('Cookie', cloud.adminCookie);
    expect(thread.status).toBe(200);
    const shown = thread.body.messages.find((m: { id: string }) => m.id === row.id);
    expect(shown.transcricao).toEqual({ texto: 'Quero uma geladeira em Campinas SP.', segundos: 4 });
  });

  it('without a transcription endpoint asks to type, and the question under way stays', {
    timeout: 60_000,
  }, async () => {
    const saved = { ...cloud.bot.env };
    cloud.bot.env.TRANSCRIPTION_BASE_URL = undefined;
    cloud.bot.env.OPENAI_BASE_URL = undefined;
    try {
      const customer = randomMobile();
      await post(customer, { type: 'text', text: { body: 'quero uma geladeira' } });
      const asked = await reply(customer);
      expect(asked).toContain('Em qual cidade');
      const stt = nock(STT).post(/.*/).reply(200, { text: 'não deveria ser chamado' });
      await post(customer, {
        type: 'audio',
        audio: { mime_type: 'audio/ogg; codecs=opus', sha256: 'c2hh', id: 'audio-2', voice: true },
      });
      expect(await reply(customer, 2)).toBe(MIDIA.naoOuvi);
      expect(stt.isDone()).toBe(false);
      await post(customer, { type: 'text', text: { body: 'campinas sp' } });
      expect(await reply(customer, 3)).toContain('Posso enviar para as lojas?');
    } finally {
      cloud.bot.env.TRANSCRIPTION_BASE_URL = saved.TRANSCRIPTION_BASE_URL;
      cloud.bot.env.OPENAI_BASE_URL = saved.OPENAI_BASE_URL;
      // The unused transcription fake goes; the sends are recorded again.
      nock.cleanAll();
      recordSends();
    }
  });

  it('an audio file the endpoint fails to transcribe gets the "please type" answer', async () => {
    const customer = randomMobile();
    media('audio-3', Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, 1, 2]), 'audio/mpeg');
    const stt = nock(STT)
      .post('/v1/audio/transcriptions')
      .reply(500, { error: { message: 'indisponível' } });
    await post(customer, {
      type: 'audio',
      audio: { mime_type: 'audio/mpeg', sha256: 'c2hh', id: 'audio-3' },
    });
    expect(await reply(customer)).toBe(MIDIA.naoOuvi);
    expect(stt.isDone()).toBe(true);
  });

  it('a photo with a caption is stored and its caption read like a message', async () => {
    const customer = randomMobile();
    media('image-1', jpeg, 'image/jpeg');
    await post(customer, {
      type: 'image',
      image: { caption: 'quero uma geladeira dessa', mime_type: 'image/jpeg', sha256: 'c2hh', id: 'image-1' },
    });
    const answer = await reply(customer);
    expect(answer).toContain('Em qual cidade');
    expect(answer).not.toMatch(NOT_TEXT_ONLY);
    const row = await storedRow(customer, 'media');
    expect(row.metadata).toMatchObject({
      media: {
        kind: 'image',
        arquivo: {
          key: expect.stringMatching(/^whatsapp-midia\/\d{13}-[0-9a-f]{32}\.jpg$/),
          mime_type: 'image/jpeg',
          bytes: jpeg.length,
        },
      },
    });
  });

  it('a photo without a caption is acknowledged and the bot asks what is wanted', async () => {
    const customer = randomMobile();
    media('image-2', jpeg, 'image/jpeg');
    await post(customer, {
      type: 'image',
      image: { mime_type: 'image/jpeg', sha256: 'c2hh', id: 'image-2' },
    });
    expect(await reply(customer)).toBe(MIDIA.fotoRecebida);
  });

  it('a document is stored and opened by admins only; a video gets the photos-only answer', async () => {
    const customer = randomMobile();
    media('doc-1', pdf, 'application/pdf');
    await post(customer, {
      type: 'document',
      document: { filename: 'orcamento.pdf', mime_type: 'application/pdf', sha256: 'c2hh', id: 'doc-1' },
    });
    expect(await reply(customer)).toBe(MIDIA.documentoRecebido);
    const row = await storedRow(customer, 'media');
    const url = `/api/admin/conversations/${row.conversation_id}/midia/${row.id}`;
    const opened = await request(cloud.app).get(url).set('Cookie', cloud.adminCookie).buffer(true);
    expect(opened.status).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['content-disposition']).toBe('attachment; filename="documento.pdf"');
    expect(Buffer.from(opened.body).equals(pdf)).toBe(true);
    expect((await request(cloud.app).get(url)).status).toBe(401);

    const other = randomMobile();
    await post(other, {
      type: 'video',
      video: { caption: '', mime_type: 'video/mp4', sha256: 'c2hh', id: 'video-1' },
    });
    expect(await reply(other)).toBe(MIDIA.video);
  });

  it('a location is read as its city, or the bot asks for the city', async () => {
    const customer = randomMobile();
    await post(customer, {
      type: 'location',
      location: {
        latitude: -22.9056,
        longitude: -47.0608,
        name: 'Largo do Rosário',
        address: 'R. Gen. Osório, 100 - Centro, Campinas - SP, 13010-111',
      },
    });
    expect(await reply(customer)).toContain('Campinas');

    const other = randomMobile();
    await post(other, { type: 'location', location: { latitude: -22.9056, longitude: -47.0608 } });
    expect(await reply(other)).toBe(MIDIA.localizacaoSemCidade);
  });

  it('contacts, an order and an unsupported message get short polite answers', async () => {
    const [contacts, order, unsupported] = [randomMobile(), randomMobile(), randomMobile()];
    await post(contacts, {
      type: 'contacts',
      contacts: [
        {
          name: { formatted_name: 'João Silva', first_name: 'João', last_name: 'Silva' },
          phones: [{ phone: '+55 19 99999-0000', wa_id: '5519999990000', type: 'CELL' }],
        },
      ],
    });
    await post(order, {
      type: 'order',
      order: {
        catalog_id: '123456',
        text: '',
        product_items: [{ product_retailer_id: 'sku-1', quantity: 1, item_price: 1999.9, currency: 'BRL' }],
      },
    });
    await post(unsupported, {
      type: 'unsupported',
      errors: [
        {
          code: 131051,
          title: 'Message type unknown',
          message: 'Message type unknown',
          error_data: { details: 'Message type is currently not supported.' },
        },
      ],
    });
    expect(await reply(contacts)).toBe(MIDIA.contato);
    expect(await reply(order)).toBe(MIDIA.pedido);
    expect(await reply(unsupported)).toBe(MIDIA.naoSuportada);
  });

  it('a sticker and a reaction get no answer', async () => {
    const customer = randomMobile();
    await post(customer, {
      type: 'sticker',
      sticker: { mime_type: 'image/webp', sha256: 'c2hh', id: 'sticker-1', animated: false },
    });
    await post(customer, { type: 'reaction', reaction: { message_id: 'wamid.antiga', emoji: '👍' } });
    await until('figurinha e reação guardadas', async () => {
      const rows = await db.whatsappMessage.count({
        where: { direction: 'inbound', status: 'processed', conversation: { phone_number: customer } },
      });
      return rows === 2 ? rows : undefined;
    });
    await post(customer, { type: 'text', text: { body: 'oi' } });
    expect(await reply(customer)).toContain('Qual é o seu desejo?');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent.filter((m) => m.to === customer)).toHaveLength(1);
  });

  it('no type is answered with "só consigo ler mensagens de texto"', () => {
    expect(sent.length).toBeGreaterThan(10);
    expect(sent.filter((m) => NOT_TEXT_ONLY.test(m.text))).toEqual([]);
  });
});
