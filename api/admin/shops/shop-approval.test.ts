import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { normalizeText } from '#domain/text.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp, randomMobile, signedInUser } from '#tests/factories/shops.ts';
import { newCidade } from '#tests/factories/wishes.ts';

// The approval switch of /gestao/lojistas through the real app: admin only, first approval
// stamps aprovado_em and e-mails the shop once.

const test = createTestApp();

const adminCookie = async () => (await signedInAdmin(test.auth)).cookie;

async function newShop(cidade = 'São Paulo') {
  return db.lojista.create({
    data: {
      email: `loja-${randomUUID()}@exemplo.com.br`,
      nome_loja: 'Loja em Análise',
      nome_responsavel: 'Rita',
      whatsapp: randomMobile(),
      whatsapp_loja: randomMobile(),
      estado: 'SP',
      cidade,
      cidade_normalizada: normalizeText(cidade),
    },
  });
}

const cidadeFlags = (id: number) =>
  db.cidade.findUniqueOrThrow({ where: { id }, select: { ativo: true, desligada_por_admin: true } });

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

  it("switches the shop's inactive city on at approval, once, and never back off", async () => {
    const cookie = await adminCookie();
    const cidade = await newCidade({ sigla: 'SP', ativo: false });
    const shop = await newShop(cidade.nome.toUpperCase());

    expect((await patch(shop.id, { receberMatches: true }, cookie)).status).toBe(200);
    expect(await cidadeFlags(cidade.id)).toEqual({ ativo: true, desligada_por_admin: false });

    // Switching the shop off leaves the city on; approving again changes nothing.
    await patch(shop.id, { receberMatches: false }, cookie);
    expect(await cidadeFlags(cidade.id)).toEqual({ ativo: true, desligada_por_admin: false });
    expect((await patch(shop.id, { receberMatches: true }, cookie)).status).toBe(200);
    expect(await cidadeFlags(cidade.id)).toEqual({ ativo: true, desligada_por_admin: false });
  });

  it('leaves a city an admin switched off as it is', async () => {
    const cookie = await adminCookie();
    const cidade = await newCidade({ sigla: 'SP', ativo: false, desligadaPorAdmin: true });
    const shop = await newShop(cidade.nome);
    const res = await patch(shop.id, { receberMatches: true }, cookie);
    expect(res.body).toEqual({ receberMatches: true, primeiraAprovacao: true });
    expect((await db.lojista.findUniqueOrThrow({ where: { id: shop.id } })).receber_matches).toBe(true);
    expect(await cidadeFlags(cidade.id)).toEqual({ ativo: false, desligada_por_admin: true });
  });

  it('switches on only the city of the shop, in its own state', async () => {
    const cookie = await adminCookie();
    const emSp = await newCidade({ sigla: 'SP', ativo: false });
    // The same name in another state stays off.
    const emMg = await db.cidade.create({
      data: {
        nome: emSp.nome,
        nome_normalizado: normalizeText(emSp.nome),
        ativo: false,
        estado: { connect: { sigla: 'MG' } },
      },
      select: { id: true },
    });
    const shop = await newShop(emSp.nome);
    await patch(shop.id, { receberMatches: true }, cookie);
    expect((await cidadeFlags(emSp.id)).ativo).toBe(true);
    expect((await cidadeFlags(emMg.id)).ativo).toBe(false);
  });
});
