import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptModel } from '#agent/model-test-support.ts';
import type { BotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { receiveCustomerText, startBotWithScriptedModel } from './customer-bot.ts';

// The model is configured but never answers: every turn waits AI_TIMEOUT_MS, then the guided
// questionnaire answers, and the customer still ends up with a wish. The fallback shows in the
// stored replies' metadata.

let bot: BotTestRuntime;

beforeAll(async () => {
  bot = await startBotWithScriptedModel({ AI_TIMEOUT_MS: '1000' });
});

afterAll(async () => {
  await bot.close();
});

async function say(
  from: string,
  text: string,
  replies: number,
): Promise<{ text: string; metadata: unknown }> {
  await receiveCustomerText(from, text, 'Bia Cliente');
  for (let i = 0; i < 400; i++) {
    const outbound = await db.whatsappMessage.findMany({
      where: { conversation: { phone_number: from }, direction: 'outbound' },
      orderBy: { created_at: 'asc' },
      select: { message_text: true, metadata: true },
    });
    const reply = outbound[replies];
    if (reply) return { text: reply.message_text ?? '', metadata: reply.metadata };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`sem resposta para "${text}"`);
}

describe('model timing out', () => {
  it('switches to the guided fallback and the customer completes a wish', { timeout: 90_000 }, async () => {
    // One hanging completion per turn: five turns below.
    const model = scriptModel(Array.from({ length: 5 }, () => ({ hang: true as const })));
    const phone = randomMobile();
    const answers = ['Oi', 'Quero uma geladeira frost free', 'Porto Velho RO', 'a marca é Brastemp'];
    let last = { text: '', metadata: {} as unknown };
    for (const [index, text] of answers.entries()) {
      last = await say(phone, text, index);
      expect(last.metadata).toMatchObject({ fallback: true, fallback_reason: 'tempo_esgotado' });
    }
    // Product and city were enough for the summary; the brand was a correction of it.
    expect(last.text).toContain('Posso enviar para as lojas?');
    expect(last.text).toContain('Marca: Brastemp');
    expect(last.text).toContain('Categoria: Eletrodomésticos › Geladeiras');
    const sent = await say(phone, 'sim', 4);
    // Sent to the shops of Porto Velho the worker's other suites created, or kept with none.
    expect(sent.text).toMatch(/Seu desejo foi (enviado para|registrado)/);

    const desejo = await db.desejo.findFirstOrThrow({
      where: { whatsapp_cliente: phone },
      select: { subcategoria: true, cidade: true, marca: true },
    });
    expect(desejo).toEqual({ subcategoria: 'Geladeiras', cidade: 'Porto Velho', marca: 'Brastemp' });
    // Every turn asked the model first.
    expect(model.bodies).toHaveLength(5);
  });
});
