import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import {
  createTestApp,
  maskCnpj,
  pickCategories,
  randomCnpj,
  randomMobile,
  signedInUser,
} from '#tests/factories/shops.ts';

// Associations and members through the real app, and what membership gives a new shop.

const test = createTestApp();

const adminCookie = async () => (await signedInAdmin(test.auth)).cookie;

const post = (path: string, body: unknown, cookie?: string) => {
  const req = request(test.app).post(path).set('Origin', testOrigin);
  return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
};

describe('POST /api/admin/associacoes and /associados', () => {
  it('creates an association whose member CNPJ registers with the free associate plan', async () => {
    const cookie = await adminCookie();
    const created = await post(
      '/api/admin/associacoes',
      { nome: ' Associação Comercial ', email: '' },
      cookie,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ nome: 'Associação Comercial', email: null, ativo: true });

    const cnpj = randomCnpj();
    const masked = maskCnpj(cnpj);
    const member = await post(
      `/api/admin/associacoes/${created.body.id}/associados`,
      { documento: masked, nome_completo: 'Loja Associada' },
      cookie,
    );
    expect(member.status).toBe(201);
    expect(member.body).toMatchObject({ documento: cnpj, associacao_id: created.body.id, ativo: true });
    // The same document again updates the member instead of duplicating it.
    await post(
      `/api/admin/associacoes/${created.body.id}/associados`,
      { documento: cnpj, nome_completo: 'Loja Associada Ltda' },
      cookie,
    );
    expect(await db.associacaoAssociado.count({ where: { documento: cnpj } })).toBe(1);

    const { chosen } = await pickCategories();
    const shop = await post('/api/parceiros/cadastro-rapido', {
      nomeLoja: 'Loja Associada',
      cnpj,
      email: `assoc-${randomUUID()}@exemplo.com.br`,
      whatsappLoja: randomMobile(),
      nomeRepresentante: 'Rui',
      whatsappRepresentante: randomMobile(),
      estado: 'SP',
      cidade: 'São Paulo',
      categorias: chosen,
      termosAceitos: true,
    });
    expect(shop.status).toBe(201);
    expect(shop.body.plano).toMatchObject({ tipo: 'associado_gratuito' });
  });

  it('refuses an association without a name and a member without document or name', async () => {
    const cookie = await adminCookie();
    const noName = await post('/api/admin/associacoes', { nome: '  ' }, cookie);
    expect(noName.status).toBe(400);
    expect(noName.body.fields.nome).toBe('O nome da associação é obrigatório');

    const association = await post('/api/admin/associacoes', { nome: 'ACE' }, cookie);
    const noDoc = await post(
      `/api/admin/associacoes/${association.body.id}/associados`,
      { documento: '--', nome_completo: '' },
      cookie,
    );
    expect(noDoc.status).toBe(400);
    expect(noDoc.body.fields).toEqual({
      documento: 'Documento e nome são obrigatórios',
      nome_completo: 'Documento e nome são obrigatórios',
    });
    const unknown = await post(
      `/api/admin/associacoes/${randomUUID()}/associados`,
      { documento: '1' },
      cookie,
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses a shopkeeper', async () => {
    const { cookie } = await signedInUser(test);
    const before = await db.associacaoParceira.count();
    const res = await post('/api/admin/associacoes', { nome: 'Intrusa' }, cookie);
    expect(res.status).toBe(403);
    expect(await db.associacaoParceira.count()).toBe(before);
  });
});
