import { describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { premiumPlan } from '#tests/factories/dashboard.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { categoryWithSubs, createShop } from '#tests/factories/wishes.ts';
import { simulatorBotForFile } from './bot-test-app.ts';

// Self-service through the whole pipeline (simulator, no model): a customer says "PARAR" and
// "VOLTAR"; a shop, recognised by its whatsapp_loja, pauses, reads its plan and comes back. What
// is stored is what the next turn, and a restart, read.

const journey = simulatorBotForFile();

function person(telefone: string, nome: string) {
  let seen = 0;
  return async (texto: string): Promise<string> => {
    await journey.simulator.send(telefone, texto, nome);
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

describe('self-service through the pipeline', () => {
  it('a customer stops and resumes our messages; the opt-out is stored', { timeout: 60_000 }, async () => {
    const phone = randomMobile();
    const say = person(phone, 'Caio');
    const stop = await say('STOP');
    expect(stop).toContain('não vai mais receber mensagens iniciadas por nós');
    expect(stop).toContain('VOLTAR');
    expect((await db.whatsappOptOut.findUniqueOrThrow({ where: { phone_number: phone } })).opted_out).toBe(
      true,
    );
    expect(await say('quero voltar a receber')).toContain('voltou a receber nossas mensagens');
    expect((await db.whatsappOptOut.findUniqueOrThrow({ where: { phone_number: phone } })).opted_out).toBe(
      false,
    );
  });

  it('a shop pauses, reads its plan and comes back', { timeout: 60_000 }, async () => {
    const cat = await categoryWithSubs();
    const shop = await createShop({ categorias: [cat.id] });
    await db.lojistaPlano.create({ data: { lojista_id: shop.id, ...premiumPlan } });
    const say = person(shop.whatsapp_loja, 'Loja');

    expect(await say('pausar')).toContain('pausei suas oportunidades');
    expect((await db.lojista.findUniqueOrThrow({ where: { id: shop.id } })).pausado_pela_loja).toBe(true);
    expect(await say('meu plano')).toContain('*Seu plano:* Premium');
    expect(await say('voltar')).toContain('voltou a receber novas oportunidades');
    expect((await db.lojista.findUniqueOrThrow({ where: { id: shop.id } })).pausado_pela_loja).toBe(false);
  });
});
