import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';
import { signedInShop, wishWithMatches } from '#tests/factories/dashboard.ts';
import { createTestApp } from '#tests/factories/shops.ts';

// Cross-site request forgery: a page on another site can make the browser send our session
// cookie, but not our Origin. Every request that changes something with a cookie session must
// come from the site's own origin, on our routes and on better-auth's.

const test = createTestApp();
const evil = 'https://site-malicioso.example';
let shop: Awaited<ReturnType<typeof signedInShop>>;

beforeAll(async () => {
  shop = await signedInShop(test);
});

function archive(matchId: string, headers: Record<string, string>) {
  const req = request(test.app).post(`/api/dashboard/matches/${matchId}/arquivar`).set('Cookie', shop.cookie);
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return req.send({ motivo: 'nao_tenho_produto' });
}

const statusOf = async (matchId: string) =>
  (await db.match.findUniqueOrThrow({ where: { id: matchId }, select: { status: true } })).status;

describe('cookie-session writes from another origin', () => {
  it('refuses them with 403 and changes nothing, whether Origin is foreign, null or missing', async () => {
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    const matchId = matchOf(shop.lojistaId);
    const before = await statusOf(matchId);
    const foreign: Array<Record<string, string>> = [
      { Origin: evil },
      { Origin: 'null' },
      {},
      { Referer: `${evil}/pagina` },
    ];
    for (const headers of foreign) {
      const res = await archive(matchId, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.body.error).toBe('Origem da requisição não permitida.');
    }
    expect(await statusOf(matchId)).toBe(before);
  });

  it("accepts the site's own origin, from Origin or, without it, from Referer", async () => {
    const first = await wishWithMatches([shop.lojistaId]);
    const byOrigin = await archive(first.matchOf(shop.lojistaId), { Origin: testOrigin });
    expect(byOrigin.status).toBe(200);
    expect(await statusOf(first.matchOf(shop.lojistaId))).toBe('arquivado');

    const second = await wishWithMatches([shop.lojistaId]);
    const byReferer = await archive(second.matchOf(shop.lojistaId), { Referer: `${testOrigin}/minha-conta` });
    expect(byReferer.status).toBe(200);
  });

  it("refuses better-auth's sign-out from another origin: the session stays valid", async () => {
    const res = await request(test.app)
      .post('/api/auth/sign-out')
      .set('Origin', evil)
      .set('Cookie', shop.cookie);
    expect(res.status).toBe(403);
    const me = await request(test.app)
      .get('/api/lojistas/me')
      .set('Origin', testOrigin)
      .set('Cookie', shop.cookie);
    expect(me.status).toBe(200);
  });

  it('leaves requests without cookies alone: the public wish form works from anywhere', async () => {
    const res = await request(test.app).post('/api/desejos').set('Origin', evil).send({});
    expect(res.status).toBe(400);
  });
});
