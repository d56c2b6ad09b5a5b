import { type ConfirmationResult, runConfirmationCase } from './confirmation-case.ts';
import type { Corpus } from './corpus-schema.ts';
import { type CustomerResult, prepareCustomerCases, runCustomerCase } from './customer-case.ts';
import { activateCity, readCategories, spareCities } from './fixtures.ts';
import { type AgentSettings, type Harness, type Mode, openHarness } from './harness.ts';
import {
  type GibberishResult,
  type IntentResult,
  prepareIntentSection,
  runGibberishCase,
  runIntentCase,
} from './intent-case.ts';
import type { ModeResults } from './report.ts';
import { scoreWish } from './scoring.ts';
import { prepareShopSection, runShopCase, type ShopResult } from './shop-case.ts';

// One mode's run: its own harness (fresh database), the world the sections need (cities, shops),
// then every case of the corpus, `concurrency` conversations at a time. A case that throws is
// recorded as failed with the error, never ends the run.

const PROGRESS_EVERY = 50;

const log = (line: string) => process.stderr.write(`${line}\n`);

type Task = () => Promise<void>;

/** Runs the tasks `concurrency` at a time, reporting progress every PROGRESS_EVERY. */
async function runPool(tasks: Task[], concurrency: number, mode: Mode, started: number): Promise<void> {
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++]!;
      await task();
      done += 1;
      if (done % PROGRESS_EVERY === 0 || done === tasks.length) {
        log(`[${mode}] ${done}/${tasks.length} casos (${Math.round((Date.now() - started) / 1000)} s)`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}

const problemOf = (error: unknown) => `erro: ${error instanceof Error ? error.message : String(error)}`;

export async function runMode(options: {
  mode: Mode;
  corpus: Corpus;
  concurrency: number;
  agent?: AgentSettings;
  /** Told the harness while it is open, so a signal handler can close it. */
  onHarness(h: Harness | undefined): void;
}): Promise<ModeResults> {
  const { mode, corpus, concurrency } = options;
  const started = Date.now();
  const h = await openHarness({ mode, agent: options.agent });
  options.onHarness(h);
  try {
    const categories = await readCategories(h.db);
    const missing = await prepareCustomerCases(h, corpus.customer_wishes, categories);
    // Campinas for the confirmation and gibberish plays; two cities of their own for the shop and
    // intent sections, so their wishes reach only the shops those sections create.
    const used = [...corpus.customer_wishes, { city: 'Campinas', uf: 'SP' }];
    const [shopCity, intentCity] = await spareCities(h.db, used, 2);
    await activateCity(h.db, 'Campinas', 'SP');
    const shopSection = prepareShopSection(shopCity!, categories);
    const intentSection = await prepareIntentSection(h, intentCity!, categories);

    const customers: CustomerResult[] = [];
    const shops: ShopResult[] = [];
    const intents: IntentResult[] = [];
    const gibberish: GibberishResult[] = [];
    const confirmations: ConfirmationResult[] = [];
    const nonsense = corpus.customer_intents.filter((c) => c.intent === 'nao_entendido');
    const tasks: Task[] = [
      ...corpus.shop_replies.map((c, i) => async () => {
        shops[i] = await runShopCase(h, shopSection, c, i).catch((error) => ({
          c,
          offerCents: null,
          declined: false,
          pass: false,
          messages: 0,
          lastReply: null,
          problem: problemOf(error),
        }));
      }),
      ...corpus.customer_wishes.map((c, i) => async () => {
        customers[i] = await runCustomerCase(h, c, missing).catch((error) => ({
          c,
          scores: scoreWish(c, null),
          wish: null,
          messages: 0,
          lastReply: null,
          problem: problemOf(error),
        }));
      }),
      ...corpus.customer_intents.map((c, i) => async () => {
        intents[i] = await runIntentCase(h, intentSection, c, i).catch((error) => ({
          c,
          got: null,
          newWishes: 0,
          pass: false,
          lastReply: null,
          problem: problemOf(error),
        }));
      }),
      ...nonsense.map((c, i) => async () => {
        // An error here cannot show a wish that was not made: counted as none, with the reason.
        gibberish[i] = await runGibberishCase(h, c).catch((error) => ({
          c,
          wishes: 0,
          messages: 0,
          lastReply: problemOf(error),
        }));
      }),
      ...corpus.confirmations.map((c, i) => async () => {
        confirmations[i] = await runConfirmationCase(h, c).catch((error) => ({
          c,
          hasWish: false,
          pass: false,
          lastReply: null,
          problem: problemOf(error),
        }));
      }),
    ];
    log(`[${mode}] banco pronto em ${Math.round((Date.now() - started) / 1000)} s; ${tasks.length} casos`);
    await runPool(tasks, concurrency, mode, started);
    const seconds = Math.round((Date.now() - started) / 1000);
    return { mode, seconds, customers, shops, intents, gibberish, confirmations } satisfies ModeResults;
  } finally {
    await h.close();
    options.onHarness(undefined);
  }
}
