import '#platform/polyfills.ts';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Corpus, CorpusError, loadCorpus } from './corpus-schema.ts';
import { type AgentSettings, type Harness, removeStaleRuns } from './harness.ts';
import { figuresOf, type ModeResults, reportLines, transcriptLines } from './report.ts';
import { runMode } from './run-mode.ts';
import { missedThresholds } from './thresholds.ts';

// `npm run eval:bot`: the conversation evaluation. Plays every case of the corpus through the real
// pipeline in this process (fresh embedded database, in-process queues, simulator transport), in
// guided mode, and again in agent mode when OPENAI_BASE_URL is set; prints the failing cases and
// the figures (the last line is the guided run's JSON) and exits 1 when a threshold of
// eval/thresholds.ts is missed (2 for a bad corpus or a crash).
// Flags: --corpus FILE, --no-thresholds (report only), --concurrency N (cases in flight, default
// 8), --limit N (first N cases of each section), --transcripts (whole conversations of failures).

const DEFAULT_CORPUS = 'eval/corpus/bot.json';
const SAMPLE_CORPUS = 'eval/corpus/sample.json';

const { values: args } = parseArgs({
  options: {
    corpus: { type: 'string' },
    'no-thresholds': { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '8' },
    limit: { type: 'string' },
    transcripts: { type: 'boolean', default: false },
  },
  strict: true,
});

const log = (line: string) => process.stderr.write(`${line}\n`);

let current: Harness | undefined;
let interrupted = false;

// Ctrl-C or a CI cancel: the temporary database folder goes with the process. `on`, not `once`:
// tsx relays the signal a second time, and a second one with no listener would exit at once.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`\n${signal}: interrompido, apagando o banco temporário...`);
    const closing = current?.close() ?? Promise.resolve();
    closing.finally(() => process.exit(130));
  });
}

function limited(corpus: Corpus, limit: number | undefined): Corpus {
  if (limit === undefined) return corpus;
  return {
    customer_wishes: corpus.customer_wishes.slice(0, limit),
    shop_replies: corpus.shop_replies.slice(0, limit),
    customer_intents: corpus.customer_intents.slice(0, limit),
    confirmations: corpus.confirmations.slice(0, limit),
  };
}

function agentSettings(): AgentSettings | undefined {
  const baseUrl = process.env.OPENAI_BASE_URL?.trim();
  if (!baseUrl) return undefined;
  if (!process.env.OPENAI_API_KEY) log('OPENAI_API_KEY ausente: o modo agente usa uma chave fictícia.');
  return {
    baseUrl,
    apiKey: process.env.OPENAI_API_KEY || 'sem-chave',
    timeoutMs: process.env.AI_TIMEOUT_MS ? Number(process.env.AI_TIMEOUT_MS) : undefined,
    model: process.env.EVAL_MODEL?.trim() || undefined,
  };
}

function corpusPath(): string {
  if (args.corpus) return resolve(args.corpus);
  if (existsSync(DEFAULT_CORPUS)) return resolve(DEFAULT_CORPUS);
  log(`${DEFAULT_CORPUS} ainda não existe: usando ${SAMPLE_CORPUS}.`);
  return resolve(SAMPLE_CORPUS);
}

async function main(): Promise<number> {
  // The run's own embedded database and in-process queues, whatever this shell points at.
  delete process.env.DATABASE_URL;
  delete process.env.REDIS_URL;
  process.env.LOG_LEVEL = 'silent';
  const concurrency = Number(args.concurrency);
  const limit = args.limit === undefined ? undefined : Number(args.limit);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new CorpusError('--concurrency: inteiro ≥ 1');
  if (limit !== undefined && (!Number.isInteger(limit) || limit < 0))
    throw new CorpusError('--limit: inteiro ≥ 0');

  await removeStaleRuns();
  const path = corpusPath();
  const corpus = limited(await loadCorpus(path), limit);
  log(`corpus ${path}`);

  const agent = agentSettings();
  const onHarness = (h: Harness | undefined) => {
    current = h;
  };
  const runs: ModeResults[] = [await runMode({ mode: 'guided', corpus, concurrency, onHarness })];
  if (agent) runs.push(await runMode({ mode: 'agent', corpus, concurrency, agent, onHarness }));

  for (const run of runs) {
    if (args.transcripts) process.stdout.write(`${transcriptLines(run).join('\n')}\n`);
    process.stdout.write(`${reportLines(run).join('\n')}\n`);
  }
  const [guided, agentRun] = runs.map(figuresOf);
  if (agentRun) process.stdout.write(`${JSON.stringify({ agent: agentRun })}\n`);
  process.stdout.write(`${JSON.stringify(guided)}\n`);

  if (args['no-thresholds']) return 0;
  const missed = runs.flatMap((run, i) =>
    missedThresholds(i === 0 ? guided! : agentRun!).map((m) => `${run.mode}: ${m}`),
  );
  if (missed.length === 0) {
    log('Todos os limites atingidos.');
    return 0;
  }
  log(`Limites não atingidos (eval/thresholds.ts):\n${missed.map((m) => `  - ${m}`).join('\n')}`);
  return 1;
}

try {
  process.exitCode = await main();
} catch (error) {
  log(
    error instanceof CorpusError ? error.message : `Falha na avaliação: ${(error as Error)?.stack ?? error}`,
  );
  process.exitCode = 2;
}
// Timers of the closed queues or a model's sockets must not keep a finished run alive.
process.exit(process.exitCode);
