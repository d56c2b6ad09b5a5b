import type { FinalCounts } from './load-counts.ts';
import type { Sample } from './load-traffic.ts';
import { type MachineCpu, trendPercent } from './proc-stats.ts';
import { percentile } from './support.ts';

// What bench/load prints once the load has stopped.

export type MemoryReading = { processes: number[]; heaps: number[]; bench: number };
export type CpuReading = {
  processes: number[];
  machine: MachineCpu;
  postgres: number;
  redis: number;
  bench: number;
};

const sortedMs = (of: Sample[]) => of.map((s) => s.ms).sort((a, b) => a - b);

export function printRoutes(samples: Sample[], elapsed: number): void {
  console.log(
    `\n${'route'.padEnd(42)} ${'requests'.padStart(8)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(6)}`,
  );
  for (const route of new Set(samples.map((s) => s.route))) {
    const of = samples.filter((s) => s.route === route);
    const sorted = sortedMs(of);
    console.log(
      `${route.padEnd(42)} ${String(of.length).padStart(8)} ${(of.length / elapsed).toFixed(1).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(8)} ${percentile(sorted, 99).toFixed(1).padStart(8)} ${String(of.filter((s) => !s.ok).length).padStart(6)}${errorStatuses(of)}`,
    );
  }
}

/** " (status 0 ×12, 503 ×3)": which answers the errors were. */
function errorStatuses(of: Sample[]): string {
  const byStatus = new Map<number, number>();
  for (const s of of) if (!s.ok) byStatus.set(s.status, (byStatus.get(s.status) ?? 0) + 1);
  if (byStatus.size === 0) return '';
  return `  (${[...byStatus].map(([status, n]) => `status ${status} ×${n}`).join(', ')})`;
}

const growth = (end: number, start: number) => `${(((end - start) / start) * 100).toFixed(1)} %`;

/** RSS and V8 heap of every process after the warm-up, every 10 s and at the end, with their trend. */
export function printMemory(names: string[], memory: MemoryReading[]): void {
  const first = memory[0]!;
  const last = memory[memory.length - 1]!;
  console.log('\nmemory (RSS, MB) after the warm-up, every 10 s, at the end:');
  names.forEach((name, i) => {
    const series = memory.map((m) => (m.processes[i] ?? Number.NaN).toFixed(0)).join(' → ');
    const trend = trendPercent(memory.map((m) => m.processes[i]!));
    console.log(
      `  ${name.padEnd(9)} ${series}  (end vs start ${growth(last.processes[i]!, first.processes[i]!)}, trend ${trend.toFixed(1)} %)`,
    );
    const heaps = memory.map((m) => m.heaps[i]!);
    console.log(
      `  ${''.padEnd(9)} V8 heap used ${heaps.map((h) => h.toFixed(0)).join(' → ')}  (trend ${trendPercent(heaps).toFixed(1)} %)`,
    );
  });
  console.log(
    `  ${'bench'.padEnd(9)} ${first.bench.toFixed(0)} → ${last.bench.toFixed(0)}  (${growth(last.bench, first.bench)})`,
  );
}

/** `hasServices`: PostgreSQL and Redis run beside the server (not in the embedded topology). */
export function printCpu(
  names: string[],
  start: CpuReading,
  end: CpuReading,
  elapsed: number,
  hasServices: boolean,
): void {
  const cores = (end.machine.total - start.machine.total) / elapsed;
  const share = (seconds: number) => `${((seconds / elapsed) * 100).toFixed(0)} %`;
  const parts = names.map((name, i) => `${name} ${share(end.processes[i]! - start.processes[i]!)}`);
  parts.push(`bench ${share(end.bench - start.bench)}`);
  if (hasServices) {
    parts.push(`postgres ${share(end.postgres - start.postgres)}`, `redis ${share(end.redis - start.redis)}`);
  }
  const busy = ((end.machine.busy - start.machine.busy) / elapsed / cores) * 100;
  console.log(
    `\nCPU over the soak (share of one core): ${parts.join(', ')}; machine ${busy.toFixed(0)} % busy of ${cores.toFixed(0)} cores`,
  );
}

/** The API's own timing of its acknowledgements, without the load generator's queueing. */
export function printServerShares(shares: Array<[number, number]>): void {
  console.log(
    `webhook acknowledgements as the API timed them: ${shares
      .filter(([le]) => le <= 0.1)
      .map(([le, share]) => `≤ ${le * 1000} ms ${(share * 100).toFixed(2)} %`)
      .join(', ')}`,
  );
}

export function printOutcome(options: {
  samples: Sample[];
  elapsed: number;
  rate: number;
  acknowledged: number;
  counts: FinalCounts;
  /** Webhook jobs still pending when the server stopped: a missing message there is late, not lost. */
  isQueued: boolean;
  modelCalls: number;
  memoryTrends: string;
}): void {
  const { samples, elapsed, counts } = options;
  const webhook = samples.filter((s) => s.route === 'POST /api/whatsapp/webhook');
  const errors = samples.filter((s) => !s.ok).length;
  const missing = Math.max(0, options.acknowledged - counts.stored);
  const answered = (counts.answeredDuring / elapsed).toFixed(0);
  console.log(`webhook messages answered during the soak: ${counts.answeredDuring} (${answered}/s)`);
  console.log(
    `webhook messages acknowledged ${options.acknowledged}, stored ${counts.stored}, ${options.isQueued ? `not stored yet (still queued) ${missing}` : `lost ${missing}`}, still unanswered ${counts.waiting}; model calls ${options.modelCalls}`,
  );
  console.log(
    `targets: webhook ${(webhook.length / elapsed).toFixed(0)} msg/s acknowledged and ${answered} answered (≥ ${options.rate}), errors ${errors} (0), webhook p50 ${percentile(sortedMs(webhook), 50).toFixed(1)} ms, p99 ${percentile(sortedMs(webhook), 99).toFixed(1)} ms (< 50), memory trend ${options.memoryTrends} (≤ 10 %)`,
  );
}
