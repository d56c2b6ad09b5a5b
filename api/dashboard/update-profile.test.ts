import { afterAll, describe, expect, it } from 'vitest';
import { lojistaMessages } from '#api/lojistas/messages.ts';
import { db } from '#prisma/client.ts';
import { associatePlan, put, signedInShop } from '#tests/factories/dashboard.ts';
import { createTestApp, pickCategories, randomMobile, signedInUser } from '#tests/factories/shops.ts';

const test = createTestApp();

afterAll(async () => {
  await test.queue.close();
});

async function profileBody(overrides: Record<string, unknown> = {}) {
  const { chosen, subsOfChosen, subOfOther } = await pickCategories();
  return {
    nomeLoja: 'Eletro Centro',
    email: `perfil-${randomMobile()}@exemplo.com.br`,
    endereco: 'Rua do Ouvidor, 50',
    cep: '20040-030',
    estado: 'rj',
    cidade: 'rio de janeiro',
    telefone: '+55 (21) 3333-4444',
    whatsapp: randomMobile(),
    whatsappLoja: randomMobile(),
    categorias: chosen,
    subcategorias: [...subsOfChosen, subOfOther],
    ...overrides,
  };
}

describe('PUT /api/dashboard/perfil', () => {
  it('updates the shop, recomputes the city and replaces categories with subcategories pruned', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const before = await db.lojista.findUniqueOrThrow({
      where: { id: shop.lojistaId },
      select: { cnpj: true },
    });
    const body = await profileBody({ cnpj: '11222333000181' });
    const res = await put(test, '/api/dashboard/perfil', body, shop.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Perfil atualizado',
      detalhe: 'Suas informações foram salvas com sucesso.',
      lojista: { nome_loja: 'Eletro Centro', cidade: 'Rio de Janeiro', estado: 'RJ' },
    });
    const saved = await db.lojista.findUniqueOrThrow({
      where: { id: shop.lojistaId },
      select: {
        cnpj: true,
        cidade_normalizada: true,
        cep: true,
        telefone: true,
        whatsapp_loja: true,
        email: true,
        categorias: { select: { categoria_id: true }, orderBy: { categoria_id: 'asc' } },
        subcategorias: { select: { subcategoria_id: true }, orderBy: { subcategoria_id: 'asc' } },
      },
    });
    const { chosen, subsOfChosen } = await pickCategories();
    expect(saved).toEqual({
      cnpj: before.cnpj,
      cidade_normalizada: 'rio de janeiro',
      cep: '20040030',
      telefone: '552133334444',
      whatsapp_loja: body.whatsappLoja,
      email: body.email,
      categorias: chosen.map((categoria_id) => ({ categoria_id })),
      subcategorias: [...subsOfChosen].sort((a, b) => a - b).map((subcategoria_id) => ({ subcategoria_id })),
    });

    // Dropping a category drops its subcategories.
    const again = await put(
      test,
      '/api/dashboard/perfil',
      { ...body, categorias: [chosen[0]], subcategorias: subsOfChosen },
      shop.cookie,
    );
    expect(again.status).toBe(200);
    expect(again.body.lojista).toMatchObject({ categorias: [chosen[0]], subcategorias: [subsOfChosen[0]] });
  });

  it("refuses another shop's WhatsApp with the spec's message and changes nothing", async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const other = await signedInShop(test, associatePlan(0));
    const res = await put(
      test,
      '/api/dashboard/perfil',
      await profileBody({ whatsappLoja: other.whatsappLoja, nomeLoja: 'Nome Novo' }),
      shop.cookie,
    );
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      error: lojistaMessages.whatsappLojaDuplicado,
      fields: { whatsappLoja: lojistaMessages.whatsappLojaDuplicado },
    });
    expect(
      (await db.lojista.findUniqueOrThrow({ where: { id: shop.lojistaId }, select: { nome_loja: true } }))
        .nome_loja,
    ).not.toBe('Nome Novo');
    // Keeping its own number is not a conflict.
    const own = await put(
      test,
      '/api/dashboard/perfil',
      await profileBody({ whatsappLoja: shop.whatsappLoja }),
      shop.cookie,
    );
    expect(own.status).toBe(200);
  });

  it('requires at least one category and a city not switched off by an admin', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const none = await put(test, '/api/dashboard/perfil', await profileBody({ categorias: [] }), shop.cookie);
    expect(none.status).toBe(400);
    expect(none.body.fields).toMatchObject({ categorias: 'Selecione pelo menos uma categoria' });
    const unknown = await put(
      test,
      '/api/dashboard/perfil',
      await profileBody({ categorias: [987654] }),
      shop.cookie,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ categorias: 'Selecione pelo menos uma categoria' });
    const off = await db.cidade.findFirstOrThrow({
      where: { nome_normalizado: 'marilia' },
      select: { id: true },
    });
    await db.cidade.update({ where: { id: off.id }, data: { desligada_por_admin: true } });
    try {
      const city = await put(
        test,
        '/api/dashboard/perfil',
        await profileBody({ cidade: 'Marília', estado: 'SP' }),
        shop.cookie,
      );
      expect(city.status).toBe(400);
      expect(city.body.fields).toEqual({ cidade: 'Selecione uma cidade' });
    } finally {
      await db.cidade.update({ where: { id: off.id }, data: { desligada_por_admin: false } });
    }
  });

  it('asks a user without a shop to complete the profile first', async () => {
    const user = await signedInUser(test);
    const res = await put(test, '/api/dashboard/perfil', await profileBody(), user.cookie);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Complete seu perfil de lojista antes de editar categorias');
  });
});
