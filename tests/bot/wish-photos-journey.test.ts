import nock from 'nock';
import { describe, expect, it } from 'vitest';
import { shopNoticeKey } from '#api/notifications/jobs.ts';
import { MIDIA } from '#bot/media/media-replies.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';
import { cloudBotForFile, GRAPH, media, PHONE_NUMBER_ID, post, reply, until } from './cloud-webhook-fake.ts';

// A customer's WhatsApp photo reaching the wish, through the Cloud API webhook and the guided bot:
// one sent with (or before) the wish goes with it and with the shop's notice (uploaded to the
// Graph API, the template with an image header outside the window); one sent just after the wish
// joins it. Faked only at the HTTP boundary (Graph API media, uploads and sends).

cloudBotForFile();
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3, 4, 5]);

async function shopInCampinas() {
  const eletro = await db.categoria.findUniqueOrThrow({
    where: { nome_normalizado: 'eletrodomesticos' },
    select: { id: true },
  });
  return createShop({ cidade: 'Campinas', estado: 'SP', categorias: [eletro.id] });
}

const wishPhotos = (customer: string) =>
  db.desejoFoto.findMany({
    where: { desejo: { whatsapp_cliente: customer } },
    select: { storage_key: true, mime_type: true, desejo_id: true },
  });

describe('a customer’s photo and the wish', () => {
  it('a photo sent with the wish’s first words goes with the wish and the shop’s notice', {
    timeout: 60_000,
  }, async () => {
    const shop = await shopInCampinas();
    const customer = randomMobile();
    media('foto-desejo-1', jpeg, 'image/jpeg');
    // Every shop of Campinas the worker's other files made gets the notice too, each uploading the
    // photo: a single-use interceptor left this shop's upload unanswered in a full run.
    const upload = nock(GRAPH)
      .persist()
      .post(`/v21.0/${PHONE_NUMBER_ID}/media`)
      .reply(200, { id: 'midia-desejo-1' });

    await post(customer, {
      type: 'image',
      image: {
        caption: 'quero uma geladeira dessa',
        mime_type: 'image/jpeg',
        sha256: 'c2hh',
        id: 'foto-desejo-1',
      },
    });
    expect(await reply(customer)).toContain('Em qual cidade');
    await post(customer, { type: 'text', text: { body: 'campinas sp' } });
    expect(await reply(customer, 2)).toContain('Posso enviar para as lojas?');
    await post(customer, { type: 'text', text: { body: 'sim' } });
    expect(await reply(customer, 3)).toContain('Seu desejo foi enviado para');

    const [photo, ...more] = await wishPhotos(customer);
    expect(more).toEqual([]);
    expect(photo).toMatchObject({ mime_type: 'image/jpeg', storage_key: expect.stringMatching(/\.jpg$/) });
    const match = await db.match.findFirstOrThrow({
      where: { desejo_id: photo?.desejo_id, lojista_id: shop.id },
      select: { id: true },
    });
    const notice = await until('o aviso da loja enviado', async () => {
      const row = await db.whatsappMessage.findUnique({
        where: { idempotency_key: shopNoticeKey(match.id) },
        select: { status: true, metadata: true },
      });
      return row?.status === 'sent' ? row : undefined;
    });
    expect(upload.isDone()).toBe(true);
    expect(notice.metadata).toMatchObject({
      imagem: { key: photo?.storage_key, mime_type: 'image/jpeg' },
      enviado_como: 'template',
    });
  });

  it('a photo sent right after the wish joins it, and the customer is told so', {
    timeout: 60_000,
  }, async () => {
    await shopInCampinas();
    const customer = randomMobile();
    await post(customer, { type: 'text', text: { body: 'quero uma geladeira em campinas sp' } });
    expect(await reply(customer)).toContain('Posso enviar para as lojas?');
    await post(customer, { type: 'text', text: { body: 'sim' } });
    expect(await reply(customer, 2)).toContain('Seu desejo foi enviado para');
    expect(await wishPhotos(customer)).toEqual([]);

    media('foto-depois-1', jpeg, 'image/jpeg');
    await post(customer, {
      type: 'image',
      image: { mime_type: 'image/jpeg', sha256: 'c2hh', id: 'foto-depois-1' },
    });
    expect(await reply(customer, 3)).toBe(MIDIA.fotoAnexada);
    expect(await wishPhotos(customer)).toEqual([expect.objectContaining({ mime_type: 'image/jpeg' })]);
  });
});
