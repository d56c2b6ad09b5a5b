import type { PGlite, Transaction } from '@electric-sql/pglite';

// PGlite runs in the server's own thread, one statement at a time, each holding the event loop
// while it runs. Left to itself it runs the statements waiting for it back to back, so an HTTP
// acknowledgement that arrives behind a burst (a conversation turn's reads and writes, a seed)
// waits for all of them. Paced, the statements run one per turn of the event loop, in the order
// they were issued: between two of them the loop takes the requests that arrived, and an
// acknowledgement waits for one statement at most. Only what Prisma's PGlite adapter calls is
// paced (query, exec, transaction, and a transaction's query and exec). A transaction takes its
// turn like a statement, after all those issued before it: Prisma's maxWait for this database
// (database.ts) allows for that queue rather than letting transactions jump it, which would make
// a statement wait for every transaction issued meanwhile.

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs the operations one at a time, in order, each on a turn of the event loop of its own. */
function inTurns() {
  let previous: Promise<unknown> = Promise.resolve();
  return <T>(operation: () => Promise<T>): Promise<T> => {
    const result = previous.then(nextTurn).then(operation);
    previous = result.catch(() => undefined);
    return result;
  };
}

function pacedTransaction(tx: Transaction): Transaction {
  // Within a transaction, which holds the database until it ends, statements come one after the
  // other already: each only waits for a turn. Not the rollback: the adapter does not wait for it
  // before ending the transaction's callback, so a deferred one would come after PGlite's COMMIT.
  return {
    ...tx,
    query: (...args) => nextTurn().then(() => tx.query(...args)),
    exec: (...args) => nextTurn().then(() => tx.exec(...args)),
    rollback: () => tx.rollback(),
    get closed() {
      return tx.closed;
    },
  };
}

/** The instance as Prisma's adapter should see it (`new PrismaPGlite(pacedPglite(pglite))`). */
export function pacedPglite(pglite: PGlite): PGlite {
  const paced = inTurns();
  const facade: Pick<PGlite, 'query' | 'exec' | 'transaction'> = {
    query: (...args) => paced(() => pglite.query(...args)),
    exec: (...args) => paced(() => pglite.exec(...args)),
    // The whole transaction is one operation: its statements never wait behind the pace of others.
    transaction: (callback) => paced(() => pglite.transaction((tx) => callback(pacedTransaction(tx)))),
  };
  return facade as PGlite;
}
