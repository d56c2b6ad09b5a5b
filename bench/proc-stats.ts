import { readdir, readFile } from 'node:fs/promises';

// What bench/load reads of the processes it runs and of the machine, from /proc (Linux).

/** Resident memory of a process, in MB. */
export async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return Number.NaN;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? Number.NaN) / 1024;
}

/** The V8 heap in use of a process of ours, from its /metrics (nodejs_heap_used_bytes), in MB. */
export async function heapUsedMb(metricsUrl: string): Promise<number> {
  const text = await fetch(metricsUrl)
    .then((res) => res.text())
    .catch(() => '');
  return Number(text.match(/^nodejs_heap_used_bytes (\d+)/m)?.[1] ?? Number.NaN) / 2 ** 20;
}

// Linux reports CPU time in clock ticks of 1/100 s on every architecture Node runs on here.
const TICKS_PER_SECOND = 100;

/** A /proc/<pid>/stat line: its command name and the CPU time (user + system) used, in seconds. */
function parseStat(stat: string): { command: string; seconds: number } {
  // The command name is in parentheses and may hold spaces: the fields follow the last ')'.
  const close = stat.lastIndexOf(')');
  const fields = stat.slice(close + 2).split(' ');
  return {
    command: stat.slice(stat.indexOf('(') + 1, close),
    seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
  };
}

const readStat = (pid: number | string) => readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');

/** CPU time (user + system) a process has used so far, in seconds. */
export async function cpuSeconds(pid: number | undefined): Promise<number> {
  if (!pid) return Number.NaN;
  return parseStat(await readStat(pid)).seconds;
}

/**
 * CPU time so far of every process whose command name is `command` (PostgreSQL's backends,
 * redis-server), in seconds. Processes that end in between drop out, so it reads a little low for
 * short-lived connections; the bench's connections live for the whole run.
 */
export async function commandCpuSeconds(command: string): Promise<number> {
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  const stats = (await Promise.all(pids.map(readStat))).map(parseStat);
  return stats.filter((stat) => stat.command === command).reduce((sum, stat) => sum + stat.seconds, 0);
}

/** CPU time so far, in seconds, of each process (by pid) whose command name is one of `commands`. */
export async function cpuSecondsByPid(
  commands: readonly string[],
): Promise<Map<string, Map<number, number>>> {
  const byCommand = new Map(commands.map((command) => [command, new Map<number, number>()]));
  const pids = (await readdir('/proc')).filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    const stat = await readStat(pid);
    if (!stat) continue;
    const { command, seconds } = parseStat(stat);
    byCommand.get(command)?.set(Number(pid), seconds);
  }
  return byCommand;
}

export type MachineCpu = { busy: number; total: number };

/** The whole machine's CPU time so far (every core), busy and in all, in seconds. */
export async function machineCpu(): Promise<MachineCpu> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n')[0] ?? '';
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, t) => sum + t, 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

/**
 * A histogram's cumulative bucket counts for one label set, from the Prometheus text of /metrics:
 * le (seconds) → count.
 */
export function histogramBuckets(
  text: string,
  name: string,
  labels: Record<string, string>,
): Map<number, number> {
  const buckets = new Map<number, number>();
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}_bucket{`)) continue;
    if (!wanted.every((pair) => line.includes(pair))) continue;
    const le = line.match(/le="([^"]+)"/)?.[1];
    const count = Number(line.slice(line.lastIndexOf(' ') + 1));
    if (le) buckets.set(le === '+Inf' ? Number.POSITIVE_INFINITY : Number(le), count);
  }
  return buckets;
}

/** Share of the observations between two scrapes at or under each bucket bound. */
export function bucketShares(
  before: Map<number, number>,
  after: Map<number, number>,
): Array<[number, number]> {
  const total = (after.get(Number.POSITIVE_INFINITY) ?? 0) - (before.get(Number.POSITIVE_INFINITY) ?? 0);
  return [...after.keys()]
    .filter((le) => Number.isFinite(le))
    .sort((a, b) => a - b)
    .map((le) => [le, total > 0 ? ((after.get(le) ?? 0) - (before.get(le) ?? 0)) / total : Number.NaN]);
}

/**
 * The least-squares line through evenly spaced readings, as its rise from first to last reading
 * relative to their mean: a garbage collector moves single readings by tens of percent, a leak
 * moves the line.
 */
export function trendPercent(readings: number[]): number {
  const n = readings.length;
  if (n < 2) return Number.NaN;
  const meanX = (n - 1) / 2;
  const meanY = readings.reduce((sum, y) => sum + y, 0) / n;
  let num = 0;
  let den = 0;
  readings.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return (((num / den) * (n - 1)) / meanY) * 100;
}
