import { resolveRefused } from './errors.ts';
import type { MigrationFile } from './files.ts';
import {
  ensureHistoryTable,
  isApplied,
  isFailed,
  markFailedRolledBack,
  readHistory,
  recordApplied,
} from './history.ts';
import { inTransaction, type Warn, withMigrationLock } from './runner.ts';
import type { SqlSession } from './session.ts';

// The manual way out when the runner refuses a migration the old engine left half done (what
// `prisma migrate resolve` does, through our runner and its lock). The operator repairs the
// database by hand first, then records what they did.

export type Resolution = 'rolled-back' | 'applied';

export async function resolveMigration(
  session: SqlSession,
  migrations: MigrationFile[],
  options: { name: string; as: Resolution; warn: Warn },
): Promise<string> {
  const { name } = options;
  return withMigrationLock(session, options.warn, async () => {
    const rows = (await readHistory(session)).filter((row) => row.migration_name === name);
    if (rows.some(isApplied)) throw resolveRefused(`A migração ${name} já está aplicada: nada a resolver.`);
    if (options.as === 'rolled-back') {
      if (!rows.some(isFailed)) {
        throw resolveRefused(`A migração ${name} não tem registro de falha para marcar como desfeita.`);
      }
      await markFailedRolledBack(session, name);
      return `Migração ${name} marcada como desfeita: a próxima execução a aplica de novo, numa transação.`;
    }
    const migration = migrations.find((m) => m.name === name);
    if (!migration) throw resolveRefused(`Não existe a migração ${name} em prisma/migrations.`);
    await ensureHistoryTable(session);
    await inTransaction(session, async () => {
      await markFailedRolledBack(session, name);
      // Zero steps: recorded as applied by hand, not run by the migrator.
      await recordApplied(session, migration, 0);
    });
    return `Migração ${name} registrada como aplicada (à mão): o migrador não a executa mais.`;
  });
}
