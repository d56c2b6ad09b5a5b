import { beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '#api/auth/roles.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { customerWithData } from '#tests/factories/customer-data.ts';
import { api, createTestApp, signedInUser } from '#tests/factories/shops.ts';

// Admins export or erase a customer's data by phone; a shopkeeper gets 403 (the admin guard test
// walks these routes too). The phone goes in the query or the body, so the request log hides it.

const test = createTestApp();
const http = api(test);
let adminCookie: string;
let shopCookie: string;

beforeAll(async () => {
  ({ cookie: adminCookie } = await signedInAdmin(test.auth));
  const shop = await signedInUser(test);
  await grantRole(db, shop.userId, 'lojista');
  shopCookie = shop.cookie;
});

describe('/api/admin/privacidade', () => {
  it("exports a customer's data as a JSON download", async () => {
    const customer = await customerWithData();
    const res = await http.get(`/api/admin/privacidade/exportar?telefone=${customer.phone}`, adminCookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body.telefone).toBe(customer.phone);
    expect(res.body.conversas[0].mensagens).toHaveLength(2);
    expect(res.body.desejos).toHaveLength(2);
    expect(test.logs()).not.toContain(customer.phone);
  });

  it("erases a customer's data and says what went", async () => {
    const customer = await customerWithData();
    const res = await http.post('/api/admin/privacidade/apagar', { telefone: customer.phone }, adminCookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ conversas_apagadas: 1, mensagens_apagadas: 2, desejos_anonimizados: 2 });
    expect(await db.whatsappConversation.count({ where: { phone_number: customer.phone } })).toBe(0);
    expect(await db.desejo.count({ where: { whatsapp_cliente: customer.phone } })).toBe(0);
  });

  it('refuses a malformed phone with the field message', async () => {
    const res = await http.post('/api/admin/privacidade/apagar', { telefone: '12' }, adminCookie);
    expect(res.status).toBe(400);
    expect(res.body.fields.telefone).toContain('Telefone inválido');
  });

  it('is closed to a shopkeeper', async () => {
    const customer = await customerWithData();
    const exported = await http.get(`/api/admin/privacidade/exportar?telefone=${customer.phone}`, shopCookie);
    expect(exported.status).toBe(403);
    const erased = await http.post('/api/admin/privacidade/apagar', { telefone: customer.phone }, shopCookie);
    expect(erased.status).toBe(403);
    expect(await db.whatsappConversation.count({ where: { phone_number: customer.phone } })).toBe(1);
  });
});
