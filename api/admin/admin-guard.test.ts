import { randomUUID } from 'node:crypto';
import express, { type Express, Router } from 'express';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { grantRole } from '#api/auth/roles.ts';
import { createTestApp, signedInUser } from '#api/lojistas/test-support.ts';
import { db } from '#prisma/client.ts';

// Every /api/admin route answers 403 'Acesso negado' to a signed-in shopkeeper and 401 to a
// visitor. The routes are read from the real app's router stack, not listed here, so a route added
// later is checked without anyone remembering to add it.

type Layer = {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
};

type Endpoint = { method: string; path: string };

/** Every route under the app, with its full path (mount prefixes joined). */
function walk(stack: Layer[], prefix = ''): Endpoint[] {
  return stack.flatMap((layer): Endpoint[] => {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = Object.keys(layer.route.methods).filter((m) => layer.route?.methods[m]);
      return paths.flatMap((path) =>
        methods.map((method) => ({ method: method === '_all' ? 'get' : method, path: join(prefix, path) })),
      );
    }
    if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      return walk(layer.handle.stack, join(prefix, mount));
    }
    return [];
  });
}

function join(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** A concrete URL for a route pattern: parameters become a uuid, wildcards a segment. */
function concrete(path: string): string {
  return path
    .replace(/\{([^}]*)\}/g, '$1')
    .replace(/:[A-Za-z_]\w*/g, randomUUID())
    .replace(/\*[A-Za-z_]\w*/g, 'qualquer');
}

function adminEndpoints(app: Express): Endpoint[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const all = walk(stack).filter((e) => e.path === '/api/admin' || e.path.startsWith('/api/admin/'));
  const unique = new Map(all.map((e) => [`${e.method} ${e.path}`, e]));
  return [...unique.values()];
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
