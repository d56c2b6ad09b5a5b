import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { build } from 'vite';
import { projectPath, projectRoot } from '#paths/project-root.ts';
import { type ServerProcess, spawnServer, waitForHealth } from '#tests/setup/server-process.ts';
import { cpuSeconds, heapUsedMb, rssMb } from './proc-stats.ts';

// Start time and memory of one server process: the sources through tsx (`npm run dev`, the tests)
// against the compiled bundle (`npm start`, the image), on the embedded default with a database
// already migrated and seeded, so it times the start and not the first migration.
// Start: spawn → /api/health answers 200; CPU used by then; RSS then, and RSS and the V8 heap in
// use (/metrics) after SETTLE_MS idle and a full garbage collection (gc-on-signal.mjs): without
// one, readings swing by ±50 MB with the garbage of the reference-data check.
// Median of BENCH_RUNS runs of each, interleaved so a busy neighbour slows both alike.
// Usage: npx tsx bench/start.ts   (builds dist/server first; BENCH_NO_BUILD=1 uses the one there)

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SETTLE_MS = 3000;

const gcHook = ['--expose-gc', '--import', './bench/gc-on-signal.mjs'];
const variants = [
  { name: 'tsx (fontes)', args: [...gcHook, '--import', 'tsx', 'scripts/serve.ts'] },
  { name: 'node (compilado)', args: [...gcHook, 'dist/server/serve.js'] },
];

type Sample = { startMs: number; cpuS: number; readyMb: number; settledMb: number; heapMb: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function start(args: string[], dataDir: string): Promise<ServerProcess> {
  return spawnServer({
    args,
    cwd: projectRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'production',
      AUTH_SECRET: 'segredo-do-bench-de-inicio-com-32-caracteres',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
  });
}

async function measure(args: string[], dataDir: string): Promise<Sample> {
  const server = await start(args, dataDir);
  try {
    const startMs = await waitForHealth(server);
    const pid = server.child.pid;
    const [cpuS, readyMb] = await Promise.all([cpuSeconds(pid), rssMb(pid)]);
    await sleep(SETTLE_MS);
    server.child.kill('SIGUSR2');
    await sleep(500);
    const [settledMb, heapMb] = await Promise.all([rssMb(pid), heapUsedMb(`${server.baseUrl}/metrics`)]);
    return { startMs, cpuS, readyMb, settledMb, heapMb };
  } finally {
    await server.stop();
  }
}

if (process.env.BENCH_NO_BUILD !== '1') {
  await build({ configFile: projectPath('vite.server.config.ts'), logLevel: 'warn' });
}
const dataDir = await mkdtemp(join(tmpdir(), 'bench-start-'));
try {
  // The first start migrates and seeds the embedded database; the measured ones find it ready.
  const first = await start(['dist/server/serve.js'], dataDir);
  await waitForHealth(first, 600_000).finally(() => first.stop());

  const samples = new Map<string, Sample[]>(variants.map((v) => [v.name, []]));
  for (let run = 1; run <= RUNS; run++) {
    for (const variant of variants) {
      const sample = await measure(variant.args, dataDir);
      samples.get(variant.name)?.push(sample);
      console.log(
        `${run}/${RUNS} ${variant.name.padEnd(17)} ${sample.startMs.toFixed(0).padStart(6)} ms  ` +
          `cpu ${sample.cpuS.toFixed(2)} s  rss ${sample.readyMb.toFixed(0)}, após gc ${sample.settledMb.toFixed(0)} MB  ` +
          `heap após gc ${sample.heapMb.toFixed(0)} MB`,
      );
    }
  }
  console.log(`\nmedianas de ${RUNS} inícios (banco embutido já migrado):`);
  console.log('                   início    CPU até pronto   RSS pronto   RSS após gc   heap após gc');
  for (const [name, list] of samples) {
    const cell = (pick: (s: Sample) => number, digits: number, unit: string) =>
      `${median(list.map(pick)).toFixed(digits)} ${unit}`;
    console.log(
      `${name.padEnd(17)} ${cell((s) => s.startMs, 0, 'ms').padStart(9)}   ${cell((s) => s.cpuS, 2, 's').padStart(12)}` +
        `   ${cell((s) => s.readyMb, 0, 'MB').padStart(10)}   ${cell((s) => s.settledMb, 0, 'MB').padStart(11)}` +
        `   ${cell((s) => s.heapMb, 0, 'MB').padStart(12)}`,
    );
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
