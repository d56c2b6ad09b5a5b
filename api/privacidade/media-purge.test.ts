import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteConversation } from '#api/admin/conversations/conversations-data.ts';
import { readMedia } from '#platform/storage/media-store.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import { db } from '#prisma/client.ts';
import { customerWithData } from '#tests/factories/customer-data.ts';
import { receivedPhoto, storedPhoto } from '#tests/factories/photos.ts';
import { createShop } from '#tests/factories/wishes.ts';
import { eraseCustomerData } from './customer-data.ts';
import { MEDIA_PURGE_GRACE_MS, purgeDeletedMedia } from './media-purge.ts';
import { purgeOldConversations } from './retention.ts';

// The stored files follow the rows that held them: erasure, retention and 'Limpar conversa' queue
// the keys in their own transaction, the purge deletes the files nothing holds any more. Suites
// share the worker's database (and its queue of keys), so each test looks at its own keys only.

let dataDir: string;
const env = (): StorageEnv => ({ DATA_DIR: dataDir });
const DAY_MS = 24 * 60 * 60 * 1000;
/** A run once the grace period of the keys queued now is over. */
const later = () => new Date(Date.now() + MEDIA_PURGE_GRACE_MS + 1000);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'midias-apagar-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  nock.cleanAll();
});

const isStored = async (key: string) => (await readMedia({ env: env(), key })) !== null;
const queued = (keys: string[]) => db.mediaDeletion.count({ where: { storage_key: { in: keys } } });

/** A photo the customer sent that joined a wish, as attachLatePhotos leaves it. */
async function photoOnWish(conversationId: string, desejoId: string, at = new Date()) {
  const photo = await receivedPhoto({ env: env(), conversationId, at });
  await db.desejoFoto.create({
    data: {
      desejo_id: desejoId,
      storage_key: photo.key,
      mime_type: photo.mimeType,
      bytes: photo.bytes,
      whatsapp_message_id: photo.messageId,
    },
  });
  return photo;
}

/** The shop's notice of the wish, carrying the customer's photo (metadata.imagem). */
async function noticeWithPhoto(key: string) {
  const shop = await createShop({ nomeLoja: 'Loja que viu a foto' });
  const conversation = await db.whatsappConversation.create({
    data: { phone_number: `5511${Date.now().toString().slice(-9)}`, lojista_id: shop.id },
    select: { id: true },
  });
  await db.whatsappMessage.create({
    data: {
      conversation_id: conversation.id,
      direction: 'outbound',
      message_text: 'Novo desejo: bicicleta',
      status: 'delivered',
      timestamp: new Date(),
      metadata: { imagem: { key, mime_type: 'image/png' } },
    },
  });
}

describe('erasing a customer’s data', () => {
  it('deletes the files of their messages and of their wishes’ photos, even one a shop’s notice showed', async () => {
    const customer = await customerWithData();
    const sent = await photoOnWish(customer.conversationId, customer.openWishId);
    await noticeWithPhoto(sent.key);
    const unattached = await receivedPhoto({
      env: env(),
      conversationId: customer.conversationId,
      at: new Date(),
    });
    const wishOnly = await storedPhoto(env());
    await db.desejoFoto.create({
      data: {
        desejo_id: customer.closedWishId,
        storage_key: wishOnly.key,
        mime_type: wishOnly.mimeType,
        bytes: wishOnly.bytes,
      },
    });
    const other = await customerWithData();
    const othersPhoto = await photoOnWish(other.conversationId, other.openWishId);

    await eraseCustomerData({ db, phone: customer.phone });

    expect(
      await db.desejoFoto.count({
        where: { desejo_id: { in: [customer.openWishId, customer.closedWishId] } },
      }),
    ).toBe(0);
    // Queued with the delete: the message and the wish photo each hold `sent`.
    expect(await queued([sent.key])).toBe(2);
    expect(await queued([unattached.key, wishOnly.key])).toBe(2);

    await purgeDeletedMedia({ env: env(), now: later() });

    for (const key of [sent.key, unattached.key, wishOnly.key]) expect(await isStored(key)).toBe(false);
    expect(await queued([sent.key, unattached.key, wishOnly.key])).toBe(0);
    expect(await isStored(othersPhoto.key)).toBe(true);
    expect(await queued([othersPhoto.key])).toBe(0);
  });
});

describe('retention', () => {
  it('deletes the files of old messages but keeps a photo a wish still shows, and an offer’s', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 400 * DAY_MS);
    const customer = await customerWithData({ messagesAt: old });
    const shown = await photoOnWish(customer.conversationId, customer.openWishId, old);
    const notShown = await receivedPhoto({ env: env(), conversationId: customer.conversationId, at: old });
    // The shop's photo sent before its offer went with the offer (api/ofertas/offer-photo.ts).
    const shopConversation = await db.whatsappConversation.create({
      data: { phone_number: `5521${Date.now().toString().slice(-9)}`, last_message_at: old },
      select: { id: true },
    });
    const offerPhoto = await receivedPhoto({ env: env(), conversationId: shopConversation.id, at: old });
    await db.oferta.updateMany({
      where: { id_desejo: customer.openWishId },
      data: { foto_key: offerPhoto.key, foto_mime_type: offerPhoto.mimeType },
    });
    await db.whatsappMessage.updateMany({
      where: { id: { in: [shown.messageId, notShown.messageId, offerPhoto.messageId] } },
      data: { created_at: old },
    });
    const recent = await customerWithData();
    const recentPhoto = await receivedPhoto({ env: env(), conversationId: recent.conversationId, at: now });

    await purgeOldConversations({ db, retentionDays: 365, now });
    expect(
      await db.whatsappMessage.count({ where: { id: { in: [shown.messageId, notShown.messageId] } } }),
    ).toBe(0);
    expect(await queued([shown.key, notShown.key, offerPhoto.key])).toBe(3);

    await purgeDeletedMedia({ env: env(), now: later() });

    expect(await isStored(notShown.key)).toBe(false);
    expect(await isStored(shown.key)).toBe(true);
    expect(await db.desejoFoto.count({ where: { storage_key: shown.key } })).toBe(1);
    expect(await isStored(offerPhoto.key)).toBe(true);
    expect(await isStored(recentPhoto.key)).toBe(true);
    // A key still held is not kept queued: its holder's own deletion queues it again.
    expect(await queued([shown.key, notShown.key, offerPhoto.key])).toBe(0);

    await eraseCustomerData({ db, phone: customer.phone });
    await purgeDeletedMedia({ env: env(), now: later() });
    expect(await isStored(shown.key)).toBe(false);
    expect(await isStored(offerPhoto.key)).toBe(true);
  });
});

describe("'Limpar conversa'", () => {
  it('deletes the thread’s files and keeps the photo of the wish', async () => {
    const customer = await customerWithData();
    const shown = await photoOnWish(customer.conversationId, customer.openWishId);
    const notShown = await receivedPhoto({
      env: env(),
      conversationId: customer.conversationId,
      at: new Date(),
    });

    expect(await deleteConversation(db, customer.conversationId)).toBe(true);
    await purgeDeletedMedia({ env: env(), now: later() });

    expect(await isStored(notShown.key)).toBe(false);
    expect(await isStored(shown.key)).toBe(true);
    expect(await db.desejoFoto.count({ where: { desejo_id: customer.openWishId } })).toBe(1);
    expect(await deleteConversation(db, randomUUID())).toBe(false);
  });
});

describe("an admin's reply photo from /gestao", () => {
  /** An admin's reply carrying its uploaded photo, as api/atendimento/admin-reply.ts stores it. */
  async function adminReplyWithPhoto(key: string) {
    const conversation = await db.whatsappConversation.create({
      data: { phone_number: `5531${Date.now().toString().slice(-9)}` },
      select: { id: true },
    });
    await db.whatsappMessage.create({
      data: {
        conversation_id: conversation.id,
        direction: 'outbound',
        message_text: 'Esta é a que temos.',
        status: 'sent',
        timestamp: new Date(),
        metadata: {
          autor: { tipo: 'admin', id: 'admin-1', nome: 'Ana' },
          imagem: { key, mime_type: 'image/png' },
        },
      },
    });
    return conversation.id;
  }

  it('is held by its message alone: deleting the last conversation that sent it deletes the file', async () => {
    const photo = await storedPhoto(env(), 'atendimento-fotos');
    // The API lets a key be sent twice (a resend with a new envioId): each message holds it.
    const first = await adminReplyWithPhoto(photo.key);
    const second = await adminReplyWithPhoto(photo.key);

    expect(await deleteConversation(db, first)).toBe(true);
    expect(await queued([photo.key])).toBe(1);
    await purgeDeletedMedia({ env: env(), now: later() });
    expect(await isStored(photo.key)).toBe(true);

    expect(await deleteConversation(db, second)).toBe(true);
    await purgeDeletedMedia({ env: env(), now: later() });
    expect(await isStored(photo.key)).toBe(false);
    expect(await queued([photo.key])).toBe(0);
  });

  it('goes with its message under retention too', async () => {
    const photo = await storedPhoto(env(), 'atendimento-fotos');
    const conversationId = await adminReplyWithPhoto(photo.key);
    const old = new Date(Date.now() - 400 * DAY_MS);
    await db.whatsappMessage.updateMany({
      where: { conversation_id: conversationId },
      data: { created_at: old },
    });

    await purgeOldConversations({ db, retentionDays: 365, now: new Date() });
    expect(await queued([photo.key])).toBe(1);
    await purgeDeletedMedia({ env: env(), now: later() });
    expect(await isStored(photo.key)).toBe(false);
  });
});

describe('the purge after a crash or a failure', () => {
  it('finds the key queued when the job never ran, and deletes the file on its next run', async () => {
    const customer = await customerWithData();
    const photo = await receivedPhoto({
      env: env(),
      conversationId: customer.conversationId,
      at: new Date(),
    });
    await deleteConversation(db, customer.conversationId);
    // The process died here: the message is gone, the file and its queued key are not.
    expect(await isStored(photo.key)).toBe(true);
    expect(await queued([photo.key])).toBe(1);

    // Too fresh for a run now (a transaction that read the key may not have committed).
    await purgeDeletedMedia({ env: env(), now: new Date() });
    expect(await isStored(photo.key)).toBe(true);

    await purgeDeletedMedia({ env: env(), now: later() });
    expect(await isStored(photo.key)).toBe(false);
    expect(await queued([photo.key])).toBe(0);
  });

  it('keeps a key the bucket refused, with the error, and deletes it on a later run', async () => {
    const customer = await customerWithData();
    const photo = await receivedPhoto({
      env: env(),
      conversationId: customer.conversationId,
      at: new Date(),
    });
    await deleteConversation(db, customer.conversationId);
    const s3Env: StorageEnv = {
      DATA_DIR: dataDir,
      S3_ENDPOINT: 'https://s3-purga.example.test',
      S3_BUCKET: 'midias',
      S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'segredo',
    };
    // Other suites' keys may be queued too: the bucket answers for this key only, 503 once.
    nock('https://s3-purga.example.test').delete(`/midias/${photo.key}`).reply(503, 'SlowDown');
    nock('https://s3-purga.example.test').persist().delete(/.*/).reply(204);

    await purgeDeletedMedia({ env: s3Env, now: later() });
    expect(
      await db.mediaDeletion.findMany({
        where: { storage_key: photo.key },
        select: { attempts: true, error: true },
      }),
    ).toEqual([{ attempts: 1, error: expect.stringContaining('503 SlowDown') }]);

    await purgeDeletedMedia({ env: s3Env, now: later() });
    expect(await queued([photo.key])).toBe(0);
    expect(await isStored(photo.key)).toBe(false);
  });
});
