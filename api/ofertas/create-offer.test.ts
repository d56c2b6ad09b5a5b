import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInSaoPaulo } from '#domain/dates.ts';
import { offerSchema } from '#domain/ofertas/offer-schema.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import {
  associatePlan,
  noPlan,
  offerBody,
  planOf,
  premiumPlan,
  signedInShop,
  wishWithMatches,
} from '#tests/factories/dashboard.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';
import { createOffer } from './create-offer.ts';

const test = createTestApp();
const http = api(test);
const offerPath = (matchId: string) => `/api/dashboard/matches/${matchId}/oferta`;

afterAll(async () => {
  await test.queue.close();
});

describe('POST /api/dashboard/matches/:matchId/oferta', () => {
  let shop: Awaited<ReturnType<typeof signedInShop>>;
  beforeAll(async () => {
    shop = await signedInShop(test, associatePlan(0));
  });

  it('records the offer, points the match at it, counts it and writes the history row', async () => {
    const { desejoId, matchOf } = await wishWithMatches([shop.lojistaId]);
    const res = await http.post(offerPath(matchOf(shop.lojistaId)), offerBody(), shop.cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Oferta enviada com sucesso!',
      oferta: { valor: '1200.00', status: 'pendente', validade: '3 dias' },
      plano: { tipo: 'associado_gratuito', consultasHoje: 1, limiteDiario: 5 },
    });
    const oferta = await db.oferta.findUniqueOrThrow({ where: { id: res.body.oferta.id } });
    expect(oferta).toMatchObject({ id_desejo: desejoId, lojista_id: shop.lojistaId, status: 'pendente' });
    expect(oferta.valor.toFixed(2)).toBe('1200.00');
    expect(oferta.descricao).toBe(
      'Condições de pagamento: 10x sem juros\nPrazo de entrega: Entrega amanhã\nValidade da oferta: 3 dias\nObservações: Produto na caixa',
    );
    const match = await db.match.findUniqueOrThrow({ where: { id: matchOf(shop.lojistaId) } });
    expect(match).toMatchObject({ status: 'com_oferta', oferta_id: oferta.id });
    expect(
      await db.lojistaOfertaHistorico.count({ where: { match_id: match.id, oferta_id: oferta.id } }),
    ).toBe(1);
    // The customer hears of it after the commit, once per offer.
    expect(test.enqueued.filter((job) => job.jobId === `oferta:${oferta.id}`)).toEqual([
      {
        name: 'notifications.oferta-recebida',
        payload: { ofertaId: oferta.id, versao: 1 },
        jobId: `oferta:${oferta.id}`,
      },
    ]);
  });

  it('refuses a zero or missing price with the spec message and writes nothing', async () => {
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    for (const valorCentavos of [0, 'R$ 0,00', undefined]) {
      const res = await http.post(
        offerPath(matchOf(shop.lojistaId)),
        offerBody({ valorCentavos }),
        shop.cookie,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION',
        error: 'Por favor, informe um preço válido para a oferta.',
        fields: { valorCentavos: 'Por favor, informe um preço válido para a oferta.' },
      });
    }
    const missing = await http.post(
      offerPath(matchOf(shop.lojistaId)),
      offerBody({ condicoesPagamento: ' ', prazoEntrega: '' }),
      shop.cookie,
    );
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.fields).sort()).toEqual(['condicoesPagamento', 'prazoEntrega']);
    expect(
      await db.oferta.count({
        where: {
          id_desejo: (await db.match.findUniqueOrThrow({ where: { id: matchOf(shop.lojistaId) } })).desejo_id,
        },
      }),
    ).toBe(0);
  });

  it("answers 404 for another shop's match and for a malformed id, writing nothing", async () => {
    const other = await signedInShop(test, premiumPlan);
    const { matchOf } = await wishWithMatches([other.lojistaId]);
    const before = await planOf(shop.lojistaId);
    const res = await http.post(offerPath(matchOf(other.lojistaId)), offerBody(), shop.cookie);
    expect(res.status).toBe(404);
    expect((await http.post(offerPath('nao-e-uuid'), offerBody(), shop.cookie)).status).toBe(404);
    expect(await db.match.findUniqueOrThrow({ where: { id: matchOf(other.lojistaId) } })).toMatchObject({
      status: 'pendente',
      oferta_id: null,
    });
    expect(await planOf(shop.lojistaId)).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    expect((await http.post(offerPath(matchOf(shop.lojistaId)), offerBody())).status).toBe(401);
  });

  it('answers 409 for a closed or expired wish without spending a slot', async () => {
    const closed = await wishWithMatches([shop.lojistaId], { status: 'fechado' });
    const expired = await wishWithMatches([shop.lojistaId], {
      createdAt: new Date(Date.now() - 8 * 86_400_000),
      expiresAt: new Date(Date.now() - 86_400_000),
    });
    const before = await planOf(shop.lojistaId);
    for (const wish of [closed, expired]) {
      const res = await http.post(offerPath(wish.matchOf(shop.lojistaId)), offerBody(), shop.cookie);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        code: 'WISH_CLOSED',
        error: 'Este desejo já foi encerrado e não recebe mais ofertas.',
      });
    }
    expect(await planOf(shop.lojistaId)).toEqual(before);
  });

  it('blocks a sem_plano shop with PLAN_REQUIRED', async () => {
    const semPlano = await signedInShop(test, noPlan);
    const { matchOf } = await wishWithMatches([semPlano.lojistaId]);
    const jobsBefore = test.enqueued.length;
    const res = await http.post(offerPath(matchOf(semPlano.lojistaId)), offerBody(), semPlano.cookie);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'PLAN_REQUIRED',
      error: 'Contrate um plano para fazer uma oferta para esse desejo',
    });
    expect(await db.oferta.count({ where: { lojista_id: semPlano.lojistaId } })).toBe(0);
    expect(test.enqueued).toHaveLength(jobsBefore);
  });

  it('blocks an inactive associate plan with PLAN_REQUIRED', async () => {
    const inactive = await signedInShop(test, { ...associatePlan(0), ativo: false });
    const { matchOf } = await wishWithMatches([inactive.lojistaId]);
    const res = await http.post(offerPath(matchOf(inactive.lojistaId)), offerBody(), inactive.cookie);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('PLAN_REQUIRED');
  });

  it('lets a premium shop offer without limit and without touching the counter', async () => {
    const premium = await signedInShop(test, premiumPlan);
    const wishes = await Promise.all(Array.from({ length: 8 }, () => wishWithMatches([premium.lojistaId])));
    for (const wish of wishes) {
      const res = await http.post(offerPath(wish.matchOf(premium.lojistaId)), offerBody(), premium.cookie);
      expect(res.status).toBe(201);
    }
    expect(await db.oferta.count({ where: { lojista_id: premium.lojistaId } })).toBe(8);
    expect((await planOf(premium.lojistaId)).consultas_hoje).toBe(0);
  });

  it('lets an active card subscription offer without limit', async () => {
    const stripe = await signedInShop(test, {
      plano_tipo: 'stripe_subscription',
      ativo: true,
      stripe_status: 'active',
    });
    const { matchOf } = await wishWithMatches([stripe.lojistaId]);
    expect((await http.post(offerPath(matchOf(stripe.lojistaId)), offerBody(), stripe.cookie)).status).toBe(
      201,
    );
  });

  it('gives 20 concurrent offers with 4 of 5 used today exactly 1 success and 19 LIMIT_REACHED', async () => {
    const racer = await signedInShop(test, associatePlan(4));
    const wishes = await Promise.all(Array.from({ length: 20 }, () => wishWithMatches([racer.lojistaId])));
    const answers = await Promise.all(
      wishes.map((wish) => http.post(offerPath(wish.matchOf(racer.lojistaId)), offerBody(), racer.cookie)),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status === 403);
    expect(refused).toHaveLength(19);
    for (const r of refused) {
      expect(r.body).toEqual({
        code: 'LIMIT_REACHED',
        error: 'Limite diário de 5 ofertas atingido. Upgrade para Premium para ofertas ilimitadas.',
      });
    }
    expect(await db.oferta.count({ where: { lojista_id: racer.lojistaId } })).toBe(1);
    expect(await db.lojistaOfertaHistorico.count({ where: { lojista_id: racer.lojistaId } })).toBe(1);
    expect(await db.match.count({ where: { lojista_id: racer.lojistaId, status: 'com_oferta' } })).toBe(1);
    expect((await planOf(racer.lojistaId)).consultas_hoje).toBe(5);
  }, 60_000);

  it("uses the shop's own limit in the LIMIT_REACHED message", async () => {
    const three = await signedInShop(test, { ...associatePlan(3), limite_diario: 3 });
    const { matchOf } = await wishWithMatches([three.lojistaId]);
    const res = await http.post(offerPath(matchOf(three.lojistaId)), offerBody(), three.cookie);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(
      'Limite diário de 3 ofertas atingido. Upgrade para Premium para ofertas ilimitadas.',
    );
  });
});

describe('createOffer: the daily counter follows the São Paulo date', () => {
  it('resets a full counter on a new São Paulo day, not on the UTC day', async () => {
    const shop = await signedInShop(test, associatePlan(5, new Date('2026-03-10T00:00:00.000Z')));
    const offer = offerSchema.parse(offerBody());
    const attempt = async (now: Date) => {
      const { matchOf } = await wishWithMatches([shop.lojistaId]);
      return createOffer({
        db,
        queue: test.queue,
        logger: { error() {} } as never,
        lojistaId: shop.lojistaId,
        matchId: matchOf(shop.lojistaId),
        offer,
        now,
      });
    };
    // 23:30 in São Paulo on the 10th is already the 11th in UTC: still the same day, still full.
    await expect(attempt(new Date('2026-03-11T02:30:00.000Z'))).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
    });
    // 00:30 on the 11th in São Paulo: a new day, the count starts again at 1.
    const next = await attempt(new Date('2026-03-11T03:30:00.000Z'));
    expect(next.plano).toMatchObject({ consultasHoje: 1, limiteDiario: 5 });
    expect(await planOf(shop.lojistaId)).toEqual({
      consultas_hoje: 1,
      data_reset_contador: new Date('2026-03-11T00:00:00.000Z'),
    });
    for (let i = 2; i <= 5; i++) {
      expect((await attempt(new Date('2026-03-11T20:00:00.000Z'))).plano.consultasHoje).toBe(i);
    }
    await expect(attempt(new Date('2026-03-12T02:59:00.000Z'))).rejects.toMatchObject({
      code: 'LIMIT_REACHED',
    });
  });

  it('lets only one of 20 offers racing in the service take the last slot', async () => {
    const shop = await signedInShop(test, associatePlan(4));
    const offer = offerSchema.parse(offerBody());
    const wishes = await Promise.all(Array.from({ length: 20 }, () => wishWithMatches([shop.lojistaId])));
    const results = await Promise.allSettled(
      wishes.map((wish) =>
        createOffer({
          db,
          queue: test.queue,
          logger: { error() {} } as never,
          lojistaId: shop.lojistaId,
          matchId: wish.matchOf(shop.lojistaId),
          offer,
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const codes = results.flatMap((r) =>
      r.status === 'rejected' ? [(r.reason as { code?: string }).code] : [],
    );
    expect(codes).toEqual(Array(19).fill('LIMIT_REACHED'));
    expect(await planOf(shop.lojistaId)).toMatchObject({ consultas_hoje: 5 });
  }, 60_000);

  it('keeps a stale counter from blocking: 5 used yesterday reads as 0 today', async () => {
    const yesterday = new Date(todayInSaoPaulo().getTime() - 86_400_000);
    const shop = await signedInShop(test, associatePlan(5, yesterday));
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    const res = await http.post(offerPath(matchOf(shop.lojistaId)), offerBody(), shop.cookie);
    expect(res.status).toBe(201);
    expect(res.body.plano.consultasHoje).toBe(1);
  });
});

describe('createOffer with an idempotency key (a bot turn run again after a crash)', () => {
  it('returns the first call’s offer: one offer, one slot, one history row, one notice', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    const idempotencyKey = `msg-${crypto.randomUUID()}:registrar_oferta:1`;
    const call = () =>
      createOffer({
        db,
        queue: test.queue,
        logger: createLogger({ level: 'silent', pretty: false }),
        lojistaId: shop.lojistaId,
        matchId: matchOf(shop.lojistaId),
        offer: offerSchema.parse(offerBody()),
        origem: 'whatsapp',
        idempotencyKey,
      });

    const first = await call();
    const [second, third] = await Promise.all([call(), call()]);

    expect(second.oferta).toEqual(first.oferta);
    expect(third.oferta).toEqual(first.oferta);
    expect(second.plano).toEqual({ tipo: 'associado_gratuito', consultasHoje: 1, limiteDiario: 5 });
    expect(await db.oferta.count({ where: { lojista_id: shop.lojistaId } })).toBe(1);
    expect(await db.lojistaOfertaHistorico.count({ where: { lojista_id: shop.lojistaId } })).toBe(1);
    expect(await planOf(shop.lojistaId)).toMatchObject({ consultas_hoje: 1 });
    const notices = test.enqueued.filter((job) => job.jobId === `oferta:${first.oferta.id}`);
    expect(notices.length).toBeGreaterThanOrEqual(1);
  });
});
