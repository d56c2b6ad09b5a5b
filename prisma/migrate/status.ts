import { saoPauloFormat } from '#domain/dates.ts';
import { checksumMatches, type MigrationFile } from './files.ts';
import { type HistoryRow, isApplied, isFailed } from './history.ts';

// `npm run db:migrate -- --status`: each migration applied, pending or failed, with its dates.
// Up to date means nothing pending and nothing failed (exit code 0).

export type MigrationState = 'aplicada' | 'pendente' | 'falhou' | 'só no banco';

export type StatusLine = {
  name: string;
  state: MigrationState;
  startedAt?: Date;
  finishedAt?: Date;
  checksumChanged?: boolean;
};

export function migrationStatus(migrations: MigrationFile[], history: HistoryRow[]) {
  const lines: StatusLine[] = migrations.map((migration) => {
    const rows = history.filter((row) => row.migration_name === migration.name);
    const applied = rows.find(isApplied);
    if (applied) {
      return {
        name: migration.name,
        state: 'aplicada',
        startedAt: applied.started_at,
        finishedAt: applied.finished_at ?? undefined,
        checksumChanged: !checksumMatches(applied.checksum, migration.sql),
      };
    }
    const failed = rows.find(isFailed);
    if (failed) return { name: migration.name, state: 'falhou', startedAt: failed.started_at };
    return { name: migration.name, state: 'pendente' };
  });
  // Applied here but missing from prisma/migrations: a database newer than this code.
  const known = new Set(migrations.map((m) => m.name));
  for (const row of history.filter((r) => !known.has(r.migration_name) && (isApplied(r) || isFailed(r)))) {
    lines.push({
      name: row.migration_name,
      state: isApplied(row) ? 'só no banco' : 'falhou',
      startedAt: row.started_at,
      finishedAt: row.finished_at ?? undefined,
    });
  }
  const upToDate = lines.every((line) => line.state === 'aplicada' || line.state === 'só no banco');
  return { lines, upToDate };
}

const dateTime = saoPauloFormat({ dateStyle: 'short', timeStyle: 'medium' });

function describe(line: StatusLine): string {
  const when = (date?: Date) => (date ? dateTime.format(date) : '');
  switch (line.state) {
    case 'aplicada':
      return `aplicada em ${when(line.finishedAt)}${line.checksumChanged ? ' (migration.sql alterado depois)' : ''}`;
    case 'falhou':
      return `falhou: iniciada em ${when(line.startedAt)} e não concluída`;
    case 'só no banco':
      return `aplicada em ${when(line.finishedAt)}, mas ausente de prisma/migrations`;
    case 'pendente':
      return 'pendente';
  }
}

export function formatStatus(where: string, status: ReturnType<typeof migrationStatus>): string {
  const count = (state: MigrationState) => status.lines.filter((line) => line.state === state).length;
  const width = Math.max(0, ...status.lines.map((line) => line.name.length));
  const summary = status.upToDate
    ? 'em dia'
    : `${count('pendente')} pendente(s), ${count('falhou')} com falha`;
  return [
    `${where}: ${status.lines.length} migração(ões), ${summary}.`,
    ...status.lines.map((line) => `  ${line.name.padEnd(width)}  ${describe(line)}`),
  ].join('\n');
}
