import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#platform/http/app-error.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { generalJobs } from '#server/job-registry.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop, newWish } from '#tests/factories/wishes.ts';
import { createWish } from './create-wish.ts';
import { EXPIRY_INTERVAL_MS, expiryJobId, startExpiryScheduler } from './expiry-scheduler.ts';
import { expireWishesJob } from './jobs.ts';
import { closeWish, expireWishes, handleExpireWishes, LIFECYCLE_MESSAGES } from './lifecycle.ts';

const logger = createLogger({ level: 'silent', pretty: false });
const setup = recordingQueue(logger);
beforeAll(() => categoryWithSubs());
afterAll(() => setup.queue.close());

const DAY = 24 * 60 * 60 * 1000;

/** A wish with four shops: one offered, one archived, two still pending. */
async function wishWithMatches(now = new Date()) {
  const cat = await categoryWithSubs();
  const shops = await Promise.all([1, 2, 3, 4].map(() => createShop({ categorias: [cat.id] })));
  const { desejo } = await createWish({
    db,
    queue: setup.queue,
    logger,
    ttlDays: 7,
    wish: newWish({ categoriaId: cat.id }),
    now,
  });
  const matchOf = (i: number) =>
    db.match.findUniqueOrThrow({
      where: { desejo_id_lojista_id: { desejo_id: desejo.id, lojista_id: shops[i]!.id } },
      select: { id: true },
    });
  const [offered, archived, pendingA, pendingB] = await Promise.all([0, 1, 2, 3].map(matchOf));
  const oferta = await db.oferta.create({
    data: { id_desejo: desejo.id, lojista_id: shops[0]!.id, valor: '99.90', descricao: 'Pagamento: Pix' },
    select: { id: true },
  });
  await db.match.update({ where: { id: offered!.id }, data: { status: 'com_oferta', oferta_id: oferta.id } });
  await db.match.update({ where: { id: archived!.id }, data: { status: 'arquivado' } });
  await db.match.update({ where: { id: pendingB!.id }, data: { status: 'ativo' } });
  return {
    desejo,
    oferta,
    ids: { offered: offered!.id, archived: archived!.id, pendingA: pendingA!.id, pendingB: pendingB!.id },
  };
}

async function statuses(ids: Record<string, string>) {
  const rows = await db.match.findMany({
    where: { id: { in: Object.values(ids) } },
    select: { id: true, status: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r.status]));
  return Object.fromEntries(Object.entries(ids).map(([name, id]) => [name, byId.get(id)]));
}

describe('closeWish', () => {
  it('closes the wish and makes the pending matches without an offer perdido, leaving offered and archived ones', async () => {
    const { desejo, ids } = await wishWithMatches();
    const result = await closeWish({ desejoId: desejo.id });

    expect(result.lostMatches).toBeGreaterThanOrEqual(2);
    expect(await statuses(ids)).toEqual({
      offered: 'com_oferta',
      archived: 'arquivado',
      pendingA: 'perdido',
      pendingB: 'perdido',
    });
    const stored = await db.desejo.findUniqueOrThrow({ where: { id: desejo.id } });
    expect(stored.status).toBe('fechado');
    expect(stored.fechado_em).toBeInstanceOf(Date);
  });

  it('with the chosen offer, accepts it and its match', async () => {
    const { desejo, oferta, ids } = await wishWithMatches();
    await closeWish({ desejoId: desejo.id, ofertaId: oferta.id });
    expect((await statuses(ids)).offered).toBe('aceito');
    expect((await db.oferta.findUniqueOrThrow({ where: { id: oferta.id } })).status).toBe('aceita');
  });

  it('refuses a closed wish, another customer and an offer of another wish', async () => {
    const { desejo } = await wishWithMatches();
    const other = await wishWithMatches();
    await expect(closeWish({ desejoId: desejo.id, whatsappCliente: '5511900000000' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: LIFECYCLE_MESSAGES.naoEncontrado,
    });
    await expect(closeWish({ desejoId: desejo.id, ofertaId: other.oferta.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await closeWish({ desejoId: desejo.id });
    const again = closeWish({ desejoId: desejo.id });
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ code: 'CONFLICT', message: LIFECYCLE_MESSAGES.jaEncerrado });
  });
});

describe('wish expiry', () => {
  it('expires open wishes past WISH_TTL_DAYS and makes their pending matches perdido; younger wishes stay open', async () => {
    const old = await wishWithMatches(new Date(Date.now() - 8 * DAY));
    const young = await wishWithMatches(new Date(Date.now() - 6 * DAY));

    const result = await expireWishes();

    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await db.desejo.findUniqueOrThrow({ where: { id: old.desejo.id } })).status).toBe('expirado');
    expect(await statuses(old.ids)).toEqual({
      offered: 'com_oferta',
      archived: 'arquivado',
      pendingA: 'perdido',
      pendingB: 'perdido',
    });
    expect((await db.desejo.findUniqueOrThrow({ where: { id: young.desejo.id } })).status).toBe('aberto');
    expect((await statuses(young.ids)).pendingA).toBe('pendente');
  });

  it('does not touch a wish the customer already closed', async () => {
    const closed = await wishWithMatches(new Date(Date.now() - 8 * DAY));
    await closeWish({ desejoId: closed.desejo.id });
    await expireWishes();
    expect((await db.desejo.findUniqueOrThrow({ where: { id: closed.desejo.id } })).status).toBe('fechado');
  });

  it('runs as a registered job', async () => {
    expect(generalJobs).toContainEqual(
      expect.objectContaining({ name: expireWishesJob.name, handler: handleExpireWishes }),
    );
    const old = await wishWithMatches(new Date(Date.now() - 9 * DAY));
    await handleExpireWishes({}, { jobId: 'teste', attempt: 1, logger });
    expect((await statuses(old.ids)).pendingB).toBe('perdido');
  });

  it('is enqueued once per time bucket, however many processes tick', async () => {
    const at = 1_800_000_000_000;
    expect(expiryJobId(at)).toBe(expiryJobId(at + 1000));
    expect(expiryJobId(at)).not.toBe(expiryJobId(at + EXPIRY_INTERVAL_MS));

    // Not started: what the two processes enqueued stays visible in the queue.
    const queue = createMemoryQueue({ logger });
    const a = startExpiryScheduler({ queue, logger, now: () => at });
    const b = startExpiryScheduler({ queue, logger, now: () => at });
    try {
      await a.tick();
      await b.tick();
      expect((await queue.stats()).waiting).toBe(1);
    } finally {
      a.stop();
      b.stop();
      await queue.close();
    }
  });
});
