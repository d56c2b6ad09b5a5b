import { printTable } from '#tests/security/print-table.ts';

// Every fault case ends with the same kind of table: what was sent, what was stored, what was lost
// (which must be nothing), one row per step of the case.

export type FaultRow = { step: string; sent: string; stored: string; lost: string; note?: string };

export function printFaultTable(title: string, rows: FaultRow[]): void {
  process.stdout.write(`\n== ${title}`);
  printTable(
    ['step', 'sent', 'stored', 'lost', 'note'],
    rows.map((row) => [row.step, row.sent, row.stored, row.lost, row.note ?? '']),
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
