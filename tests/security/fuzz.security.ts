import { randomInt } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { offerBody, signedInShop, wishWithMatches } from '#tests/factories/dashboard.ts';
import { quickForm } from '#tests/factories/quick-registration.ts';
import { createTestApp } from '#tests/factories/shops.ts';
import { wishForm } from '#tests/factories/wishes.ts';
import { appEndpoints, concrete, type Endpoint, key } from '#tests/setup/route-walk.ts';
import { printTable } from './print-table.ts';
import { accessOf } from './route-access.ts';

// Input fuzzing: every route that takes a body gets malformed and oversized bodies, and the
// public forms get each field replaced by hostile values. Whatever comes in, the answer is never
// a 500, nothing is half stored (a refused request leaves every table as it was), and nothing
// reaches Object.prototype.

const test = createTestApp();
let shop: Awaited<ReturnType<typeof signedInShop>>;
let adminCookie: string;
let matchId: string;

/** Rows of the tables a form could half-write. */
async function counts() {
  const [desejos, matches, lojistas, users, planos, ofertas, relatorios] = await Promise.all([
    db.desejo.count(),
    db.match.count(),
    db.lojista.count(),
    db.user.count(),
    db.lojistaPlano.count(),
    db.oferta.count(),
    db.errorReport.count(),
  ]);
  return { desejos, matches, lojistas, users, planos, ofertas, relatorios };
}

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function send(endpoint: Endpoint, body: string, contentType: string) {
  const access = accessOf(endpoint);
  const verb = endpoint.method as 'post' | 'put' | 'patch' | 'delete';
  const req = request(test.app)
    [verb](concrete(endpoint.path, { matchId }))
    .set('Origin', testOrigin)
    // A new client address each time: the per-address limits are not what is fuzzed here.
    .set('X-Forwarded-For', address())
    .set('Content-Type', contentType);
  if (access === 'user') req.set('Cookie', shop.cookie);
  if (access === 'admin') req.set('Cookie', adminCookie);
  return req.send(body);
}

const deep = (n: number) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;

const malformed: Array<[label: string, body: string, contentType: string]> = [
  ['vazio', '', 'application/json'],
  ['JSON cortado', '{"nome": "a', 'application/json'],
  ['array', '[1,2,3]', 'application/json'],
  ['null', 'null', 'application/json'],
  ['número', '42', 'application/json'],
  ['aninhado 5.000 níveis', deep(5_000), 'application/json'],
  [
    '__proto__',
    '{"__proto__":{"polluted":"sim"},"constructor":{"prototype":{"polluted":"sim"}}}',
    'application/json',
  ],
  ['300 KB', JSON.stringify({ texto: 'a'.repeat(300_000) }), 'application/json'],
  ['form', 'a=1&b[c]=2&__proto__[polluted]=sim', 'application/x-www-form-urlencoded'],
  ['texto puro', 'oi', 'text/plain'],
  ['binário', '\u0000\u0001\uFFFD', 'application/octet-stream'],
];

const hostile: unknown[] = [
  null,
  0,
  -1,
  1e308,
  true,
  [],
  {},
  '',
  '   ',
  'a'.repeat(5_000),
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE desejos; --",
  'nul\u0000byte',
  '𝕏'.repeat(300),
  { $gt: '' },
];

beforeAll(async () => {
  shop = await signedInShop(test);
  ({ cookie: adminCookie } = await signedInAdmin(test.auth));
  matchId = (await wishWithMatches([shop.lojistaId])).matchOf(shop.lojistaId);
});

afterAll(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

describe('malformed bodies on every route that takes one', () => {
  it('never answers 5xx (but 503 not configured), never half-stores, never pollutes prototypes', async () => {
    const endpoints = appEndpoints(test.app, (path) => path.startsWith('/api')).filter((e) => {
      const access = accessOf(e);
      return e.method !== 'get' && access !== 'auth-library' && access !== undefined;
    });
    const problems: string[] = [];
    const rows: string[][] = [];
    for (const endpoint of endpoints) {
      const statuses = new Set<number>();
      for (const [label, body, contentType] of malformed) {
        const before = await counts();
        const res = await send(endpoint, body, contentType);
        statuses.add(res.status);
        if (res.status >= 500 && res.status !== 503)
          problems.push(`${key(endpoint)} ${label}: ${res.status}`);
        if (res.status >= 400 && JSON.stringify(await counts()) !== JSON.stringify(before)) {
          problems.push(`${key(endpoint)} ${label}: recusado (${res.status}) mas gravou algo`);
        }
      }
      rows.push([key(endpoint), [...statuses].sort().join(' ')]);
    }
    printTable(['rota', 'respostas aos corpos malformados'], rows);
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('hostile values in each field of the public forms', () => {
  const forms: Array<[path: string, build: () => Promise<Record<string, unknown>>]> = [
    ['/api/desejos', () => wishForm()],
    ['/api/parceiros/cadastro-rapido', () => quickForm()],
    [
      '/api/auth/sign-up/email',
      async () => ({
        email: `fuzz-${randomInt(1e9)}@exemplo.com.br`,
        password: 'senha-forte-1',
        name: 'Fuzz',
      }),
    ],
    [`/api/dashboard/matches/:matchId/oferta`, async () => offerBody()],
  ];

  it('answers every mutation below 500 and stores either a whole record or nothing', async () => {
    const problems: string[] = [];
    const rows: string[][] = [];
    for (const [path, build] of forms) {
      const endpoint = { method: 'post', path };
      let accepted = 0;
      let refused = 0;
      for (const field of Object.keys(await build())) {
        for (const value of hostile) {
          const body = { ...(await build()), [field]: value };
          const before = await counts();
          const res = await send(endpoint, JSON.stringify(body), 'application/json');
          if (res.status >= 500)
            problems.push(`${path} ${field}=${JSON.stringify(value).slice(0, 40)}: ${res.status}`);
          if (res.status < 300) accepted += 1;
          else {
            refused += 1;
            if (JSON.stringify(await counts()) !== JSON.stringify(before)) {
              problems.push(`${path} ${field}: recusado (${res.status}) mas gravou algo`);
            }
          }
        }
      }
      rows.push([path, String(accepted), String(refused)]);
    }
    printTable(['formulário', 'aceitos', 'recusados'], rows);
    expect(problems).toEqual([]);
  });
});
