import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerPendingRating } from '#api/avaliacoes/answer-rating.ts';
import { askRating } from '#api/avaliacoes/ask-ratings.ts';
import { closeWish } from '#api/desejos/lifecycle.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { offerBody, premiumPlan, signedInShop, wishWithMatches } from '#tests/factories/dashboard.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';

// What the shops see of a wish's outcome on /minha-conta/dashboard: the chosen offer Aceita, the
// others Recusada (both still under Enviadas), and the customers' rating of the shop.

const test = createTestApp();
const http = api(test);
const logger = createLogger({ level: 'silent', pretty: false });

// The sender behind the rating ask (simulator transport: no Cloud API credentials here).
let bot: BotTestRuntime;
beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
});
afterAll(async () => {
  await test.queue.close();
  await bot.close();
});

type Card = { id: string; status: string; oferta: { status: string; statusLabel: string } | null };

async function sentCards(cookie: string): Promise<Card[]> {
  const res = await http.get('/api/dashboard/matches?aba=enviadas', cookie);
  expect(res.status).toBe(200);
  return res.body.items;
}

describe('the dashboard after the customer chose an offer', () => {
  it('shows Pendente, then Aceita to the chosen shop and Recusada to the other, and the rating', async () => {
    const chosen = await signedInShop(test, premiumPlan);
    const other = await signedInShop(test, premiumPlan);
    const wish = await wishWithMatches([chosen.lojistaId, other.lojistaId]);
    for (const shop of [chosen, other]) {
      const res = await http.post(
        `/api/dashboard/matches/${wish.matchOf(shop.lojistaId)}/oferta`,
        offerBody(),
        shop.cookie,
      );
      expect(res.status).toBe(201);
    }
    const cardOf = async (shop: typeof chosen) =>
      (await sentCards(shop.cookie)).find((card) => card.id === wish.matchOf(shop.lojistaId));
    expect((await cardOf(chosen))?.oferta).toMatchObject({ status: 'pendente', statusLabel: 'Pendente' });

    const oferta = await db.oferta.findFirstOrThrow({
      where: { id_desejo: wish.desejoId, lojista_id: chosen.lojistaId },
      select: { id: true },
    });
    await closeWish({
      desejoId: wish.desejoId,
      ofertaId: oferta.id,
      now: new Date(Date.now() - 25 * 3_600_000),
    });

    expect(await cardOf(chosen)).toMatchObject({
      status: 'aceito',
      oferta: { status: 'aceita', statusLabel: 'Aceita' },
    });
    expect(await cardOf(other)).toMatchObject({ oferta: { status: 'recusada', statusLabel: 'Recusada' } });

    const before = await http.get('/api/dashboard', chosen.cookie);
    expect(before.body.avaliacoes).toEqual({ media: null, total: 0 });

    // The ask, then the customer's "5" right after it (simulator transport: no credentials here).
    expect(await askRating({ desejoId: wish.desejoId, logger })).toEqual({ asked: true });
    const { whatsapp_cliente: phone } = await db.desejo.findUniqueOrThrow({
      where: { id: wish.desejoId },
      select: { whatsapp_cliente: true },
    });
    const turn = await answerPendingRating({ db, phone, texts: ['5'], now: new Date() });
    expect(turn?.kind).toBe('avaliacao');
    // The same turn run again after a crash: no second rating.
    await answerPendingRating({ db, phone, texts: ['5'], now: new Date() });
    expect(await db.avaliacao.count({ where: { desejo_id: wish.desejoId } })).toBe(1);

    const after = await http.get('/api/dashboard', chosen.cookie);
    expect(after.body.avaliacoes).toEqual({ media: 5, total: 1 });
    expect((await http.get('/api/dashboard', other.cookie)).body.avaliacoes).toEqual({
      media: null,
      total: 0,
    });
  });
});
