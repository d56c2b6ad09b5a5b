import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fakeGraphMessages,
  offerNotices,
  runOfferNotices,
  startCloudApiBot,
} from '#api/ofertas/test-support.ts';
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
import { printTable } from './print-table.ts';

// Issue 18, point 7, as an attacker or a flaky network would try it: a request replayed, the same
// request sent many times at once, another shop aiming at the offer (its match, its key). Each
// case counts the offers stored and the WhatsApp notices that reached the Graph API (nock).

const logger = createLogger({ level: 'silent', pretty: false });
const test = createTestApp();
const http = api(test);
const offerPath = (matchId: string) => `/api/dashboard/matches/${matchId}/oferta`;
let cloud: Awaited<ReturnType<typeof startCloudApiBot>>;
let graph: ReturnType<typeof fakeGraphMessages>;
const rows: string[][] = [];

beforeAll(async () => {
  cloud = await startCloudApiBot();
  graph = fakeGraphMessages();
});

afterAll(async () => {
  printTable(
    ['caso', 'enviado', 'respostas', 'ofertas', 'versão', 'avisos ao cliente', 'vagas do plano'],
    rows,
  );
  await test.queue.close();
  await cloud.close();
});

async function shopAndMatch() {
  const shop = await signedInShop(test, associatePlan(0));
  const wish = await wishWithMatches([shop.lojistaId]);
  const { whatsapp_cliente: cliente } = await db.desejo.findUniqueOrThrow({
    where: { id: wish.desejoId },
    select: { whatsapp_cliente: true },
  });
  return { shop, matchId: wish.matchOf(shop.lojistaId), cliente };
}

/** Runs the notices, then what was stored and sent for this shop's offers and this customer. */
async function outcome(lojistaId: string, cliente: string) {
  await runOfferNotices(test.enqueued, logger);
  const ofertas = await db.oferta.findMany({
    where: { lojista_id: lojistaId },
    select: { id: true, versao: true },
  });
  const stored = (await Promise.all(ofertas.map((o) => offerNotices(o.id)))).flat();
  return {
    ofertas: ofertas.length,
    versao: ofertas[0]?.versao ?? 0,
    stored: stored.length,
    posts: graph.bodies.filter((body) => body.to === cliente).length,
    slots: (await planOf(lojistaId)).consultas_hoje,
  };
}

function record(caso: string, sent: string, statuses: number[], found: Awaited<ReturnType<typeof outcome>>) {
  const tally = new Map<number, number>();
  for (const status of statuses) tally.set(status, (tally.get(status) ?? 0) + 1);
  const counts = [...tally].sort(([a], [b]) => a - b).map(([status, n]) => `${n}×${status}`);
  rows.push([
    caso,
    sent,
    counts.join(' '),
    String(found.ofertas),
    String(found.versao),
    `${found.posts} POST (${found.stored} ${found.stored === 1 ? 'linha' : 'linhas'})`,
    String(found.slots),
  ]);
}

describe('duplicate offers', () => {
  it('a request replayed five times makes one offer and one notice', async () => {
    const { shop, matchId, cliente } = await shopAndMatch();
    const body = offerBody({ idempotencyKey: randomUUID() });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1)
      statuses.push((await http.post(offerPath(matchId), body, shop.cookie)).status);
    const found = await outcome(shop.lojistaId, cliente);
    record('mesmo pedido repetido', '5 POST, mesma chave', statuses, found);
    expect(statuses).toEqual([201, 200, 200, 200, 200]);
    expect(found).toEqual({ ofertas: 1, versao: 1, stored: 1, posts: 1, slots: 1 });
  });

  it('ten identical requests at once, with one key or ten, make one offer and one notice', async () => {
    for (const sameKey of [true, false]) {
      const { shop, matchId, cliente } = await shopAndMatch();
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          http.post(
            offerPath(matchId),
            offerBody({ idempotencyKey: sameKey ? key : randomUUID() }),
            shop.cookie,
          ),
        ),
      );
      const statuses = answers.map((r) => r.status);
      const found = await outcome(shop.lojistaId, cliente);
      record(
        'pedidos simultâneos',
        sameKey ? '10 POST juntos, mesma chave' : '10 POST juntos, 10 chaves',
        statuses,
        found,
      );
      expect([...statuses].sort()).toEqual([...Array(9).fill(200), 201]);
      expect(new Set(answers.map((r) => r.body.oferta.id)).size).toBe(1);
      expect(found).toEqual({ ofertas: 1, versao: 1, stored: 1, posts: 1, slots: 1 });
    }
  }, 120_000);

  it('an old request replayed after a change of price does not undo it nor notify again', async () => {
    const { shop, matchId, cliente } = await shopAndMatch();
    const first = offerBody({ idempotencyKey: randomUUID() });
    const statuses = [(await http.post(offerPath(matchId), first, shop.cookie)).status];
    await runOfferNotices(test.enqueued, logger);
    const change = offerBody({ valorCentavos: 100_000, idempotencyKey: randomUUID() });
    statuses.push((await http.post(offerPath(matchId), change, shop.cookie)).status);
    await runOfferNotices(test.enqueued, logger);
    const replayed = await http.post(offerPath(matchId), first, shop.cookie);
    statuses.push(replayed.status);
    const found = await outcome(shop.lojistaId, cliente);
    record('pedido antigo depois da mudança', '1ª oferta, novo preço, 1ª de novo', statuses, found);
    expect(statuses).toEqual([201, 200, 200]);
    expect(replayed.body.oferta.valor).toBe('1000.00');
    expect(found).toEqual({ ofertas: 1, versao: 2, stored: 2, posts: 2, slots: 1 });
  });

  it("another shop can neither change the offer through A's match nor reach it with A's key", async () => {
    const a = await shopAndMatch();
    const key = randomUUID();
    const statuses = [
      (await http.post(offerPath(a.matchId), offerBody({ idempotencyKey: key }), a.shop.cookie)).status,
    ];
    await runOfferNotices(test.enqueued, logger);
    const b = await shopAndMatch();
    // B aims at A's match: with a new price, and with A's own request replayed under B's session.
    const cheaper = offerBody({ valorCentavos: 100, idempotencyKey: randomUUID() });
    statuses.push((await http.post(offerPath(a.matchId), cheaper, b.shop.cookie)).status);
    statuses.push(
      (await http.post(offerPath(a.matchId), offerBody({ idempotencyKey: key }), b.shop.cookie)).status,
    );
    // B sends A's key on its own match: keys are per shop, so B gets its own offer, not A's.
    const own = await http.post(
      offerPath(b.matchId),
      offerBody({ idempotencyKey: key, valorCentavos: 100 }),
      b.shop.cookie,
    );
    statuses.push(own.status);
    const ofA = await outcome(a.shop.lojistaId, a.cliente);
    record(
      'outra loja mira a oferta de A',
      'A: 1 POST; B: 2 no match de A, 1 com a chave de A',
      statuses,
      ofA,
    );

    expect(statuses).toEqual([201, 404, 404, 201]);
    const offerOfA = await db.oferta.findFirstOrThrow({ where: { lojista_id: a.shop.lojistaId } });
    expect(own.body.oferta.id).not.toBe(offerOfA.id);
    expect(offerOfA.valor.toFixed(2)).toBe('1200.00');
    expect(ofA).toEqual({ ofertas: 1, versao: 1, stored: 1, posts: 1, slots: 1 });
  });
});
