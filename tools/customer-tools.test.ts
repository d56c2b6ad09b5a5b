import { afterAll, describe, expect, it } from 'vitest';
import { shopNoticeKey } from '#api/notifications/jobs.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop } from '#tests/factories/wishes.ts';
import { callTool } from './registry.ts';
import { customerParty, shopParty, toolContext } from './test-support.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
afterAll(() => queue.close());

async function categoryWithNames(offset = 0) {
  const cat = await categoryWithSubs(offset);
  const subs = await db.subcategoria.findMany({
    where: { id: { in: cat.subs } },
    orderBy: { id: 'asc' },
    select: { id: true, nome: true },
  });
  return { ...cat, display: toDisplayCategoryName(cat.nome), subs };
}

/** "Eletrodomésticos" → "ELETRODOMESTICOS": what a model may send back. */
const shouted = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toUpperCase();

async function customer(contactName?: string | null) {
  const party = await customerParty(contactName);
  return { party, ctx: toolContext(party, { queue, logger }) };
}

async function createWishFor(ctx: ReturnType<typeof toolContext>, categoria: string, extra = {}) {
  const { result } = await callTool(
    'criar_desejo',
    {
      produto_desejado: 'Geladeira frost free 400 litros',
      cidade: 'sao paulo',
      estado: 'sp',
      categoria,
      ...extra,
    },
    ctx,
  );
  if (!result.ok) throw new Error(result.error);
  return result.data as { codigo: string; desejo_id: string; lojas_notificadas: number };
}

describe('listar_categorias', () => {
  it('lists the live categories with display names and filters by a word, accents aside', async () => {
    const { ctx } = await customer();
    const all = await callTool('listar_categorias', {}, ctx);
    expect(all.result.ok).toBe(true);
    const categorias = (
      all.result as { data: { categorias: { categoria: string; subcategorias: string[] }[] } }
    ).data.categorias;
    expect(categorias.length).toBe(await db.categoria.count());
    expect(categorias.every((c) => !c.categoria.includes('_'))).toBe(true);

    const filtered = await callTool('listar_categorias', { busca: 'GELADEIRA' }, ctx);
    expect(filtered.result).toEqual({
      ok: true,
      data: { categorias: [{ categoria: 'Eletrodomésticos', subcategorias: ['Geladeiras'] }] },
    });
    const byCategory = await callTool('listar_categorias', { busca: 'eletrodomesticos' }, ctx);
    const data = (byCategory.result as { data: { categorias: { subcategorias: string[] }[] } }).data;
    expect(data.categorias[0]!.subcategorias.length).toBeGreaterThan(1);
  });
});

describe('criar_desejo', () => {
  it('resolves the category and subcategory by name, stores the wish from WhatsApp and notifies the matching shops', async () => {
    const cat = await categoryWithNames();
    const sub = cat.subs[0]!;
    const shopA = await createShop({ categorias: [cat.id] });
    const shopB = await createShop({ categorias: [cat.id], subcategorias: [sub.id] });
    const elsewhere = await createShop({ cidade: 'Campinas', categorias: [cat.id] });
    const { party, ctx } = await customer('Ana do WhatsApp');

    const { record, result } = await callTool(
      'criar_desejo',
      JSON.stringify({
        produto_desejado: 'Geladeira frost free 400 litros',
        cidade: 'sao paulo',
        estado: 'sp',
        categoria: shouted(cat.display),
        subcategoria: sub.nome.toLowerCase(),
        marca: 'Brastemp',
        caracteristicas: 'inox, 220V',
      }),
      ctx,
    );
    expect(result.ok).toBe(true);
    const data = (result as { data: { codigo: string; desejo_id: string; lojas_notificadas: number } }).data;
    expect(data.codigo).toBe(data.desejo_id.slice(0, 8));
    expect(record).toMatchObject({ name: 'criar_desejo', arguments: { estado: 'sp' }, result });
    expect(record.error).toBeUndefined();

    const desejo = await db.desejo.findUniqueOrThrow({ where: { id: data.desejo_id } });
    expect(desejo).toMatchObject({
      categoria_id: cat.id,
      categoria: cat.nome,
      subcategoria_id: sub.id,
      subcategoria: sub.nome,
      cidade: 'São Paulo',
      estado: 'SP',
      origem: 'whatsapp',
      whatsapp_cliente: party.phone,
      nome_cliente: 'Ana do WhatsApp',
      conversation_id: party.conversationId,
      termos_aceitos: true,
      marca: 'Brastemp',
      caracteristicas: 'inox, 220V',
    });
    const matches = await db.match.findMany({
      where: { desejo_id: desejo.id },
      select: { id: true, lojista_id: true },
    });
    expect(matches.map((m) => m.lojista_id)).toEqual(expect.arrayContaining([shopA.id, shopB.id]));
    expect(matches.map((m) => m.lojista_id)).not.toContain(elsewhere.id);
    expect(data.lojas_notificadas).toBe(matches.length);
    const jobIds = enqueued.map((job) => job.jobId);
    for (const match of matches) expect(jobIds).toContain(shopNoticeKey(match.id));
  });

  it('names the customer after nome_cliente, else the profile name, else "Cliente WhatsApp"', async () => {
    const cat = await categoryWithNames();
    const named = await customer('Perfil');
    const a = await createWishFor(named.ctx, cat.display, { nome_cliente: 'Beatriz' });
    const anonymous = await customer(null);
    const b = await createWishFor(anonymous.ctx, cat.display);
    const rows = await db.desejo.findMany({
      where: { id: { in: [a.desejo_id, b.desejo_id] } },
      select: { id: true, nome_cliente: true },
    });
    expect(Object.fromEntries(rows.map((r) => [r.id, r.nome_cliente]))).toEqual({
      [a.desejo_id]: 'Beatriz',
      [b.desejo_id]: 'Cliente WhatsApp',
    });
  });

  it('refuses an unknown category with the closest valid names, and stores nothing', async () => {
    const { party, ctx } = await customer();
    const { record, result } = await callTool(
      'criar_desejo',
      { produto_desejado: 'Geladeira', cidade: 'São Paulo', estado: 'SP', categoria: 'Eletrodomestico' },
      ctx,
    );
    expect(result.ok).toBe(false);
    const error = (result as { error: string }).error;
    expect(error).toMatch(/^Categoria "Eletrodomestico" não existe\. Use uma destas: Eletrodomésticos/);
    expect((result as { fields?: Record<string, string> }).fields).toHaveProperty('categoria');
    expect(record.error).toBe(true);
    expect(await db.desejo.count({ where: { whatsapp_cliente: party.phone } })).toBe(0);
  });

  it('refuses a subcategory of another category, listing the valid ones', async () => {
    const cat = await categoryWithNames();
    const { ctx } = await customer();
    const { result } = await callTool(
      'criar_desejo',
      {
        produto_desejado: 'X',
        cidade: 'São Paulo',
        estado: 'SP',
        categoria: cat.display,
        subcategoria: 'Inexistente',
      },
      ctx,
    );
    expect(result).toMatchObject({ ok: false, error: expect.stringContaining(cat.subs[0]!.nome) });
  });

  it("gives the service's message for a city that does not exist", async () => {
    const cat = await categoryWithNames();
    const { ctx } = await customer();
    const { result } = await callTool(
      'criar_desejo',
      {
        produto_desejado: 'Geladeira',
        cidade: 'Cidade Que Não Existe',
        estado: 'SP',
        categoria: cat.display,
      },
      ctx,
    );
    expect(result).toEqual({
      ok: false,
      error: 'Não encontramos essa cidade nesse estado. Confira o nome da cidade e o estado.',
      fields: { cidade: 'Não encontramos essa cidade nesse estado. Confira o nome da cidade e o estado.' },
    });
  });

  it('is refused in a shop conversation', async () => {
    const cat = await categoryWithNames();
    const { party } = await shopParty({ categorias: [cat.id] });
    const { result } = await callTool(
      'criar_desejo',
      { produto_desejado: 'Geladeira', cidade: 'São Paulo', estado: 'SP', categoria: cat.display },
      toolContext(party, { queue, logger }),
    );
    expect(result).toEqual({
      ok: false,
      error: 'Esta ferramenta só pode ser usada na conversa com um cliente.',
    });
  });
});

describe('notificar_lojistas', () => {
  it("re-enqueues the wish's notifications under the same job ids and tells the number of shops", async () => {
    const cat = await categoryWithNames();
    await createShop({ categorias: [cat.id] });
    const { ctx } = await customer();
    const wish = await createWishFor(ctx, cat.display);
    const before = enqueued.length;
    const { result } = await callTool(
      'notificar_lojistas',
      { codigo_desejo: wish.codigo.toUpperCase() },
      ctx,
    );
    expect(result).toEqual({
      ok: true,
      data: { codigo: wish.codigo, lojas_notificadas: wish.lojas_notificadas, status: 'aberto' },
    });
    const matches = await db.match.findMany({ where: { desejo_id: wish.desejo_id }, select: { id: true } });
    expect(
      enqueued
        .slice(before)
        .map((job) => job.jobId)
        .sort(),
    ).toEqual(matches.map((m) => shopNoticeKey(m.id)).sort());
  });

  it("does not find another customer's wish by its code", async () => {
    const cat = await categoryWithNames();
    const owner = await customer();
    const wish = await createWishFor(owner.ctx, cat.display);
    const stranger = await customer();
    const { result } = await callTool('notificar_lojistas', { codigo_desejo: wish.codigo }, stranger.ctx);
    expect(result).toEqual({ ok: false, error: 'Nenhum desejo deste cliente tem esse código.' });
    const bad = await callTool('notificar_lojistas', { codigo_desejo: 'zzzzzzzz' }, owner.ctx);
    expect(bad.result).toMatchObject({
      ok: false,
      error: expect.stringContaining('Código do desejo inválido'),
    });
  });
});

describe('listar_ofertas and fechar_desejo', () => {
  it('lists the offers cheapest first with the shop link, then closes the wish accepting one', async () => {
    const cat = await categoryWithNames();
    const premium = { plano_tipo: 'premium', ativo: true, limite_diario: 0 } as const;
    const cara = await shopParty({ categorias: [cat.id], plan: premium, nomeLoja: 'Loja Cara' });
    const barata = await shopParty({ categorias: [cat.id], plan: premium, nomeLoja: 'Loja Barata' });
    const calada = await shopParty({ categorias: [cat.id], plan: premium });
    const { ctx } = await customer();
    const wish = await createWishFor(ctx, cat.display);

    const offer = (party: typeof cara.party, valor: number) =>
      callTool(
        'registrar_oferta',
        {
          codigo_desejo: wish.codigo,
          valor,
          condicoes_pagamento: 'Pix',
          prazo_entrega: 'amanhã',
          validade: '3 dias',
        },
        toolContext(party, { queue, logger }),
      );
    expect((await offer(cara.party, 1500)).result.ok).toBe(true);
    expect((await offer(barata.party, 1199.9)).result.ok).toBe(true);

    // Without a code: the newest open wish of the customer.
    const { result } = await callTool('listar_ofertas', {}, ctx);
    expect(result.ok).toBe(true);
    const data = (result as { data: { codigo: string; ofertas: Record<string, unknown>[] } }).data;
    expect(data.codigo).toBe(wish.codigo);
    expect(data.ofertas.map((o) => [o.loja, o.valor])).toEqual([
      ['Loja Barata', 'R$ 1.199,90'],
      ['Loja Cara', 'R$ 1.500,00'],
    ]);
    expect(data.ofertas[0]).toMatchObject({
      pagamento: 'Pix',
      entrega: 'amanhã',
      validade: '3 dias',
      observacoes: null,
      link_whatsapp: expect.stringMatching(
        new RegExp(`^https://wa\\.me/${barata.shop.whatsapp_loja}\\?text=`),
      ),
    });

    const chosen = data.ofertas[0]!.oferta_id as string;
    const closed = await callTool('fechar_desejo', { codigo_desejo: wish.codigo, oferta_id: chosen }, ctx);
    expect(closed.result).toMatchObject({ ok: true, data: { status: 'fechado', oferta_aceita: chosen } });
    const matchOf = (lojistaId: string) =>
      db.match.findFirstOrThrow({ where: { desejo_id: wish.desejo_id, lojista_id: lojistaId } });
    expect((await matchOf(barata.shop.id)).status).toBe('aceito');
    expect((await matchOf(calada.shop.id)).status).toBe('perdido');
    expect((await db.oferta.findUniqueOrThrow({ where: { id: chosen } })).status).toBe('aceita');

    const again = await callTool('fechar_desejo', { codigo_desejo: wish.codigo }, ctx);
    expect(again.result).toEqual({ ok: false, error: 'Este desejo já foi encerrado.' });
    expect((await callTool('listar_ofertas', {}, ctx)).result).toEqual({
      ok: false,
      error: 'Este cliente não tem nenhum desejo aberto.',
    });
  });
});
