import nock from 'nock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOffer } from '#api/ofertas/create-offer.ts';
import {
  fakeGraphMessages,
  offerNotices,
  runOfferNotices,
  startCloudApiBot,
} from '#api/ofertas/test-support.ts';
import { offerSchema } from '#domain/ofertas/offer-schema.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { associatePlan, offerBody, signedInShop, wishWithMatches } from '#tests/factories/dashboard.ts';
import { createTestApp } from '#tests/factories/shops.ts';
import { offerNoticeKey } from './jobs.ts';

// The customer's notices of an offer that changed, through the Cloud API (nock at the Graph API's
// HTTP boundary): one per version, the update worded as one inside the 24-hour window and sent as
// the approved oferta_recebida template outside it, a replaced version never sent.

const logger = createLogger({ level: 'silent', pretty: false });
const test = createTestApp();
let cloud: Awaited<ReturnType<typeof startCloudApiBot>>;
let graph: ReturnType<typeof fakeGraphMessages>;

beforeAll(async () => {
  cloud = await startCloudApiBot();
});
beforeEach(() => {
  nock.cleanAll();
  graph = fakeGraphMessages();
  test.enqueued.length = 0;
});
afterAll(async () => {
  await test.queue.close();
  await cloud.close();
});

/** A shop's match on a new wish; `windowOpen`: the customer wrote to the bot an hour ago. */
async function matchOfCustomer(windowOpen: boolean) {
  const shop = await signedInShop(test, associatePlan(0));
  const wish = await wishWithMatches([shop.lojistaId]);
  const { whatsapp_cliente } = await db.desejo.findUniqueOrThrow({
    where: { id: wish.desejoId },
    select: { whatsapp_cliente: true },
  });
  if (windowOpen) {
    await db.whatsappConversation.create({
      data: { phone_number: whatsapp_cliente, last_inbound_at: new Date(Date.now() - 60 * 60_000) },
    });
  }
  const offer = (valorCentavos: number) =>
    createOffer({
      db,
      queue: test.queue,
      logger,
      lojistaId: shop.lojistaId,
      matchId: wish.matchOf(shop.lojistaId),
      offer: offerSchema.parse(offerBody({ valorCentavos })),
    });
  return { offer, to: whatsapp_cliente };
}

const sentTo = (to: string) => graph.bodies.filter((body) => body.to === to);

describe('the notice of a changed offer', () => {
  it('inside the 24-hour window: the offer, then "Oferta atualizada!" as text, one POST each', async () => {
    const { offer, to } = await matchOfCustomer(true);
    const first = await offer(120_000);
    await runOfferNotices(test.enqueued, logger);
    await offer(110_000);
    await offer(110_000);
    await runOfferNotices(test.enqueued, logger);

    const posts = sentTo(to);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      type: 'text',
      text: { body: expect.stringContaining('Você recebeu uma oferta!') },
    });
    expect(posts[1]).toMatchObject({
      type: 'text',
      text: { body: expect.stringContaining('Oferta atualizada!') },
    });
    expect((posts[1]!.text as { body: string }).body).toContain('*Preço:* R$ 1.100,00');
    expect((await offerNotices(first.oferta.id)).map((n) => n.status)).toEqual(['sent', 'sent']);
  });

  it('outside the window: both go as the approved oferta_recebida template, the second with the new price', async () => {
    const { offer, to } = await matchOfCustomer(false);
    await offer(120_000);
    await runOfferNotices(test.enqueued, logger);
    await offer(99_990);
    await runOfferNotices(test.enqueued, logger);

    const posts = sentTo(to);
    expect(posts.map((p) => (p.template as { name: string } | undefined)?.name)).toEqual([
      'oferta_recebida',
      'oferta_recebida',
    ]);
    const valor = (post: Record<string, unknown>) =>
      (
        post.template as { components: { parameters: { parameter_name: string; text: string }[] }[] }
      ).components[0]!.parameters.find((p) => p.parameter_name === 'valor')!.text;
    expect(posts.map(valor)).toEqual(['R$ 1.200,00', 'R$ 999,90']);
  });

  it('a version replaced before its notice went out is not sent; the customer gets the offer as it stands', async () => {
    const { offer, to } = await matchOfCustomer(true);
    const first = await offer(120_000);
    await offer(115_000);
    await offer(105_000);
    await runOfferNotices(test.enqueued, logger);

    const posts = sentTo(to);
    expect(posts).toHaveLength(1);
    // Nothing reached the customer before: the standing terms come as the offer, not as a change.
    const text = (posts[0]!.text as { body: string }).body;
    expect(text).toContain('Você recebeu uma oferta!');
    expect(text).toContain('*Preço:* R$ 1.050,00');
    expect((await offerNotices(first.oferta.id)).map((n) => n.idempotency_key)).toEqual([
      offerNoticeKey(first.oferta.id, 3),
    ]);
  });
});
