import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseTarget } from '../prisma/database.ts';

// What bench/load reads of the server's database: PostgreSQL at any time, the embedded PGlite only
// once the server has stopped (one process opens it). So the progress is counted afterwards, from
// the rows' own times: a message stored at created_at, answered when its status became
// 'processed' (updated_at; an inbound row is not written again after that).

export type Sql = {
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  close(): Promise<void>;
};

export async function openSql(target: DatabaseTarget): Promise<Sql> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 2 });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const pglite = await PGlite.create(target.dir);
  return {
    query: (text, params) => pglite.query<Record<string, unknown>>(text, params),
    close: () => pglite.close(),
  };
}

export async function withSql<T>(target: DatabaseTarget, use: (sql: Sql) => Promise<T>): Promise<T> {
  const sql = await openSql(target);
  try {
    return await use(sql);
  } finally {
    await sql.close();
  }
}

/** The soak's messages ('m'): the warm-up's ('w') are told apart by their wamid (load-traffic.ts). */
const MEASURED = `wa_message_id LIKE 'wamid.load.m.%'`;
const LOAD = `wa_message_id LIKE 'wamid.load.%'`;

/**
 * Stored and answered by each moment: every load message, the warm-up's included (the queues are
 * first in, first out, so the soak's own are answered after the warm-up's backlog).
 */
export async function progressAt(
  sql: Sql,
  moments: Date[],
): Promise<Array<{ stored: number; answered: number }>> {
  return Promise.all(
    moments.map(async (at) => {
      const { rows } = await sql.query(
        `SELECT count(*) FILTER (WHERE created_at <= $1) AS stored,
                count(*) FILTER (WHERE status = 'processed' AND updated_at <= $1) AS answered
           FROM whatsapp_messages WHERE ${LOAD}`,
        [at],
      );
      return { stored: Number(rows[0]?.stored), answered: Number(rows[0]?.answered) };
    }),
  );
}

export type FinalCounts = {
  /** The soak's messages stored. */
  stored: number;
  /** Inbound messages (any) still waiting for their turn. */
  waiting: number;
  /** Answered between the soak's start and end, whichever phase sent them. */
  answeredDuring: number;
  inbox: number;
};

export async function finalCounts(sql: Sql, soak: { from: Date; to: Date }): Promise<FinalCounts> {
  const { rows } = await sql.query(
    `SELECT count(*) FILTER (WHERE ${MEASURED}) AS stored,
            count(*) FILTER (WHERE direction = 'inbound' AND status = 'received') AS waiting,
            count(*) FILTER (WHERE ${LOAD} AND status = 'processed' AND updated_at > $1 AND updated_at <= $2)
              AS answered
       FROM whatsapp_messages`,
    [soak.from, soak.to],
  );
  const inbox = await sql.query('SELECT count(*) AS n FROM webhook_inbox');
  return {
    stored: Number(rows[0]?.stored),
    waiting: Number(rows[0]?.waiting),
    answeredDuring: Number(rows[0]?.answered),
    inbox: Number(inbox.rows[0]?.n),
  };
}
