import nock from 'nock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModelStep, scriptModel } from '#agent/model-test-support.ts';
import type { BotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { receiveCustomerText, startBotWithScriptedModel } from '../bot/customer-bot.ts';
import { eventually, type FaultRow, printFaultTable } from './support/fault-table.ts';

// Case 3: the model API (OpenAI-compatible, faked with nock at its HTTP boundary) answers 500, or
// never answers, or hangs after a tool call. Every customer message must still get the guided
// fallback's answer, within AI_TIMEOUT_MS and a small margin for the queue and the database.

const AI_TIMEOUT_MS = 2_000;
const MARGIN_MS = 1_500;

let bot: BotTestRuntime;

beforeAll(async () => {
  bot = await startBotWithScriptedModel({ AI_TIMEOUT_MS: String(AI_TIMEOUT_MS) });
});

afterAll(async () => {
  await bot.close();
});

/** One customer message; resolves with the reply's metadata and how long it took. */
async function ask(text: string) {
  const phone = randomMobile();
  const started = performance.now();
  await receiveCustomerText(phone, text, 'Cliente Falha');
  const reply = await eventually(
    () =>
      db.whatsappMessage.findFirst({
        where: { conversation: { phone_number: phone }, direction: 'outbound' },
        select: { message_text: true, metadata: true },
      }),
    { timeoutMs: AI_TIMEOUT_MS + 20_000, intervalMs: 20, what: `resposta a "${text}"` },
  );
  const replies = await db.whatsappMessage.count({
    where: { conversation: { phone_number: phone }, direction: 'outbound' },
  });
  return { ms: performance.now() - started, reply, replies };
}

describe('model API failing', () => {
  it('500s, a hang and a hang after a tool call: the guided fallback answers within the timeout', async () => {
    const scenarios: { name: string; steps: ModelStep[]; reason: string }[] = [
      { name: '500 Internal Server Error', steps: [{ status: 500 }], reason: 'erro_modelo' },
      {
        name: '503 com corpo não-JSON',
        steps: [{ status: 503, body: 'upstream down' }],
        reason: 'erro_modelo',
      },
      { name: 'sem resposta (pendurado)', steps: [{ hang: true }], reason: 'tempo_esgotado' },
      {
        name: 'tool call, depois pendurado',
        steps: [{ toolCalls: [{ name: 'listar_categorias', args: {} }] }, { hang: true }],
        reason: 'tempo_esgotado',
      },
    ];
    // The first turn of the process loads the agent's modules: not what this case measures.
    scriptModel([{ status: 500 }]);
    await ask('Oi');
    nock.cleanAll();

    const rows: FaultRow[] = [];
    const outcomes: { ms: number; reason: unknown; replies: number; fallback: unknown }[] = [];
    for (const scenario of scenarios) {
      const model = scriptModel(scenario.steps);
      const { ms, reply, replies } = await ask('Quero uma geladeira frost free');
      const metadata = (reply.metadata ?? {}) as { fallback?: boolean; fallback_reason?: string };
      outcomes.push({ ms, reason: metadata.fallback_reason, replies, fallback: metadata.fallback });
      rows.push({
        step: scenario.name,
        sent: `1 mensagem, ${model.bodies.length} chamada(s) ao modelo`,
        stored: `${replies} resposta (fallback: ${metadata.fallback_reason}) em ${ms.toFixed(0)} ms`,
        lost: String(1 - replies),
        note: `limite ${AI_TIMEOUT_MS + MARGIN_MS} ms`,
      });
      nock.cleanAll();
    }
    printFaultTable(`Caso 3: API do modelo com 500 e pendurada (AI_TIMEOUT_MS=${AI_TIMEOUT_MS})`, rows);

    for (const [index, outcome] of outcomes.entries()) {
      expect(outcome).toMatchObject({ fallback: true, reason: scenarios[index]!.reason, replies: 1 });
      expect(outcome.ms).toBeLessThan(AI_TIMEOUT_MS + MARGIN_MS);
    }
  });
});
