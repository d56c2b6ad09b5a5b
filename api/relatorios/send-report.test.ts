import { afterAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { associatePlan, signedInShop } from '#tests/factories/dashboard.ts';
import { api, createTestApp, signedInUser } from '#tests/factories/shops.ts';

const test = createTestApp({ env: { SUPPORT_EMAIL: 'ajuda@exemplo.com.br' } });
const http = api(test);

afterAll(async () => {
  await test.queue.close();
});

describe('POST /api/relatorios-erro', () => {
  it('stores the report with the shop, page and browser, and e-mails the support address once', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const res = await http
      .post(
        '/api/relatorios-erro',
        {
          titulo: 'Botão não responde',
          descricao: 'Cliquei em Fazer Oferta e nada aconteceu.',
          passos: '1. Abrir Novas\n2. Fazer Oferta',
          url: 'http://localhost:3000/minha-conta/dashboard',
        },
        shop.cookie,
      )
      .set('User-Agent', 'Mozilla/5.0 (Teste)');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Relatório enviado com sucesso!',
      detalhe: 'Obrigado por reportar o erro. Vamos analisar e corrigir o mais breve possível.',
    });
    const stored = await db.errorReport.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored).toMatchObject({
      titulo: 'Botão não responde',
      passos: '1. Abrir Novas\n2. Fazer Oferta',
      lojista_id: shop.lojistaId,
      lojista_email: shop.email,
      user_agent: 'Mozilla/5.0 (Teste)',
      url: 'http://localhost:3000/minha-conta/dashboard',
    });
    const mails = test.enqueued.filter((job) => job.jobId === `relatorio-erro:${stored.id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.payload).toMatchObject({
      to: 'ajuda@exemplo.com.br',
      subject: expect.stringContaining('Botão não responde'),
      text: expect.stringContaining('Cliquei em Fazer Oferta'),
    });
  });

  it('refuses titles over 100, descriptions over 1000, steps over 500, and missing fields', async () => {
    const user = await signedInUser(test);
    const before = await db.errorReport.count();
    const tooLong = await http.post(
      '/api/relatorios-erro',
      { titulo: 'a'.repeat(101), descricao: 'b'.repeat(1001), passos: 'c'.repeat(501) },
      user.cookie,
    );
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.fields).sort()).toEqual(['descricao', 'passos', 'titulo']);
    const missing = await http.post('/api/relatorios-erro', { passos: 'x' }, user.cookie);
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['descricao', 'titulo']);
    expect(await db.errorReport.count()).toBe(before);

    const atLimits = await http.post(
      '/api/relatorios-erro',
      { titulo: 'a'.repeat(100), descricao: 'b'.repeat(1000), passos: 'c'.repeat(500) },
      user.cookie,
    );
    expect(atLimits.status).toBe(201);
    // A user without a shop is still heard: the report carries the account's e-mail.
    expect(await db.errorReport.findUniqueOrThrow({ where: { id: atLimits.body.id } })).toMatchObject({
      lojista_id: null,
      lojista_email: user.email,
    });
  });

  it('answers 401 without a session', async () => {
    expect((await http.post('/api/relatorios-erro', { titulo: 't', descricao: 'd' })).status).toBe(401);
  });
});
