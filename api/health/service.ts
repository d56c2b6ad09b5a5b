import { currentDbTarget, db } from '#prisma/client.ts';

export type DatabaseHealth = {
  ok: boolean;
  kind?: 'postgres' | 'pglite';
  latencyMs?: number;
  error?: string;
};

export async function checkDatabase(): Promise<DatabaseHealth> {
  const started = performance.now();
  try {
    await db.$queryRaw`SELECT 1`;
    return { ok: true, kind: currentDbTarget()?.kind, latencyMs: Math.round(performance.now() - started) };
  } catch {
    // The cause goes to the logs of the failing query, never to this public endpoint.
    return { ok: false, kind: currentDbTarget()?.kind, error: 'Banco de dados indisponível' };
  }
}
