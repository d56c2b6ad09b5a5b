import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { setShopPaused } from '#api/lojistas/pause.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { signedInShop } from '#tests/factories/dashboard.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';

// Issue 21: a shop that wrote "pausar" on WhatsApp sees it on its dashboard and can resume from
// the web through the same service, which never lifts an admin's block; /gestao marks it.

const test = createTestApp();
const http = api(test);

afterAll(async () => {
  await test.queue.close();
});

async function pausedOnWhatsapp(lojistaId: string) {
  await setShopPaused({ db, lojistaId, paused: true, by: 'whatsapp:5511999990000', now: new Date() });
}

describe('the shop pause on the dashboard', () => {
  it('says the shop paused itself, and resumes it from the web', async () => {
    const shop = await signedInShop(test);
    expect((await http.get('/api/dashboard', shop.cookie)).body.lojista.pausadoPelaLoja).toBe(false);
    await pausedOnWhatsapp(shop.lojistaId);

    const paused = await http.get('/api/dashboard', shop.cookie);
    expect(paused.body.lojista).toMatchObject({ pausadoPelaLoja: true, receberMatches: true });
    expect(paused.body.lojista.pausaAlteradaEm).toEqual(expect.any(String));

    const resumed = await http.post('/api/dashboard/pausa/retomar', {}, shop.cookie);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toEqual({ pausada: false, aprovada: true });
    const row = await db.lojista.findUniqueOrThrow({
      where: { id: shop.lojistaId },
      select: { pausado_pela_loja: true, receber_matches: true, pausa_alterada_por: true },
    });
    expect(row).toEqual({
      pausado_pela_loja: false,
      receber_matches: true,
      pausa_alterada_por: expect.stringMatching(/^painel:/),
    });
    expect((await http.get('/api/dashboard', shop.cookie)).body.lojista.pausadoPelaLoja).toBe(false);
  });

  it('lifts only the pause of a shop an admin blocked: it stays blocked', async () => {
    const shop = await signedInShop(test);
    await db.lojista.update({ where: { id: shop.lojistaId }, data: { receber_matches: false } });
    await pausedOnWhatsapp(shop.lojistaId);

    const resumed = await http.post('/api/dashboard/pausa/retomar', {}, shop.cookie);
    expect(resumed.status).toBe(200);
    expect(resumed.body).toEqual({ pausada: false, aprovada: false });
    const row = await db.lojista.findUniqueOrThrow({
      where: { id: shop.lojistaId },
      select: { pausado_pela_loja: true, receber_matches: true },
    });
    expect(row).toEqual({ pausado_pela_loja: false, receber_matches: false });
  });

  it('refuses a resume without a session or from another site', async () => {
    const shop = await signedInShop(test);
    await pausedOnWhatsapp(shop.lojistaId);
    expect((await http.post('/api/dashboard/pausa/retomar', {})).status).toBe(401);
    const crossSite = await request(test.app)
      .post('/api/dashboard/pausa/retomar')
      .set('Origin', 'https://outro-site.example')
      .set('Cookie', shop.cookie);
    expect(crossSite.status).toBe(403);
    const row = await db.lojista.findUniqueOrThrow({
      where: { id: shop.lojistaId },
      select: { pausado_pela_loja: true },
    });
    expect(row.pausado_pela_loja).toBe(true);
  });

  it('marks a shop that paused itself in the /gestao shop list', async () => {
    const shop = await signedInShop(test);
    await pausedOnWhatsapp(shop.lojistaId);
    const { cookie } = await signedInAdmin(test.auth);
    // The list is newest first: the shop just made is on its first page.
    const list = await http.get('/api/admin/lojistas', cookie);
    expect(list.status).toBe(200);
    const row = list.body.rows.find((r: { id: string }) => r.id === shop.lojistaId);
    expect(row).toMatchObject({ receberMatches: true, pausadoPelaLoja: true });
  });
});
