import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SimulatorThreadMessage } from '#domain/admin/simulator-schemas.ts';
import { db } from '#prisma/client.ts';
import { premiumPlan } from '#tests/factories/dashboard.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';
import { simulatorBotForFile } from './bot-test-app.ts';

// The whole journey with no model configured (no OPENAI_API_KEY), through the simulator API only,
// as an admin on a fresh machine would run it: a customer's wish built by the guided
// conversation (one message with product and city, then "sim"), the matching shop notified with
// novo_desejo, the shop's offer in its own words, and the customer told with oferta_recebida.

const journey = simulatorBotForFile();

/**
 * Waits, bounded, for the next outbound message of a phone after the `seen` ones that satisfies
 * `test`; fails with the thread so far.
 */
async function nextOutbound(
  telefone: string,
  seen: number,
  test: (m: SimulatorThreadMessage) => boolean = () => true,
): Promise<{ message: SimulatorThreadMessage; count: number }> {
  let messages: SimulatorThreadMessage[] = [];
  for (let i = 0; i < 400; i++) {
    messages = await journey.simulator.thread(telefone);
    const outbound = messages.filter((m) => m.direction === 'outbound');
    // A row is stored before it is delivered: wait until the sender settled it.
    const found = outbound
      .slice(seen)
      .find((m) => !['queued', 'sending'].includes(m.status ?? '') && test(m));
    if (found) return { message: found, count: outbound.length };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const dump = messages.map((m) => `${m.direction}: ${m.text}`).join('\n---\n');
  throw new Error(`sem a mensagem esperada para ${telefone}; conversa até agora:\n${dump}`);
}

/** A customer or a shop in the simulator: sends, then waits for the bot's next answer. */
function person(telefone: string, nome?: string) {
  let seen = 0;
  return {
    telefone,
    async send(texto: string, test?: (m: SimulatorThreadMessage) => boolean) {
      await journey.simulator.send(telefone, texto, nome);
      const next = await nextOutbound(telefone, seen, test);
      seen = next.count;
      return next.message;
    },
    async receive(test: (m: SimulatorThreadMessage) => boolean) {
      const next = await nextOutbound(telefone, seen, test);
      seen = next.count;
      return next.message;
    },
  };
}

const containing = (text: string) => (m: SimulatorThreadMessage) => (m.text ?? '').includes(text);
const meta = (m: SimulatorThreadMessage) => (m.metadata ?? {}) as Record<string, unknown>;

describe('guided journey through the simulator, no model configured', () => {
  it("wish in one message → novo_desejo → offer in the shop's words → oferta_recebida", {
    timeout: 120_000,
  }, async () => {
    const eletro = await db.categoria.findUniqueOrThrow({
      where: { nome_normalizado: 'eletrodomesticos' },
      select: { id: true },
    });
    // An approved shop of the city and category, with a plan that allows offers.
    const shop = await createShop({
      cidade: 'Porto Velho',
      estado: 'RO',
      categorias: [eletro.id],
      nomeLoja: `Loja Guiada ${randomUUID().slice(0, 4)}`,
    });
    await db.lojistaPlano.create({
      data: { lojista_id: shop.id, plano_tipo: premiumPlan.plano_tipo, ativo: true, limite_diario: 0 },
    });
    const customer = person(randomMobile(), 'Ana Cliente');
    const lojista = person(shop.whatsapp_loja);

    const hello = await customer.send('Oi');
    expect(hello.text).toContain('Qual é o seu desejo?');
    expect(meta(hello)).toMatchObject({ fallback: true, fallback_reason: 'sem_modelo' });

    const summary = await customer.send('quero uma geladeira frost free brastemp aqui em porto velho');
    expect(summary.text).toContain('Posso enviar para as lojas?');
    expect(summary.text).toContain('Categoria: Eletrodomésticos › Geladeiras');
    const sent = await customer.send('sim');
    expect(sent.text).toContain('Seu desejo foi enviado para');
    expect(sent.tool_calls).toEqual([expect.objectContaining({ name: 'criar_desejo' })]);

    const desejo = await db.desejo.findFirstOrThrow({
      where: { whatsapp_cliente: customer.telefone },
      select: { id: true, categoria_id: true, subcategoria: true, marca: true, origem: true },
    });
    expect(desejo).toMatchObject({
      categoria_id: eletro.id,
      subcategoria: 'Geladeiras',
      marca: 'Brastemp',
      origem: 'whatsapp',
    });
    const codigo = desejo.id.slice(0, 8);
    expect(sent.text).toContain(codigo);

    // The shop, read through the simulator: the novo_desejo notification with the wish's code.
    const notice = await lojista.receive((m) => meta(m).template === 'novo_desejo');
    expect(notice.text).toContain('Geladeira frost free');
    expect(notice.text).toContain(codigo);
    expect(notice.status).toBe('simulado');

    const confirm = await lojista.send('tenho sim! fica R$ 120,00 no pix, entrego amanhã, vale por 3 dias');
    expect(confirm.text).toContain('Preço: R$ 120,00');
    expect(confirm.text).toContain(`código ${codigo}`);
    const done = await lojista.send('sim', containing('Oferta enviada com sucesso!'));
    expect(done.tool_calls).toEqual([expect.objectContaining({ name: 'registrar_oferta' })]);

    const oferta = await db.oferta.findFirstOrThrow({
      where: { id_desejo: desejo.id },
      select: { valor: true, condicoes_pagamento: true, validade: true, origem: true },
    });
    expect(oferta.valor.toFixed(2)).toBe('120.00');
    expect(oferta).toMatchObject({ condicoes_pagamento: 'Pix', validade: '3 dias', origem: 'whatsapp' });

    // The customer is told, through the simulator too.
    const told = await customer.receive((m) => meta(m).template === 'oferta_recebida');
    expect(told.text).toContain('Você recebeu uma oferta!');
    expect(told.text).toContain('R$ 120,00');
    expect(told.text).toContain(codigo);
    expect(told.status).toBe('simulado');
  });
});
