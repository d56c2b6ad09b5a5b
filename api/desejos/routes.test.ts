import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { WISH_MESSAGES } from '#domain/desejos/wish-schema.ts';
import { db } from '#prisma/client.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';
import { createShop, newCidade, wishForm } from '#tests/factories/wishes.ts';

const test = createTestApp();
const http = api(test);
afterAll(() => test.queue.close());

describe('POST /api/desejos', () => {
  it('stores the wish from the site and answers its code and how many shops received it', async () => {
    const form = await wishForm({ produtoDesejado: `Geladeira ${randomUUID()}` });
    const shop = await createShop({ categorias: [form.categoriaId] });

    const res = await http.post('/api/desejos', form);

    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      codigo: expect.stringMatching(/^[0-9a-f]{8}$/),
      lojasNotificadas: expect.any(Number),
    });
    const desejo = await db.desejo.findFirstOrThrow({
      where: { produto_desejado: form.produtoDesejado },
      select: {
        id: true,
        whatsapp_cliente: true,
        origem: true,
        cidade: true,
        termos_aceitos: true,
        link_produto: true,
      },
    });
    expect(res.body.codigo).toBe(desejo.id.slice(0, 8));
    expect(desejo).toMatchObject({
      whatsapp_cliente: '5511987654321',
      origem: 'site',
      cidade: 'São Paulo',
      termos_aceitos: true,
      link_produto: form.linkProduto,
    });
    const matches = await db.match.findMany({
      where: { desejo_id: desejo.id },
      select: { lojista_id: true },
    });
    expect(res.body.lojasNotificadas).toBe(matches.length);
    expect(matches.map((m) => m.lojista_id)).toContain(shop.id);
    expect(test.enqueued.filter((j) => j.name === 'notifications.novo-desejo')).toHaveLength(matches.length);
  });

  it('answers zero shops honestly and keeps the wish', async () => {
    const form = await wishForm({ cidade: 'Palmas', estado: 'TO' });
    const res = await http.post('/api/desejos', form);
    expect(res.status).toBe(201);
    expect(res.body.lojasNotificadas).toBe(0);
  });

  it('answers each invalid field with its Portuguese message', async () => {
    const res = await http.post('/api/desejos', {
      nomeCliente: 'A',
      whatsapp: '(11) 3333-4444',
      estado: '',
      cidade: '',
      categoriaId: 'x',
      produtoDesejado: '',
      linkProduto: 'exemplo',
      termosAceitos: false,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      nomeCliente: WISH_MESSAGES.nomeMin,
      whatsapp: 'WhatsApp deve começar com 9 após o DDD',
      estado: WISH_MESSAGES.estado,
      cidade: WISH_MESSAGES.cidade,
      categoriaId: WISH_MESSAGES.categoria,
      produtoDesejado: WISH_MESSAGES.produtoMin,
      linkProduto: WISH_MESSAGES.link,
      termosAceitos: WISH_MESSAGES.termos,
    });
  });

  it('says so on the city field when the city is unknown in the state', async () => {
    const res = await http.post('/api/desejos', await wishForm({ cidade: 'Cidade Que Não Existe' }));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ cidade: WISH_MESSAGES.cidadeDesconhecida });
  });

  it('takes a wish from a municipality where the product does not operate yet', async () => {
    const cidade = await newCidade({ sigla: 'SP', ativo: false });
    const produtoDesejado = `Bicicleta ${randomUUID()}`;
    const res = await http.post('/api/desejos', await wishForm({ cidade: cidade.nome, produtoDesejado }));
    expect(res.status).toBe(201);
    expect(res.body.lojasNotificadas).toBe(0);
    const desejo = await db.desejo.findFirstOrThrow({
      where: { produto_desejado: produtoDesejado },
      select: { cidade: true, estado: true },
    });
    expect(desejo).toEqual({ cidade: cidade.nome, estado: 'SP' });
  });

  it('asks for the WhatsApp and the terms when missing', async () => {
    const form = await wishForm();
    const { whatsapp: _w, termosAceitos: _t, ...rest } = form;
    const res = await http.post('/api/desejos', rest);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      whatsapp: WISH_MESSAGES.whatsappObrigatorio,
      termosAceitos: WISH_MESSAGES.termos,
    });
  });
});

describe('POST /api/desejos rate limit', () => {
  it('stops an address after 20 wishes in an hour with a Portuguese message', async () => {
    const limited = createTestApp();
    try {
      const post = () => api(limited).post('/api/desejos', {});
      for (let i = 0; i < 20; i++) expect((await post()).status).toBe(400);
      const res = await post();
      expect(res.status).toBe(429);
      expect(res.body.error).toBe(
        'Muitos desejos enviados a partir deste endereço. Tente novamente mais tarde.',
      );
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await limited.queue.close();
    }
  });
});
