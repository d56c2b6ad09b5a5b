import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { associatePlan, premiumPlan, signedInShop, wishWithMatches } from '#tests/factories/dashboard.ts';
import { storedPhoto, TINY_PNG } from '#tests/factories/photos.ts';
import { api, createTestApp, type TestApp } from '#tests/factories/shops.ts';

// The customer's photo on the dashboard card: listed with the wish, served only to a shop the
// wish was matched to, as the image type read from its bytes and never sniffed as anything else.

let dataDir: string;
let test: TestApp;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fotos-painel-'));
  test = createTestApp({ env: { DATA_DIR: dataDir } });
  http = api(test);
});
afterAll(async () => {
  await test.queue.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function wishWithPhoto(lojistaIds: string[]) {
  const wish = await wishWithMatches(lojistaIds);
  const photo = await storedPhoto(test.env);
  const foto = await db.desejoFoto.create({
    data: { desejo_id: wish.desejoId, storage_key: photo.key, mime_type: photo.mimeType, bytes: photo.bytes },
    select: { id: true },
  });
  return { ...wish, fotoId: foto.id };
}

describe('GET /api/dashboard/fotos/:fotoId', () => {
  it('the card lists the photo and its matched shop gets the PNG, nosniff, uncached', async () => {
    const shop = await signedInShop(test, associatePlan());
    const wish = await wishWithPhoto([shop.lojistaId]);

    const list = await http.get('/api/dashboard/matches?aba=novas', shop.cookie);
    const card = list.body.items.find((c: { id: string }) => c.id === wish.matchOf(shop.lojistaId));
    expect(card.desejo.fotos).toEqual([{ id: wish.fotoId, url: `/api/dashboard/fotos/${wish.fotoId}` }]);

    const res = await http.get(card.desejo.fotos[0].url, shop.cookie).buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(new Uint8Array(res.body)).toEqual(TINY_PNG);
  });

  it('refuses a shop without a match for the wish, a visitor and an unknown id', async () => {
    const owner = await signedInShop(test, associatePlan());
    const stranger = await signedInShop(test, premiumPlan);
    const wish = await wishWithPhoto([owner.lojistaId]);
    const url = `/api/dashboard/fotos/${wish.fotoId}`;

    const other = await http.get(url, stranger.cookie);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ error: 'Foto não encontrada.' });
    expect(other.headers['content-type']).toMatch(/json/);
    expect((await http.get(url)).status).toBe(401);
    expect((await http.get('/api/dashboard/fotos/nao-e-um-id', owner.cookie)).status).toBe(404);
    expect((await http.get(`/api/dashboard/fotos/${crypto.randomUUID()}`, owner.cookie)).status).toBe(404);
  });

  it('a photo whose file is gone from storage is a 404, not an error', async () => {
    const shop = await signedInShop(test, associatePlan());
    const wish = await wishWithPhoto([shop.lojistaId]);
    await db.desejoFoto.update({
      where: { id: wish.fotoId },
      data: { storage_key: 'whatsapp-imagens/1700000000000-00000000000000000000000000000000.png' },
    });
    expect((await http.get(`/api/dashboard/fotos/${wish.fotoId}`, shop.cookie)).status).toBe(404);
  });
});
