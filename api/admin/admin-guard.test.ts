import express, { type Express, Router } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { grantRole } from '#api/auth/roles.ts';
import { db } from '#prisma/client.ts';
import { createTestApp, signedInUser } from '#tests/factories/shops.ts';
import { appEndpoints, concrete, type Endpoint } from '#tests/setup/route-walk.ts';

// Every /api/admin route answers 403 'Acesso negado' to a signed-in shopkeeper and 401 to a
// visitor. The routes are read from the real app's router stack, not listed here, so a route added
// later is checked without anyone remembering to add it.

function adminEndpoints(app: Express): Endpoint[] {
  return appEndpoints(app, (path) => path === '/api/admin' || path.startsWith('/api/admin/'));
}

function call(app: Express, { method, path }: Endpoint, cookie?: string) {
  const verb = method as 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
  const req = request(app)[verb](concrete(path)).set('Origin', testOrigin);
  if (cookie) req.set('Cookie', cookie);
  return ['post', 'put', 'patch'].includes(method) ? req.send({}) : req;
}

const test = createTestApp();
let endpoints: Endpoint[];
let shopCookie: string;

beforeAll(async () => {
  endpoints = adminEndpoints(test.app);
  const shop = await signedInUser(test);
  await grantRole(db, shop.userId, 'lojista');
  shopCookie = shop.cookie;
});

describe('the route walk', () => {
  it('reaches routes of routers mounted with and without a prefix, at any depth', () => {
    const inner = Router();
    inner.get('/c/:id', (_req, res) => res.end());
    inner
      .route('/d')
      .post((_req, res) => res.end())
      .delete((_req, res) => res.end());
    const admin = Router();
    admin.use((_req, _res, next) => next());
    admin.use(inner);
    admin.use(
      '/b',
      Router().patch('/e', (_req, res) => res.end()),
    );
    const app = express();
    app.use('/api', Router().use('/admin', admin));
    app.get('/api/fora', (_req, res) => res.end());
    const found = adminEndpoints(app).map((e) => `${e.method} ${e.path}`);
    expect(found.sort()).toEqual(
      ['get /api/admin/c/:id', 'post /api/admin/d', 'delete /api/admin/d', 'patch /api/admin/b/e'].sort(),
    );
  });
});

describe('the /api/admin guard, over every registered route', () => {
  it('finds the routes of every admin feature in the router stack', () => {
    const names = endpoints.map((e) => `${e.method.toUpperCase()} ${e.path}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'PATCH /api/admin/lojistas/:id/receber-matches',
        'DELETE /api/admin/conversations/:id',
        'GET /api/admin/system-status',
        'POST /api/admin/simulator/messages',
        'GET /api/admin/dashboard/conversations',
        'GET /api/admin/dashboard/conversations/:id/messages',
        'GET /api/admin/dashboard/funnel',
      ]),
    );
  });

  it("answers a signed-in shopkeeper 403 'Acesso negado' on each of them", async () => {
    const refused: string[] = [];
    for (const endpoint of endpoints) {
      const res = await call(test.app, endpoint, shopCookie);
      if (res.status !== 403 || res.body.error !== 'Acesso negado' || res.body.code !== 'FORBIDDEN') {
        refused.push(`${endpoint.method.toUpperCase()} ${endpoint.path} → ${res.status} ${res.text}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('answers a visitor without a session 401 on each of them', async () => {
    const open: string[] = [];
    for (const endpoint of endpoints) {
      const res = await call(test.app, endpoint);
      if (res.status !== 401) open.push(`${endpoint.method.toUpperCase()} ${endpoint.path} → ${res.status}`);
    }
    expect(open).toEqual([]);
  });
});
