import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '#api/auth/admin-account.ts';
import { signIn, testOrigin } from '#api/auth/auth-test-client.ts';
import { createTestApp, randomMobile, signedInUser } from '#api/lojistas/test-support.ts';
import { db } from '#prisma/client.ts';

// The approval switch of /gestao/lojistas through the real app: admin only, first approval
// stamps aprovado_em and e-mails the shop once.

const test = createTestApp();

async function adminCookie() {
  const email = `admin-${randomUUID()}@exemplo.com.br`;
  await ensureAdmin({ auth: test.auth, db, email, password: 'senha-admin-1' });
  return (await signIn(test.auth, email, 'senha-admin-1')).cookie;
}

async function newShop() {
  return db.lojista.create({
    data: {
      email: `loja-${randomUUID()}@exemplo.com.br`,
      nome_loja: 'Loja em Análise',
      nome_responsavel: 'Rita',
      whatsapp: randomMobile(),
      whatsapp_loja: randomMobile(),
      estado: 'SP',
      cidade: 'São Paulo',
      cidade_normalizada: 'sao paulo',
    },
  });
}

const patch = (id: string, body: unknown, cookie: string) =>
  request(test.app)
    .patch(`/api/admin/lojistas/${id}/receber-matches`)
    .set('Origin', testOrigin)
    .set('Cookie', cookie)
    .send(body as object);

const approvalMails = (id: string) => test.enqueued.filter((job) => job.jobId === `aprovacao:${id}`);

describe('PATCH /api/admin/lojistas/:id/receber-matches', () => {
  it('approves a shop once: stamps aprovado_em and e-mails it, later switches send nothing', async () => {
    const cookie = await adminCookie();
    const shop = await newShop();

    const first = await patch(shop.id, { receberMatches: true }, cookie);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ receberMatches: true, primeiraAprovacao: true });
    const approved = await db.lojista.findUniqueOrThrow({ where: { id: shop.id } });
    expect(approved.receber_matches).toBe(true);
    expect(approved.aprovado_em).toBeInstanceOf(Date);
    expect(approvalMails(shop.id)).toEqual([
      expect.objectContaining({ name: 'mail.send', payload: expect.objectContaining({ to: shop.email }) }),
    ]);

    expect((await patch(shop.id, { receberMatches: false }, cookie)).body.receberMatches).toBe(false);
    expect((await db.lojista.findUniqueOrThrow({ where: { id: shop.id } })).receber_matches).toBe(false);
    const again = await patch(shop.id, { receberMatches: true }, cookie);
    expect(again.body).toEqual({ receberMatches: true, primeiraAprovacao: false });
    expect((await db.lojista.findUniqueOrThrow({ where: { id: shop.id } })).aprovado_em).toEqual(
      approved.aprovado_em,
    );
    expect(approvalMails(shop.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown shop and 400 without the switch', async () => {
    const cookie = await adminCookie();
    const missing = await patch(randomUUID(), { receberMatches: true }, cookie);
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Lojista não encontrado.');
    const shop = await newShop();
    const invalid = await patch(shop.id, {}, cookie);
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields.receberMatches).toBeTypeOf('string');
  });

  it('refuses a shopkeeper', async () => {
    const { cookie } = await signedInUser(test);
    const shop = await newShop();
    const res = await patch(shop.id, { receberMatches: true }, cookie);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Acesso negado');
    expect((await db.lojista.findUniqueOrThrow({ where: { id: shop.id } })).receber_matches).toBe(false);
  });
});
