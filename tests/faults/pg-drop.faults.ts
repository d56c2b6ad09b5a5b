import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWish } from '#api/desejos/create-wish.ts';
import { createOffer } from '#api/ofertas/create-offer.ts';
import { offerSchema } from '#domain/ofertas/offer-schema.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { db } from '#prisma/client.ts';
import { memoryLogger } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop, newWish } from '#tests/factories/wishes.ts';
import { eventually, type FaultRow, printFaultTable } from './support/fault-table.ts';

// Case 2: the PostgreSQL connection of a transaction is cut between its writes. The transaction
// is made to wait on a table lock held by a second connection right after its first write; that
// backend is then ended with pg_terminate_backend, as a dropped connection or a failover would.
// Nothing of it may remain, the caller gets an error, and the retry writes everything once.
// The database is this run's own copy (tests/setup/test-db.ts); the server is never stopped.

const { logger } = memoryLogger();
const queue = createMemoryQueue({ logger });
let admin: pg.Client;
let locker: pg.Client;

beforeAll(async () => {
  const url = process.env.DATABASE_URL!;
  admin = new pg.Client({ connectionString: url });
  locker = new pg.Client({ connectionString: url });
  await Promise.all([admin.connect(), locker.connect()]);
});

afterAll(async () => {
  await queue.close();
  await Promise.all([admin?.end(), locker?.end()]);
});

/**
 * Runs `write` while `table` is locked, ends the backend that waits on that lock (the write's
 * transaction, after its earlier statements), then releases the lock. Returns the write's error.
 */
async function cutMidTransaction(table: string, write: () => Promise<unknown>): Promise<unknown> {
  await locker.query('BEGIN');
  await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
  let settled = false;
  const outcome = write().then(
    () => undefined,
    (error: unknown) => error,
  );
  void outcome.finally(() => {
    settled = true;
  });
  try {
    const pid = await eventually(
      async () => {
        // Failed or finished before reaching the locked table: the case would prove nothing.
        if (settled)
          throw new Error(`a escrita terminou antes de esperar por ${table}: ${String(await outcome)}`);
        const { rows } = await admin.query<{ pid: number }>(
          `SELECT pid FROM pg_stat_activity
           WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()
             AND query ILIKE $1`,
          [`%${table}%`],
        );
        return rows[0]?.pid;
      },
      { timeoutMs: 10_000, intervalMs: 20, what: `transação esperando a trava de ${table}` },
    );
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await locker.query('ROLLBACK');
  }
  return outcome;
}

/** What the caller was told, short: PostgreSQL's code and message when Prisma passes them on. */
function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const code = /Code: `(\w+)`/.exec(text)?.[1];
  const message = /Message: `([^`]+)`/.exec(text)?.[1];
  if (code && message) return `${code} ${message}`;
  return text.trim().split('\n')[0]?.slice(0, 70) ?? '';
}

describe('PostgreSQL connection dropped mid-transaction', () => {
  it('wish creation: no half-written wish or match, the caller gets an error, the retry stores it once', async () => {
    const categoria = await categoryWithSubs(1);
    // Two shops of the category; a product name of its own finds this case's wish.
    const shops = await Promise.all([
      createShop({ categorias: [categoria.id] }),
      createShop({ categorias: [categoria.id] }),
    ]);
    const produto = `Furadeira falha ${randomUUID().slice(0, 8)}`;
    const wish = newWish({ categoriaId: categoria.id, produtoDesejado: produto });
    const create = () => createWish({ db, queue, logger, ttlDays: 7, wish });

    // The wish row is written, then the matches' INSERT waits on the lock and loses its connection.
    const error = await cutMidTransaction('matches', create);
    const wishesAfterCut = await db.desejo.count({ where: { produto_desejado: produto } });
    const matchesAfterCut = await db.match.count({ where: { desejo: { produto_desejado: produto } } });

    const retried = await create();
    const wishes = await db.desejo.count({ where: { produto_desejado: produto } });
    const matches = await db.match.count({
      where: { desejo_id: retried.desejo.id, lojista_id: { in: shops.map((s) => s.id) } },
    });

    const rows: FaultRow[] = [
      {
        step: 'conexão cortada após o INSERT do desejo',
        sent: '1 createWish',
        stored: `${wishesAfterCut} desejo, ${matchesAfterCut} matches`,
        lost: '0 (nada pela metade)',
        note: `erro ao chamador: ${describeError(error)}`,
      },
      {
        step: 'nova tentativa',
        sent: '1 createWish',
        stored: `${wishes} desejo, ${matches} matches (${shops.length} lojas)`,
        lost: String(1 - wishes),
      },
    ];
    printFaultTable('Caso 2a: conexão do PostgreSQL cortada no meio da criação do desejo', rows);

    expect(error).toBeInstanceOf(Error);
    expect([wishesAfterCut, matchesAfterCut]).toEqual([0, 0]);
    expect(wishes).toBe(1);
    expect(matches).toBe(shops.length);
  });

  it('offer creation: no half-written offer, match or plan count, the retry stores it once', async () => {
    const categoria = await categoryWithSubs(1);
    const shop = await createShop({ categorias: [categoria.id] });
    await db.lojistaPlano.create({
      data: { lojista_id: shop.id, plano_tipo: 'associado_gratuito', ativo: true, limite_diario: 5 },
    });
    const { desejo } = await createWish({
      db,
      queue,
      logger,
      ttlDays: 7,
      wish: newWish({ categoriaId: categoria.id }),
    });
    const { id: matchId } = await db.match.findFirstOrThrow({
      where: { desejo_id: desejo.id, lojista_id: shop.id },
      select: { id: true },
    });
    const offer = () =>
      createOffer({
        db,
        queue,
        logger,
        lojistaId: shop.id,
        matchId,
        offer: offerSchema.parse({
          valorCentavos: 89_900,
          condicoesPagamento: 'Pix',
          prazoEntrega: 'Amanhã',
          validade: '3',
        }),
      });
    const state = async () => ({
      ofertas: await db.oferta.count({ where: { id_desejo: desejo.id } }),
      match: await db.match.findUniqueOrThrow({
        where: { id: matchId },
        select: { status: true, oferta_id: true },
      }),
      historico: await db.lojistaOfertaHistorico.count({ where: { match_id: matchId } }),
      plano: (await db.lojistaPlano.findUniqueOrThrow({ where: { lojista_id: shop.id } })).consultas_hoje,
    });

    // Slot counted, offer inserted, match pointed at it; the history row's INSERT loses the connection.
    const error = await cutMidTransaction('lojista_ofertas_historico', offer);
    const afterCut = await state();
    const result = await offer();
    const afterRetry = await state();

    printFaultTable('Caso 2b: conexão do PostgreSQL cortada no meio da criação da oferta', [
      {
        step: 'conexão cortada antes do histórico',
        sent: '1 createOffer',
        stored: `${afterCut.ofertas} oferta, match ${afterCut.match.status}, ${afterCut.historico} histórico, plano ${afterCut.plano}/5`,
        lost: '0 (nada pela metade)',
        note: `erro ao chamador: ${describeError(error)}`,
      },
      {
        step: 'nova tentativa',
        sent: '1 createOffer',
        stored: `${afterRetry.ofertas} oferta, match ${afterRetry.match.status}, ${afterRetry.historico} histórico, plano ${afterRetry.plano}/5`,
        lost: String(1 - afterRetry.ofertas),
      },
    ]);

    expect(error).toBeInstanceOf(Error);
    expect(afterCut).toEqual({
      ofertas: 0,
      match: { status: 'pendente', oferta_id: null },
      historico: 0,
      plano: 0,
    });
    expect(afterRetry).toEqual({
      ofertas: 1,
      match: { status: 'com_oferta', oferta_id: result.oferta.id },
      historico: 1,
      plano: 1,
    });
  });
});
