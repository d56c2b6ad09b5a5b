import { printTable } from '#tests/security/print-table.ts';

// Every fault case ends with the same kind of table: what was sent, what was stored, what was
// answered, what was lost and what is stuck (the last two must be nothing), one row per step.
// `answered` and `stuck` are '—' where the step has no reply to wait for.

export type FaultRow = {
  step: string;
  sent: string;
  stored: string;
  answered?: string;
  lost: string;
  stuck?: string;
  note?: string;
};

export function printFaultTable(title: string, rows: FaultRow[]): void {
  process.stdout.write(`\n== ${title}`);
  printTable(
    ['step', 'sent', 'stored', 'answered', 'lost', 'stuck', 'note'],
    rows.map((row) => [
      row.step,
      row.sent,
      row.stored,
      row.answered ?? '—',
      row.lost,
      row.stuck ?? '—',
      row.note ?? '',
    ]),
  );
}

/** Polls until `check` returns a truthy value; fails after `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<NonNullable<T>> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando: ${options.what ?? 'condição'}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 50));
  }
}
