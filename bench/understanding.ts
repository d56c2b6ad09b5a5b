import { readFile } from 'node:fs/promises';
import { runGuidedTurn } from '#agent/fallback/guided-turn.ts';
import { loadUnderstanding } from '#agent/fallback/understanding.ts';
import { detectIntent } from '#domain/understanding/intent.ts';
import { parseShopReply } from '#domain/understanding/offer.ts';
import { readWish } from '#domain/understanding/wish.ts';
import { readYesNo } from '#domain/understanding/yes-no.ts';
import { openHarness } from '#eval/harness.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { createLogger } from '#platform/logger.ts';

// The understanding module's time per message (domain/understanding: intent, wish, offer, yes/no),
// beside the whole guided turn that uses it (runGuidedTurn: state, understanding, the city's shop
// coverage, the reply) on a fresh embedded database, over the evaluation corpus's own texts.
// Target: median < 1 ms per message for the understanding. Prints medians, p90 and p99 in ms.
//
//   npx tsx bench/understanding.ts [corpus.json]   (BENCH_ROUNDS, default 5)

type Corpus = {
  customer_wishes: { text: string }[];
  shop_replies: { text: string }[];
  customer_intents: { text: string }[];
  confirmations: { text: string }[];
};

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { n: sorted.length, p50: at(0.5), p90: at(0.9), p99: at(0.99), max: sorted.at(-1)! };
}

function time(texts: string[], fn: (text: string) => unknown): number[] {
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const text of texts) {
      const started = performance.now();
      fn(text);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

const format = (n: number) => n.toFixed(3).padStart(8);

function row(label: string, samples: number[]) {
  const p = percentiles(samples);
  console.log(
    `${label.padEnd(44)} ${String(p.n).padStart(6)} ${format(p.p50)} ${format(p.p90)} ${format(p.p99)} ${format(p.max)}`,
  );
  return p;
}

const corpusPath = process.argv[2] ?? new URL('../eval/corpus/bot.json', import.meta.url).pathname;
const corpus = JSON.parse(await readFile(corpusPath, 'utf8')) as Corpus;
const h = await openHarness({ mode: 'guided' });
try {
  const refs = await loadUnderstanding(h.db);
  const wishes = corpus.customer_wishes.map((c) => c.text);
  // Warm-up: the first calls compile the regular expressions.
  time(wishes, (t) => readWish(t, refs));

  console.log(`understanding per message, ms (${ROUNDS} rounds of ${corpusPath.split('/').at(-1)})`);
  console.log(
    `${''.padEnd(44)} ${'n'.padStart(6)} ${'p50'.padStart(8)} ${'p90'.padStart(8)} ${'p99'.padStart(8)} ${'max'.padStart(8)}`,
  );
  const whole = row(
    'customer first message: intent + wish',
    time(wishes, (t) => detectIntent(t) ?? readWish(t, refs)),
  );
  row(
    '  readWish (place, product, brand, category)',
    time(wishes, (t) => readWish(t, refs)),
  );
  row('  detectIntent', time([...wishes, ...corpus.customer_intents.map((c) => c.text)], detectIntent));
  row(
    'shop reply: parseShopReply',
    time(
      corpus.shop_replies.map((c) => c.text),
      parseShopReply,
    ),
  );
  row(
    'confirmation: readYesNo',
    time(
      corpus.confirmations.map((c) => c.text),
      readYesNo,
    ),
  );

  const logger = createLogger({ level: 'silent', pretty: false });
  // Jobs are enqueued (the turn's own cost), not run: no shop is notified from the bench.
  const queue = createMemoryQueue({ logger });
  const turns: number[] = [];
  for (const [i, text] of wishes.entries()) {
    const phone = `55119${String(10_000_000 + i).padStart(8, '0')}`;
    const conversation = await h.db.whatsappConversation.create({
      data: { phone_number: phone },
      select: { id: true },
    });
    const party = { kind: 'cliente' as const, conversationId: conversation.id, phone, contactName: null };
    const now = new Date();
    const started = performance.now();
    await runGuidedTurn(
      { party, history: [], incoming: [text], state: null, now },
      {
        db: h.db,
        queue,
        logger,
        party,
        settings: { wishTtlDays: 7, publicUrl: 'http://localhost:3000' },
        now,
      },
      'sem_modelo',
    );
    turns.push(performance.now() - started);
  }
  console.log('');
  const turn = row('whole guided turn (first message, embedded db)', turns);
  await queue.close();
  console.log('');
  console.log(
    `understanding median ${whole.p50.toFixed(3)} ms (target < 1 ms): ${(
      (100 * whole.p50) / turn.p50
    ).toFixed(1)}% of the whole guided turn's median ${turn.p50.toFixed(2)} ms`,
  );
} finally {
  await h.close();
}
