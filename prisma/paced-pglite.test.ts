import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedPglite } from './paced-pglite.ts';

// An acknowledgement arriving while a burst of statements waits for the embedded database runs
// after one of them, not after all of them; the statements still run in order, transactions whole.

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec('CREATE TABLE marcas (n int)');
});
afterAll(() => pglite.close());

/** How many of the burst's statements finished before a callback queued after them ran. */
async function finishedBeforeOtherWork(db: Pick<PGlite, 'query'>, burst: number) {
  let finished = 0;
  const statements = Array.from({ length: burst }, () =>
    db.query('SELECT 1').then(() => {
      finished += 1;
    }),
  );
  const seen = await new Promise<number>((resolve) => setImmediate(() => resolve(finished)));
  await Promise.all(statements);
  return seen;
}

describe('pacedPglite', () => {
  it('lets other work of the event loop run between the statements of a burst', async () => {
    const paced = pacedPglite(pglite);
    expect(await finishedBeforeOtherWork(paced, 50)).toBeLessThanOrEqual(1);
  });

  it('runs the statements in the order they were issued, an error failing only its own', async () => {
    const paced = pacedPglite(pglite);
    const results = await Promise.allSettled([
      paced.query('INSERT INTO marcas VALUES (1)'),
      paced.query('SELECT * FROM tabela_que_nao_existe'),
      paced.query('INSERT INTO marcas VALUES (2)'),
      paced.exec('INSERT INTO marcas VALUES (3)'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const { rows } = await paced.query<{ n: number }>('SELECT n FROM marcas ORDER BY ctid');
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3]);
  });

  it('runs a transaction whole: statements issued meanwhile wait for its end, a rollback undoes it', async () => {
    const paced = pacedPglite(pglite);
    await paced.query('DELETE FROM marcas');
    let outside: Promise<unknown> | undefined;
    await paced.transaction(async (tx) => {
      await tx.query('INSERT INTO marcas VALUES (10)');
      outside = paced.query('INSERT INTO marcas VALUES (20)');
      await tx.query('INSERT INTO marcas VALUES (11)');
    });
    await outside;
    await paced
      .transaction(async (tx) => {
        await tx.query('INSERT INTO marcas VALUES (99)');
        throw new Error('desfaz');
      })
      .catch(() => undefined);
    await paced.transaction(async (tx) => {
      await tx.query('INSERT INTO marcas VALUES (98)');
      // As Prisma's adapter rolls back: without waiting before the callback returns.
      void tx.rollback();
    });
    const { rows } = await paced.query<{ n: number }>('SELECT n FROM marcas ORDER BY ctid');
    expect(rows.map((r) => r.n)).toEqual([10, 11, 20]);
  });
});
