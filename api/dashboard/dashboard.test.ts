import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '#domain/dates.ts';
import { db } from '#prisma/client.ts';
import {
  associatePlan,
  noPlan,
  offerBody,
  premiumPlan,
  signedInShop,
  wishWithMatches,
} from '#tests/factories/dashboard.ts';
import { api, createTestApp, signedInUser } from '#tests/factories/shops.ts';

const test = createTestApp();
const http = api(test);

afterAll(async () => {
  await test.queue.close();
});

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 15));

describe('GET /api/dashboard and the tab lists', () => {
  let shop: Awaited<ReturnType<typeof signedInShop>>;
  let other: Awaited<ReturnType<typeof signedInShop>>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    shop = await signedInShop(test, associatePlan(2));
    other = await signedInShop(test, premiumPlan);
    // Three new ones on days 1..3, one answered, one archived, one lost; the other shop shares
    // two of the wishes and has one of its own.
    const wishes = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        wishWithMatches([shop.lojistaId, other.lojistaId], { createdAt: day(n) }),
      ),
    );
    for (const [i, wish] of wishes.entries()) ids[`m${i + 1}`] = wish.matchOf(shop.lojistaId);
    ids.otherOnly = (await wishWithMatches([other.lojistaId], { createdAt: day(7) })).matchOf(
      other.lojistaId,
    );
    const offer = await http.post(`/api/dashboard/matches/${ids.m4}/oferta`, offerBody(), shop.cookie);
    expect(offer.status).toBe(201);
    const archived = await http.post(
      `/api/dashboard/matches/${ids.m5}/arquivar`,
      { motivo: 'nao_tenho_produto', observacoes: 'Sem estoque' },
      shop.cookie,
    );
    expect(archived.status).toBe(200);
    await db.match.update({ where: { id: ids.m6 }, data: { status: 'perdido' } });
    // The other shop answers m1's wish: it never shows up in this shop's lists.
    const otherMatch = await db.match.findFirstOrThrow({
      where: { lojista_id: other.lojistaId, desejo: { matches: { some: { id: ids.m1 } } } },
    });
    expect(
      (await http.post(`/api/dashboard/matches/${otherMatch.id}/oferta`, offerBody(), other.cookie)).status,
    ).toBe(201);
  });

  it('answers the shop, the plan card and the badge counts', async () => {
    const res = await http.get('/api/dashboard', shop.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatchObject({
      lojista: { id: shop.lojistaId, cidade: 'São Paulo', estado: 'SP' },
      plano: { tipo: 'associado_gratuito', consultasHoje: 3, limiteDiario: 5, ilimitado: false },
      oferta: { permitida: true },
      counts: { novas: 3, enviadas: 1, perdidas: 1, arquivadas: 1 },
    });
  });

  it('lists Novas newest first by default, oldest first on request, without customer contact', async () => {
    const newest = await http.get('/api/dashboard/matches?aba=novas', shop.cookie);
    expect(newest.status).toBe(200);
    expect(newest.body).toMatchObject({
      aba: 'novas',
      pagina: 1,
      tamanhoPagina: 20,
      total: 3,
      totalPaginas: 1,
    });
    expect(newest.body.items.map((i: { id: string }) => i.id)).toEqual([ids.m3, ids.m2, ids.m1]);
    const oldest = await http.get('/api/dashboard/matches?aba=novas&ordem=antigas', shop.cookie);
    expect(oldest.body.items.map((i: { id: string }) => i.id)).toEqual([ids.m1, ids.m2, ids.m3]);

    const card = newest.body.items[0];
    expect(card).toMatchObject({
      status: 'pendente',
      oferta: null,
      desistencia: null,
      desejo: {
        marca: 'Brastemp',
        caracteristicas: { cor: 'inox' },
        cidade: 'São Paulo',
        estado: 'SP',
        linkProduto: 'https://www.exemplo.com.br/produtos/geladeira-frost-free',
      },
    });
    expect(card.desejo.codigo).toBe(card.desejo.id.slice(0, 8));
    expect(card.desejo.categoria).not.toContain('_');
    const text = JSON.stringify(newest.body);
    expect(text).not.toMatch(/whatsapp|nome_cliente|nomeCliente|Cliente Teste/i);
  });

  it('lists Enviadas with the latest offer, Arquivadas with the reason, Perdidas', async () => {
    const enviadas = await http.get('/api/dashboard/matches?aba=enviadas', shop.cookie);
    expect(enviadas.body.items).toHaveLength(1);
    expect(enviadas.body.items[0]).toMatchObject({
      id: ids.m4,
      status: 'com_oferta',
      oferta: { valor: '1200.00', condicoesPagamento: '10x sem juros', validade: '3 dias' },
    });
    expect(enviadas.body.items[0].oferta).toMatchObject({ versao: 1, atualizadaEm: null });
    // A new price for the same wish updates the one offer shown (issue 18: one offer per match).
    expect(
      (
        await http.post(
          `/api/dashboard/matches/${ids.m4}/oferta`,
          offerBody({ valorCentavos: 99_990 }),
          shop.cookie,
        )
      ).status,
    ).toBe(200);
    const again = await http.get('/api/dashboard/matches?aba=enviadas', shop.cookie);
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0].oferta).toMatchObject({
      id: enviadas.body.items[0].oferta.id,
      valor: '999.90',
      versao: 2,
      atualizadaEm: expect.any(String),
    });

    const arquivadas = await http.get('/api/dashboard/matches?aba=arquivadas', shop.cookie);
    expect(arquivadas.body.items).toHaveLength(1);
    expect(arquivadas.body.items[0]).toMatchObject({
      id: ids.m5,
      status: 'arquivado',
      desistencia: {
        motivo: 'nao_tenho_produto',
        motivoLabel: 'Não tenho o produto',
        observacoes: 'Sem estoque',
      },
    });
    const perdidas = await http.get('/api/dashboard/matches?aba=perdidas', shop.cookie);
    expect(perdidas.body.items.map((i: { id: string }) => i.id)).toEqual([ids.m6]);
  });

  it('pages 20 at a time', async () => {
    const many = await signedInShop(test, premiumPlan);
    await Promise.all(
      Array.from({ length: 23 }, (_, n) => wishWithMatches([many.lojistaId], { createdAt: day(n) })),
    );
    const first = await http.get('/api/dashboard/matches?aba=novas&pagina=1', many.cookie);
    const second = await http.get('/api/dashboard/matches?aba=novas&pagina=2', many.cookie);
    expect(first.body).toMatchObject({ total: 23, totalPaginas: 2 });
    expect(first.body.items).toHaveLength(20);
    expect(second.body.items).toHaveLength(3);
    const seen = new Set([...first.body.items, ...second.body.items].map((i: { id: string }) => i.id));
    expect(seen.size).toBe(23);
    expect((await http.get('/api/dashboard/matches?aba=todas', many.cookie)).status).toBe(400);
  });

  it("never lets one shop read or touch another shop's match", async () => {
    const foreign = ids.otherOnly!;
    const lists = await Promise.all(
      ['novas', 'enviadas', 'perdidas', 'arquivadas'].map((aba) =>
        http.get(`/api/dashboard/matches?aba=${aba}`, shop.cookie),
      ),
    );
    for (const list of lists) expect(JSON.stringify(list.body)).not.toContain(foreign);
    for (const action of ['oferta', 'arquivar', 'retomar']) {
      const body = action === 'oferta' ? offerBody() : { motivo: 'outros' };
      const res = await http.post(`/api/dashboard/matches/${foreign}/${action}`, body, shop.cookie);
      expect(res.status, action).toBe(404);
    }
    expect(await db.match.findUniqueOrThrow({ where: { id: foreign } })).toMatchObject({
      status: 'pendente',
      oferta_id: null,
    });
    expect(await db.matchDesistencia.count({ where: { match_id: foreign } })).toBe(0);
  });

  it('answers 401 without a session and 404 for a user without a shop', async () => {
    expect((await http.get('/api/dashboard')).status).toBe(401);
    expect((await http.get('/api/dashboard/matches')).status).toBe(401);
    const user = await signedInUser(test);
    const noShop = await http.get('/api/dashboard', user.cookie);
    expect(noShop.status).toBe(404);
    expect(noShop.body.error).toBe('Lojista não encontrado. Verifique se você está cadastrado como lojista.');
    expect((await http.get('/api/dashboard/matches', user.cookie)).status).toBe(404);
  });
});

describe('the plan card', () => {
  it('reads a counter reset on another day as 0 and says why a blocked shop cannot offer', async () => {
    const yesterday = new Date(todayInSaoPaulo().getTime() - 86_400_000);
    const stale = await signedInShop(test, associatePlan(5, yesterday));
    expect((await http.get('/api/dashboard', stale.cookie)).body).toMatchObject({
      plano: { consultasHoje: 0, limiteDiario: 5 },
      oferta: { permitida: true },
    });
    const full = await signedInShop(test, associatePlan(5));
    expect((await http.get('/api/dashboard', full.cookie)).body).toMatchObject({
      plano: { consultasHoje: 5 },
      oferta: {
        permitida: false,
        motivo: 'LIMIT_REACHED',
        botao: 'Limite Atingido',
        mensagem: 'Limite diário de 5 ofertas atingido. Upgrade para Premium para ofertas ilimitadas.',
      },
    });
    const none = await signedInShop(test, noPlan);
    expect((await http.get('/api/dashboard', none.cookie)).body).toMatchObject({
      plano: { tipo: 'sem_plano', consultasHoje: 0, limiteDiario: 0 },
      oferta: {
        permitida: false,
        motivo: 'PLAN_REQUIRED',
        botao: 'Sem Plano',
        mensagem: 'Contrate um plano para fazer uma oferta para esse desejo',
      },
    });
  });
});
