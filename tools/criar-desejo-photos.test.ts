import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachLatePhotos } from '#api/desejos/wish-photos.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { receivedPhoto } from '#tests/factories/photos.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';
import { callTool } from './registry.ts';
import { customerParty, toolContext } from './test-support.ts';

// The customer's WhatsApp photos reach the wish criar_desejo makes: those since the previous wish
// (a day back at most, the newest three), and one sent right after it while it is open.

const logger = createLogger({ level: 'silent', pretty: false });
const { queue } = recordingQueue(logger);
let dataDir: string;
const env = () => ({ DATA_DIR: dataDir, S3_REGION: 'us-east-1' });
const MINUTE = 60_000;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fotos-desejo-'));
});
afterAll(async () => {
  await queue.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function makeWish(party: Awaited<ReturnType<typeof customerParty>>, now: Date) {
  const cat = await categoryWithSubs();
  const { result } = await callTool(
    'criar_desejo',
    { produto_desejado: 'Sofá retrátil cinza', cidade: 'São Paulo', estado: 'SP', categoria: cat.nome },
    toolContext(party, { queue, logger, now }),
  );
  if (!result.ok) throw new Error(result.error);
  return result.data as { desejo_id: string; fotos: number };
}

const photosOf = (desejoId: string) =>
  db.desejoFoto.findMany({
    where: { desejo_id: desejoId },
    orderBy: { created_at: 'asc' },
    select: { storage_key: true, mime_type: true, bytes: true, whatsapp_message_id: true },
  });

describe('criar_desejo and the customer’s photos', () => {
  it('attaches the newest three photos since the previous wish, never one from before it', async () => {
    const party = await customerParty();
    const start = new Date(Date.now() - 3 * 60 * MINUTE);
    const before = await receivedPhoto({ env: env(), conversationId: party.conversationId, at: start });
    const first = await makeWish(party, new Date(start.getTime() + MINUTE));
    expect((await photosOf(first.desejo_id)).map((p) => p.whatsapp_message_id)).toEqual([before.messageId]);

    const sent = [];
    for (const minutes of [70, 80, 90, 100]) {
      sent.push(
        await receivedPhoto({
          env: env(),
          conversationId: party.conversationId,
          at: new Date(start.getTime() + minutes * MINUTE),
          caption: 'igual a este',
        }),
      );
    }
    const second = await makeWish(party, new Date(start.getTime() + 110 * MINUTE));

    expect(second.fotos).toBe(3);
    const photos = await photosOf(second.desejo_id);
    expect(photos.map((p) => p.whatsapp_message_id)).toEqual(sent.slice(1).map((p) => p.messageId));
    expect(photos[0]).toMatchObject({ storage_key: sent[1]?.key, mime_type: 'image/png', bytes: 70 });
  });

  it('looks back one day at most when there is no earlier wish', async () => {
    const party = await customerParty();
    const now = new Date();
    await receivedPhoto({
      env: env(),
      conversationId: party.conversationId,
      at: new Date(now.getTime() - 25 * 60 * MINUTE),
    });
    const recent = await receivedPhoto({
      env: env(),
      conversationId: party.conversationId,
      at: new Date(now.getTime() - MINUTE),
    });

    const wish = await makeWish(party, now);

    expect((await photosOf(wish.desejo_id)).map((p) => p.whatsapp_message_id)).toEqual([recent.messageId]);
  });

  it('a photo sent after the wish joins it within the hour, once; later ones do not', async () => {
    const party = await customerParty();
    const made = new Date(Date.now() - 2 * 60 * MINUTE);
    const wish = await makeWish(party, made);
    expect(wish.fotos).toBe(0);

    const late = await receivedPhoto({
      env: env(),
      conversationId: party.conversationId,
      at: new Date(made.getTime() + 5 * MINUTE),
      caption: 'segue a foto',
    });
    const at = new Date(made.getTime() + 6 * MINUTE);
    expect(await attachLatePhotos({ db, messageId: late.messageId, now: at })).toBe(1);
    expect(await attachLatePhotos({ db, messageId: late.messageId, now: at })).toBe(0);
    expect((await photosOf(wish.desejo_id)).map((p) => p.whatsapp_message_id)).toEqual([late.messageId]);

    const later = await receivedPhoto({
      env: env(),
      conversationId: party.conversationId,
      at: new Date(made.getTime() + 90 * MINUTE),
    });
    const tooLate = new Date(made.getTime() + 91 * MINUTE);
    expect(await attachLatePhotos({ db, messageId: later.messageId, now: tooLate })).toBe(0);
    expect(await photosOf(wish.desejo_id)).toHaveLength(1);
  });
});
