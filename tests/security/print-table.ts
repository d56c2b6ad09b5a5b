// The security and fault suites print what they checked as plain tables, readable in CI's log.

export function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ');
  const text = [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
  // stdout, not the test logger: vitest shows it under the test that printed it.
  process.stdout.write(`\n${text}\n`);
}
