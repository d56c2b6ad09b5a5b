import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';
import {
  associatePlan,
  offerBody,
  premiumPlan,
  signedInShop,
  wishWithMatches,
} from '#tests/factories/dashboard.ts';
import { TINY_PNG } from '#tests/factories/photos.ts';
import { api, createTestApp, type TestApp } from '#tests/factories/shops.ts';

// The dashboard's offer dialog may attach a photo: uploaded first to the shop's own folder, then
// named by the offer, which keeps it and tells the customer with it (the notice's job is enqueued
// with the offer; api/notifications/photo-notices.test.ts sends one at the Graph API).

let dataDir: string;
let test: TestApp;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'fotos-oferta-'));
  test = createTestApp({ env: { DATA_DIR: dataDir } });
  http = api(test);
});
afterAll(async () => {
  await test.queue.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (bytes: Uint8Array | string, cookie?: string, type = 'image/png') => {
  const req = request(test.app)
    .post('/api/dashboard/oferta-fotos')
    .set('Origin', testOrigin)
    .set('Content-Type', type)
    .send(Buffer.from(bytes));
  return cookie ? req.set('Cookie', cookie) : req;
};

describe('an offer with a photo from the dashboard', () => {
  it('uploads the photo, and the offer naming it keeps it and notifies the customer', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const { matchOf } = await wishWithMatches([shop.lojistaId]);

    const uploaded = await upload(TINY_PNG, shop.cookie);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.fotoKey).toMatch(
      new RegExp(`^oferta-${shop.lojistaId}/\\d{13}-[0-9a-f]{32}\\.png$`),
    );

    const matchId = matchOf(shop.lojistaId);
    const offered = await http.post(
      `/api/dashboard/matches/${matchId}/oferta`,
      offerBody({ fotoKey: uploaded.body.fotoKey }),
      shop.cookie,
    );
    expect(offered.status).toBe(201);
    const oferta = await db.oferta.findUniqueOrThrow({
      where: { id: offered.body.oferta.id },
      select: { foto_key: true, foto_mime_type: true },
    });
    expect(oferta).toEqual({ foto_key: uploaded.body.fotoKey, foto_mime_type: 'image/png' });
    expect(test.enqueued).toContainEqual(
      expect.objectContaining({
        name: 'notifications.oferta-recebida',
        payload: { ofertaId: offered.body.oferta.id, versao: 1 },
      }),
    );
  });

  it('refuses another shop’s photo, a file that is not a photo, and a visitor', async () => {
    const owner = await signedInShop(test, associatePlan(0));
    const other = await signedInShop(test, premiumPlan);
    const { matchOf } = await wishWithMatches([other.lojistaId]);
    const { fotoKey } = (await upload(TINY_PNG, owner.cookie)).body;

    const stolen = await http.post(
      `/api/dashboard/matches/${matchOf(other.lojistaId)}/oferta`,
      offerBody({ fotoKey }),
      other.cookie,
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe('Foto não encontrada: escolha a foto de novo.');
    expect(await db.oferta.count({ where: { lojista_id: other.lojistaId } })).toBe(0);

    const html = await upload('<html><script>alert(1)</script></html>', owner.cookie, 'image/png');
    expect(html.status).toBe(400);
    expect(html.body.error).toBe('Envie uma foto em JPG, PNG ou WebP.');
    expect((await upload(TINY_PNG)).status).toBe(401);
  });
});
