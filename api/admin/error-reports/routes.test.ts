import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { associatePlan, signedInShop } from '#tests/factories/dashboard.ts';
import { api, createTestApp, signedInUser } from '#tests/factories/shops.ts';

// Relatórios de Problemas: a shop's report, sent from the dashboard, is what /gestao lists first.

const test = createTestApp();
const http = api(test);
let cookie: string;

beforeAll(async () => {
  ({ cookie } = await signedInAdmin(test.auth));
});

afterAll(async () => {
  await test.queue.close();
});

describe('GET /api/admin/relatorios-erro', () => {
  it('lists the newest report first with its date, page, text and the reporter', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const titulo = `Botão sumiu ${randomUUID().slice(0, 8)}`;
    const sent = await http.post(
      '/api/relatorios-erro',
      {
        titulo,
        descricao: 'O botão Fazer Oferta não aparece.',
        url: 'http://localhost:3000/minha-conta/dashboard',
      },
      shop.cookie,
    );
    expect(sent.status).toBe(201);

    const res = await http.get('/api/admin/relatorios-erro', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.relatorios[0]).toEqual({
      id: sent.body.id,
      titulo,
      descricao: 'O botão Fazer Oferta não aparece.',
      passos: null,
      pagina: 'http://localhost:3000/minha-conta/dashboard',
      lojistaNome: expect.any(String),
      lojistaEmail: shop.email,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers 403 to a signed-in non-admin', async () => {
    const user = await signedInUser(test);
    expect((await http.get('/api/admin/relatorios-erro', user.cookie)).status).toBe(403);
  });
});
