import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { wishWithMatches } from '#tests/factories/dashboard.ts';
import { storedPhoto } from '#tests/factories/photos.ts';
import { createShop } from '#tests/factories/wishes.ts';
import { eraseCustomerData } from './customer-data.ts';

// A customer's erasure takes their wishes' photos too: the wish stays as demand data, but a photo
// may show the person or their home, and shops must stop seeing it.

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fotos-apagar-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('erasing a customer’s data', () => {
  it('deletes the photos of their wishes and keeps the wishes anonymised', async () => {
    const { desejoId } = await wishWithMatches([]);
    const { whatsapp_cliente: phone } = await db.desejo.findUniqueOrThrow({
      where: { id: desejoId },
      select: { whatsapp_cliente: true },
    });
    const photo = await storedPhoto({ DATA_DIR: dataDir });
    await db.desejoFoto.create({
      data: { desejo_id: desejoId, storage_key: photo.key, mime_type: photo.mimeType, bytes: photo.bytes },
    });

    await eraseCustomerData({ db, phone });

    expect(await db.desejoFoto.count({ where: { desejo_id: desejoId } })).toBe(0);
    expect(
      await db.desejo.findUniqueOrThrow({ where: { id: desejoId }, select: { whatsapp_cliente: true } }),
    ).toEqual({
      whatsapp_cliente: '',
    });
  });
});

describe('erasing a customer’s data, their ratings', () => {
  it('keep the score for the shop’s average without the phone or the comment', async () => {
    const shop = await createShop({ categorias: [] });
    const { desejoId } = await wishWithMatches([shop.id]);
    const { whatsapp_cliente: phone } = await db.desejo.findUniqueOrThrow({
      where: { id: desejoId },
      select: { whatsapp_cliente: true },
    });
    await db.avaliacao.create({
      data: {
        desejo_id: desejoId,
        lojista_id: shop.id,
        whatsapp_cliente: phone,
        nota: 4,
        comentario: 'Sou a Ana',
      },
    });

    await eraseCustomerData({ db, phone });

    expect(
      await db.avaliacao.findUniqueOrThrow({
        where: { desejo_id: desejoId },
        select: { nota: true, whatsapp_cliente: true, comentario: true },
      }),
    ).toEqual({ nota: 4, whatsapp_cliente: '', comentario: null });
  });
});
