import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerNoticeKey } from '#api/notifications/jobs.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { offerSchema } from '#domain/ofertas/offer-schema.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import {
  associatePlan,
  offerBody,
  planOf,
  signedInShop,
  wishWithMatches,
} from '#tests/factories/dashboard.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';
import { createOffer } from './create-offer.ts';
import { offerNotices, runOfferNotices } from './test-support.ts';

// Issue 18, point 7: a second offer on the same match used to be a second row (201) and a second
// identical WhatsApp notice. One offer per shop and match now: a repeat answers with the first,
// new terms update it, and the customer hears once per version.

const logger = createLogger({ level: 'silent', pretty: false });
const test = createTestApp();
const http = api(test);
const offerPath = (matchId: string) => `/api/dashboard/matches/${matchId}/oferta`;
// The notices go out through the default sender (simulator transport: no Cloud API credentials).
let bot: BotTestRuntime;

beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
});
afterAll(async () => {
  await test.queue.close();
  await bot.close();
});

async function shopAndMatch() {
  const shop = await signedInShop(test, associatePlan(0));
  const wish = await wishWithMatches([shop.lojistaId]);
  return { shop, desejoId: wish.desejoId, matchId: wish.matchOf(shop.lojistaId) };
}

const rowsOf = async (lojistaId: string) => ({
  ofertas: await db.oferta.count({ where: { lojista_id: lojistaId } }),
  historico: await db.lojistaOfertaHistorico.count({ where: { lojista_id: lojistaId } }),
  consultasHoje: (await planOf(lojistaId)).consultas_hoje,
});

describe('the offer dialog sent twice', () => {
  it('with the same key (a double click): 201 then 200 with the same body, one row, one notice', async () => {
    const { shop, matchId } = await shopAndMatch();
    const body = offerBody({ idempotencyKey: randomUUID() });
    const first = await http.post(offerPath(matchId), body, shop.cookie);
    const second = await http.post(offerPath(matchId), body, shop.cookie);

    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(await rowsOf(shop.lojistaId)).toEqual({ ofertas: 1, historico: 1, consultasHoje: 1 });

    await runOfferNotices(test.enqueued, logger);
    const notices = await offerNotices(first.body.oferta.id);
    expect(notices.map((n) => n.idempotency_key)).toEqual([offerNoticeKey(first.body.oferta.id)]);
    expect(notices[0]!.message_text).toContain('Você recebeu uma oferta!');
  });

  it('at the same moment, with or without a key: one 201, one 200, one offer, one notice', async () => {
    for (const idempotencyKey of [randomUUID(), undefined]) {
      const { shop, matchId } = await shopAndMatch();
      const body = offerBody({ idempotencyKey });
      const answers = await Promise.all([
        http.post(offerPath(matchId), body, shop.cookie),
        http.post(offerPath(matchId), body, shop.cookie),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 201]);
      expect(answers[1]!.body).toEqual(answers[0]!.body);
      expect(await rowsOf(shop.lojistaId)).toEqual({ ofertas: 1, historico: 1, consultasHoje: 1 });

      await runOfferNotices(test.enqueued, logger);
      expect(await offerNotices(answers[0]!.body.oferta.id)).toHaveLength(1);
    }
  });

  it('with a new key but the same terms (the dialog opened again): 200, nothing changes', async () => {
    const { shop, matchId } = await shopAndMatch();
    const first = await http.post(
      offerPath(matchId),
      offerBody({ idempotencyKey: randomUUID() }),
      shop.cookie,
    );
    const again = await http.post(
      offerPath(matchId),
      offerBody({ idempotencyKey: randomUUID() }),
      shop.cookie,
    );
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.body.oferta.versao).toBe(1);
  });

  it('refuses a key that is not a uuid, writing nothing', async () => {
    const { shop, matchId } = await shopAndMatch();
    const res = await http.post(offerPath(matchId), offerBody({ idempotencyKey: 'duplo' }), shop.cookie);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ idempotencyKey: 'Envio inválido: feche o formulário e abra de novo.' });
    expect(await rowsOf(shop.lojistaId)).toMatchObject({ ofertas: 0 });
  });
});

describe('a new price for the same match', () => {
  it('updates the offer in place, takes no second slot, and tells the customer once that it changed', async () => {
    const { shop, matchId } = await shopAndMatch();
    const first = await http.post(
      offerPath(matchId),
      offerBody({ idempotencyKey: randomUUID() }),
      shop.cookie,
    );
    await runOfferNotices(test.enqueued, logger);
    const key = randomUUID();
    const cheaper = offerBody({ valorCentavos: 99_000, prazoEntrega: 'Entrega hoje', idempotencyKey: key });
    const updated = await http.post(offerPath(matchId), cheaper, shop.cookie);
    const repeated = await http.post(offerPath(matchId), cheaper, shop.cookie);

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      message: 'Oferta atualizada com sucesso!',
      oferta: { id: first.body.oferta.id, valor: '990.00', prazo_entrega: 'Entrega hoje', versao: 2 },
      plano: { consultasHoje: 1 },
    });
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(updated.body);
    expect(await rowsOf(shop.lojistaId)).toEqual({ ofertas: 1, historico: 1, consultasHoje: 1 });
    const match = await db.match.findUniqueOrThrow({ where: { id: matchId } });
    expect(match).toMatchObject({ status: 'com_oferta', oferta_id: first.body.oferta.id });

    await runOfferNotices(test.enqueued, logger);
    const notices = await offerNotices(first.body.oferta.id);
    expect(notices.map((n) => n.idempotency_key)).toEqual([
      offerNoticeKey(first.body.oferta.id),
      offerNoticeKey(first.body.oferta.id, 2),
    ]);
    expect(notices[1]!.message_text).toContain('Oferta atualizada!');
    expect(notices[1]!.message_text).toContain('*Preço:* R$ 990,00');
    expect(notices[1]!.message_text).toContain('*Entrega:* Entrega hoje');
  });

  it('is not undone by a late retry of the first submission: its key answers with the offer as it is', async () => {
    const { shop, matchId } = await shopAndMatch();
    const firstKey = randomUUID();
    await http.post(offerPath(matchId), offerBody({ idempotencyKey: firstKey }), shop.cookie);
    await http.post(
      offerPath(matchId),
      offerBody({ valorCentavos: 95_000, idempotencyKey: randomUUID() }),
      shop.cookie,
    );
    const late = await http.post(offerPath(matchId), offerBody({ idempotencyKey: firstKey }), shop.cookie);
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({
      message: 'Oferta enviada com sucesso!',
      oferta: { valor: '950.00', versao: 2 },
    });
  });

  it('passes for a shop whose daily slots are used up: the offer is already counted', async () => {
    const shop = await signedInShop(test, associatePlan(4));
    const { matchOf } = await wishWithMatches([shop.lojistaId]);
    expect((await http.post(offerPath(matchOf(shop.lojistaId)), offerBody(), shop.cookie)).status).toBe(201);
    const res = await http.post(
      offerPath(matchOf(shop.lojistaId)),
      offerBody({ valorCentavos: 1_000 }),
      shop.cookie,
    );
    expect(res.status).toBe(200);
    expect(res.body.plano).toMatchObject({ consultasHoje: 5, limiteDiario: 5 });
  });

  it('answers 409 when the same key comes with another match of the shop', async () => {
    const shop = await signedInShop(test, associatePlan(0));
    const one = await wishWithMatches([shop.lojistaId]);
    const two = await wishWithMatches([shop.lojistaId]);
    const body = offerBody({ idempotencyKey: randomUUID() });
    expect((await http.post(offerPath(one.matchOf(shop.lojistaId)), body, shop.cookie)).status).toBe(201);
    const reused = await http.post(offerPath(two.matchOf(shop.lojistaId)), body, shop.cookie);
    expect(reused.status).toBe(409);
    expect(await db.oferta.count({ where: { id_desejo: two.desejoId } })).toBe(0);
  });
});

describe('createOffer: the database keeps one offer per shop and wish', () => {
  it('refuses a second row for the same shop and wish even past the service', async () => {
    const { shop, desejoId, matchId } = await shopAndMatch();
    await createOffer({
      db,
      queue: test.queue,
      logger,
      lojistaId: shop.lojistaId,
      matchId,
      offer: offerSchema.parse(offerBody()),
    });
    await expect(
      db.oferta.create({
        data: { id_desejo: desejoId, lojista_id: shop.lojistaId, valor: '1.00', descricao: 'outra' },
      }),
    ).rejects.toMatchObject({ code: 'P2002' });
  });

  it('gives ten racing calls with ten keys and two prices one offer, one slot, a version per change', async () => {
    const { shop, matchId } = await shopAndMatch();
    const prices = [120_000, 110_000];
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        createOffer({
          db,
          queue: test.queue,
          logger,
          lojistaId: shop.lojistaId,
          matchId,
          offer: offerSchema.parse(offerBody({ valorCentavos: prices[i % 2] })),
          idempotencyKey: randomUUID(),
        }),
      ),
    );
    expect(results.filter((r) => r.outcome === 'criada')).toHaveLength(1);
    expect(new Set(results.map((r) => r.oferta.id)).size).toBe(1);
    expect(await rowsOf(shop.lojistaId)).toEqual({ ofertas: 1, historico: 1, consultasHoje: 1 });
    expect(await db.ofertaEnvio.count({ where: { lojista_id: shop.lojistaId } })).toBe(10);
    const changes = results.filter((r) => r.outcome === 'atualizada').length;
    const stored = await db.oferta.findFirstOrThrow({ where: { lojista_id: shop.lojistaId } });
    expect(stored.versao).toBe(1 + changes);
  }, 60_000);
});
