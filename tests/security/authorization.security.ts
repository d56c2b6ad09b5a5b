import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { grantRole } from '#api/auth/roles.ts';
import { ABAS } from '#domain/ofertas/dashboard-schemas.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { offerBody, signedInShop, wishWithMatches } from '#tests/factories/dashboard.ts';
import { createTestApp } from '#tests/factories/shops.ts';
import { appEndpoints, concrete, type Endpoint, key } from '#tests/setup/route-walk.ts';
import { printTable } from './print-table.ts';
import { type Access, accessOf } from './route-access.ts';

// The authorization matrix: every route the app registers, called as a visitor, shopkeeper A,
// shopkeeper B and an admin, each answer checked against the route's access class. The routes
// come from the router stack, and a route with no class fails the suite, so a new route cannot
// ship without someone deciding who may call it.

type Actor = 'visitante' | 'lojista A' | 'lojista B' | 'admin';
type Answer = { status: number; body: Record<string, unknown> };

function call(app: Express, endpoint: Endpoint, cookie: string | undefined, params: Record<string, string>) {
  const verb = endpoint.method as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = request(app)[verb](concrete(endpoint.path, params)).set('Origin', testOrigin);
  if (cookie) req.set('Cookie', cookie);
  return ['post', 'put', 'patch'].includes(endpoint.method) ? req.send({}) : req;
}

/** What each actor may get from a route of each class; `null` means the answer is acceptable. */
function violation(access: Access, actor: Actor, answer: Answer): string | null {
  const { status } = answer;
  // 503 is the documented "not configured here" answer (Stripe keys, say); any other 5xx is a bug.
  if (status >= 500 && status !== 503) return `erro ${status}`;
  switch (access) {
    case 'public':
      return status === 401 || status === 403 ? `recusado (${status}) numa rota pública` : null;
    case 'signed-webhook':
      return status >= 200 && status < 300 ? 'aceito sem assinatura' : null;
    case 'user':
      if (actor === 'visitante') return status === 401 ? null : `esperado 401, veio ${status}`;
      return status === 401 || status === 403 ? `recusado (${status}) a uma conta com sessão` : null;
    case 'admin':
      if (actor === 'visitante') return status === 401 ? null : `esperado 401, veio ${status}`;
      if (actor === 'admin') return status === 401 || status === 403 ? `admin recusado (${status})` : null;
      return status === 403 && answer.body.error === 'Acesso negado' ? null : `esperado 403, veio ${status}`;
    case 'auth-library':
      return null;
  }
}

const test = createTestApp({
  env: { WHATSAPP_APP_SECRET: 'segredo-do-app', STRIPE_WEBHOOK_SECRET: 'whsec_teste' },
});
let endpoints: Endpoint[];
const cookies = new Map<Actor, string | undefined>();
let params: Record<string, string>;
let shopA: Awaited<ReturnType<typeof signedInShop>>;
let shopB: Awaited<ReturnType<typeof signedInShop>>;
let matchOfA: string;

beforeAll(async () => {
  endpoints = appEndpoints(test.app, (path) => path.startsWith('/api'));
  shopA = await signedInShop(test);
  shopB = await signedInShop(test);
  await grantRole(db, shopA.userId, 'lojista');
  await grantRole(db, shopB.userId, 'lojista');
  cookies.set('visitante', undefined);
  cookies.set('lojista A', shopA.cookie);
  cookies.set('lojista B', shopB.cookie);
  cookies.set('admin', (await signedInAdmin(test.auth)).cookie);
  const wish = await wishWithMatches([shopA.lojistaId]);
  matchOfA = wish.matchOf(shopA.lojistaId);
  // Routes are called with A's real ids where they take them, so B's calls aim at A's data.
  params = { matchId: matchOfA, lojistaId: shopA.lojistaId, id: shopA.lojistaId };
});

afterAll(async () => {
  await db.desejo.deleteMany({ where: { matches: { some: { id: matchOfA } } } });
});

describe('authorization matrix', () => {
  it('gives every API route an access class', () => {
    const unclassified = endpoints.filter((e) => !accessOf(e)).map(key);
    expect(unclassified, 'rotas sem classe de acesso: classifique-as neste arquivo').toEqual([]);
  });

  it('answers each actor as the route class allows, on every route', async () => {
    const rows: string[][] = [];
    const problems: string[] = [];
    for (const endpoint of endpoints) {
      const access = accessOf(endpoint);
      if (!access || access === 'auth-library') continue;
      const row = [key(endpoint), access];
      for (const actor of ['visitante', 'lojista A', 'lojista B', 'admin'] as const) {
        const res = await call(test.app, endpoint, cookies.get(actor), params);
        const answer = { status: res.status, body: (res.body ?? {}) as Record<string, unknown> };
        row.push(String(res.status));
        const problem = violation(access, actor, answer);
        if (problem) problems.push(`${key(endpoint)} como ${actor}: ${problem}`);
      }
      rows.push(row);
    }
    printTable(['rota', 'acesso', 'visitante', 'lojista A', 'lojista B', 'admin'], rows);
    expect(problems).toEqual([]);
  });
});

describe("one shop cannot touch another shop's opportunities", () => {
  it("refuses B's offer, archive and restore on A's match with 404 and changes nothing", async () => {
    const before = await db.match.findUniqueOrThrow({ where: { id: matchOfA } });
    const post = (path: string, body: unknown) =>
      request(test.app)
        .post(path)
        .set('Origin', testOrigin)
        .set('Cookie', shopB.cookie)
        .send(body as object);
    const offer = await post(`/api/dashboard/matches/${matchOfA}/oferta`, offerBody());
    const archive = await post(`/api/dashboard/matches/${matchOfA}/arquivar`, {
      motivo: 'nao_tenho_produto',
    });
    const restore = await post(`/api/dashboard/matches/${matchOfA}/retomar`, {});
    expect([offer.status, archive.status, restore.status]).toEqual([404, 404, 404]);
    expect(await db.match.findUniqueOrThrow({ where: { id: matchOfA } })).toEqual(before);
    expect(await db.oferta.count({ where: { lojista_id: shopB.lojistaId } })).toBe(0);
  });

  it("never lists A's match in B's dashboard, in any tab", async () => {
    for (const aba of ABAS) {
      const res = await request(test.app)
        .get(`/api/dashboard/matches?aba=${aba}`)
        .set('Origin', testOrigin)
        .set('Cookie', shopB.cookie);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(matchOfA);
    }
  });
});
