import { describe, expect, it } from 'vitest';
import { ANONYMOUS_NAME } from '#api/privacidade/privacy-data.ts';
import { maskPhone } from '#domain/whatsapp/mask-phone.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { simulatorBotForFile } from './bot-test-app.ts';

// LGPD through the simulator with no model (the guided fallback): a customer with a wish asks
// "meus dados", then "apagar meus dados", confirms, and afterwards nothing stored carries their
// number: no conversation, no message, the wish kept as anonymous demand data. The logs of the
// whole journey never hold the number in full.

const journey = simulatorBotForFile();

/** Sends a text as the customer and waits, bounded, for the bot's next settled reply. */
function customer(telefone: string) {
  let seen = 0;
  return async (texto: string): Promise<string> => {
    await journey.simulator.send(telefone, texto, 'Bia Privada');
    for (let i = 0; i < 400; i++) {
      const outbound = (await journey.simulator.thread(telefone)).filter((m) => m.direction === 'outbound');
      const reply = outbound.slice(seen).find((m) => !['queued', 'sending'].includes(m.status ?? ''));
      if (reply) {
        seen = outbound.length;
        return reply.text ?? '';
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`sem resposta para "${texto}"`);
  };
}

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let i = 0; i < 150; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`não aconteceu: ${what}`);
}

describe('LGPD through the guided fallback', () => {
  it('"meus dados", then "apagar meus dados" confirmed: conversation gone, wish anonymised, logs masked', {
    timeout: 120_000,
  }, async () => {
    const phone = randomMobile();
    const say = customer(phone);
    expect(await say('Quero uma geladeira frost free')).toContain('Em qual cidade');
    expect(await say('Porto Velho RO')).toContain('Posso enviar para as lojas?');
    expect((await say('sim')).toLowerCase()).toContain('código');
    const wish = await db.desejo.findFirstOrThrow({
      where: { whatsapp_cliente: phone },
      select: { id: true },
    });

    const summary = await say('meus dados');
    expect(summary).toContain('Os dados que guardamos sobre você');
    expect(summary).toContain('Desejos: 1 (1 aberto)');
    expect(summary).toContain('Geladeira frost free');

    expect(await say('apagar meus dados')).toContain('Quer mesmo apagar seus dados?');
    expect(await say('sim')).toContain('Seus dados foram apagados');

    await eventually(
      async () => (await db.whatsappConversation.count({ where: { phone_number: phone } })) === 0,
      'a conversa apagada',
    );
    expect(await db.whatsappMessage.count({ where: { conversation: { phone_number: phone } } })).toBe(0);
    expect(await db.desejo.count({ where: { whatsapp_cliente: phone } })).toBe(0);
    const kept = await db.desejo.findUniqueOrThrow({
      where: { id: wish.id },
      select: {
        nome_cliente: true,
        whatsapp_cliente: true,
        produto_desejado: true,
        cidade: true,
        status: true,
      },
    });
    expect(kept).toEqual({
      nome_cliente: ANONYMOUS_NAME,
      whatsapp_cliente: '',
      produto_desejado: 'Geladeira frost free',
      cidade: 'Porto Velho',
      status: 'fechado',
    });

    const logs = journey.bot.logs();
    expect(logs).not.toContain(phone);
    expect(logs).toContain(maskPhone(phone));
    // Every line a turn wrote names its conversation.
    const turnLines = logs
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.job === 'conversation.turn');
    expect(turnLines.length).toBeGreaterThan(0);
    for (const l of turnLines.filter((l) => l.msg !== 'job falhou; nova tentativa agendada')) {
      expect(l.conversationId).toEqual(expect.any(String));
    }
  });
});
