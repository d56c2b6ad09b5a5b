import { createNodeFetch } from '#platform/http/node-fetch.ts';
import '#platform/polyfills.ts';
import { randomUUID } from 'node:crypto';
import { createJobQueue } from '#platform/jobs/create-queue.ts';
import { createLogger } from '#platform/logger.ts';
import { readTurnConfig } from '../agent/agent-config.ts';
import { runTurn } from '../agent/run-turn.ts';
import type { AgentTurnInput, HistoryMessage } from '../agent/types.ts';
import { connectDb, disconnectDb } from '../prisma/client.ts';
import { migrateDatabase } from '../prisma/migrate/deploy.ts';
import { seedReferenceData } from '../prisma/seed/reference-data.ts';
import type { ToolContext } from '../tools/tool-types.ts';
import { openScratch, startFakeModel } from './support.ts';

// What one agent turn costs in CPU (issue 8: how many turns a second a core can answer), apart
// from queues and storage: the real runTurn (its configuration from the bot_config cache, system
// prompt, our tool loop over LangChain's ChatOpenAI with the seeded tools bound) against a fake
// OpenAI-compatible model answering at once, beside the floor of any runtime: the same chat
// completion sent as one plain HTTP request. Both figures include the fake model's own share (same
// server, same answer), so their difference is what the agent runtime adds per turn. Printed for
// one turn at a time (nothing else in the process) and with BENCH_CONCURRENCY turns in flight
// (default 50, as a busy worker runs them).
// Usage: npx tsx bench/agent.ts   (BENCH_TURNS=2000 BENCH_CONCURRENCY=50; temporary PGlite)

const TURNS = Number(process.env.BENCH_TURNS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const WARMUP = 200;

const scratch = await openScratch();
const model = await startFakeModel(0);
await migrateDatabase(scratch.target);
const db = connectDb(scratch.target);
await seedReferenceData(db);
const logger = createLogger({ level: 'warn', pretty: false });
const queue = createJobQueue({ prefix: 'bench-agent', logger });
const env = { OPENAI_BASE_URL: model.url, OPENAI_API_KEY: 'bench', AI_TIMEOUT_MS: 20_000 };
const config = await readTurnConfig(db, 'cliente');
// The customer's new message, the same in the agent's turn and in the plain request.
const INCOMING = 'Pode ser em São Paulo';

// A conversation a few turns in: the history a real turn sends along.
const history: HistoryMessage[] = Array.from({ length: 10 }, (_, i) => ({
  direction: i % 2 === 0 ? 'inbound' : 'outbound',
  text: i % 2 === 0 ? 'Quero uma bicicleta aro 29, pode ser usada' : 'Claro! Em qual cidade você está?',
  at: new Date(Date.now() - (10 - i) * 60_000),
}));

function turnInput(): { input: AgentTurnInput; ctx: ToolContext } {
  const now = new Date();
  const party = {
    kind: 'cliente',
    conversationId: randomUUID(),
    phone: '5511999990000',
    contactName: 'Cliente Bench',
  } as const;
  return {
    input: { party, history, incoming: [INCOMING], state: null, now },
    ctx: {
      db,
      queue,
      logger,
      party,
      settings: { wishTtlDays: 30, publicUrl: 'http://localhost:3000' },
      now,
    },
  };
}

async function agentTurn(): Promise<void> {
  const { input, ctx } = turnInput();
  const reply = await runTurn(input, ctx, { env });
  if (reply.metadata.fallback) throw new Error(`resposta guiada: ${reply.metadata.fallback_reason}`);
}

// The request ChatOpenAI sends for the same turn, built once: the floor is the HTTP exchange.
const plainBody = JSON.stringify({
  model: config.model,
  temperature: config.temperature,
  max_tokens: config.maxTokens,
  messages: [
    { role: 'system', content: config.systemPrompt },
    ...history.map((m) => ({ role: m.direction === 'inbound' ? 'user' : 'assistant', content: m.text })),
    { role: 'user', content: INCOMING },
  ],
});

// Over the same node:http client the model client uses (platform/http/node-fetch.ts).
const plainFetch = createNodeFetch();

async function plainRequest(): Promise<void> {
  const res = await plainFetch(`${model.url}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench' },
    body: plainBody,
  });
  const body = (await res.json()) as { choices?: unknown[] };
  if (!body.choices?.length) throw new Error('resposta do modelo sem choices');
}

/** CPU ms per call of this process, with `concurrency` calls in flight. */
async function cpuPerCall(call: () => Promise<void>, concurrency: number): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await call();
  const before = process.cpuUsage();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < TURNS) await call();
    }),
  );
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / 1000 / TURNS;
}

try {
  console.log(
    `model ${config.model}, ${history.length} history messages, system prompt ${config.systemPrompt.length} characters; ${TURNS} calls each`,
  );
  console.log(
    `\n${'CPU ms per call'.padEnd(44)} ${'one at a time'.padStart(14)} ${`${CONCURRENCY} in flight`.padStart(14)}`,
  );
  const rows: Array<[string, () => Promise<void>]> = [
    ['plain HTTP chat completion (the floor)', plainRequest],
    ['runTurn: tool loop + ChatOpenAI + tools', agentTurn],
  ];
  const figures: number[][] = [];
  for (const [label, call] of rows) {
    const serial = await cpuPerCall(call, 1);
    const parallel = await cpuPerCall(call, CONCURRENCY);
    figures.push([serial, parallel]);
    console.log(`${label.padEnd(44)} ${serial.toFixed(2).padStart(14)} ${parallel.toFixed(2).padStart(14)}`);
  }
  const [floor, agent] = figures as [number[], number[]];
  const runtime = agent[1]! - floor[1]!;
  console.log(
    `\nagent runtime beyond the HTTP exchange: ${runtime.toFixed(2)} ms per turn in flight; one core answers at most ≈ ${(1000 / agent[1]!).toFixed(0)} turns/s; 200 turns/s need ${((200 * agent[1]!) / 1000).toFixed(2)} cores for the agent alone`,
  );
} finally {
  await queue.close();
  await model.close();
  await disconnectDb();
  await scratch.drop();
}
