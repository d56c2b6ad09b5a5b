import pg from 'pg';
import { cpuSecondsByPid } from './proc-stats.ts';

// The CPU the local PostgreSQL and Redis servers spend on a bench's work, on a machine others use
// too: PostgreSQL's backends serving other databases are left out (pg_stat_activity says which),
// its shared processes (WAL writer, checkpointer, autovacuum) are kept; redis-server is one process
// for every client, so its figure includes theirs.

const SERVERS = ['postgres', 'redis-server'] as const;

type Snapshot = { seconds: Map<string, Map<number, number>>; others: Set<number> };

/** Backends connected to another database than `database` on the server at `serverUrl`. */
async function otherBackends(serverUrl: string, database: string): Promise<Set<number>> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
       WHERE backend_type = 'client backend' AND datname IS DISTINCT FROM $1`,
      [database],
    );
    return new Set(rows.map((row) => row.pid));
  } finally {
    await client.end();
  }
}

export type ServerCpuProbe = {
  /** Call before and after the measured run; `between` gives each server's CPU ms in between. */
  snapshot(): Promise<Snapshot>;
  between(before: Snapshot, after: Snapshot): Map<string, number>;
};

/** `serverUrl`: any database on the PostgreSQL server; `database`: the one the bench writes to. */
export function serverCpuProbe(serverUrl: string, database: string): ServerCpuProbe {
  return {
    async snapshot() {
      const others = await otherBackends(serverUrl, database);
      return { seconds: await cpuSecondsByPid(SERVERS), others };
    },
    between(before, after) {
      const ms = new Map<string, number>();
      for (const server of SERVERS) {
        const then = before.seconds.get(server) ?? new Map<number, number>();
        const now = after.seconds.get(server);
        if (!now || now.size === 0) continue;
        let sum = 0;
        // A process that ended in between drops out: the bench's own connections live all along.
        for (const [pid, seconds] of now) {
          if (before.others.has(pid) || after.others.has(pid)) continue;
          sum += seconds - (then.get(pid) ?? 0);
        }
        ms.set(server, sum * 1000);
      }
      return ms;
    },
  };
}
