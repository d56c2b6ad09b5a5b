import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidedConversation } from '#agent/fallback/test-support.ts';
import { offerNotices, runOfferNotices } from '#api/ofertas/test-support.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { associatePlan, planOf } from '#tests/factories/dashboard.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs } from '#tests/factories/wishes.ts';
import { turnEffectKeys } from './effect-keys.ts';
import { callTool } from './registry.ts';
import { customerParty, shopParty, toolContext } from './test-support.ts';

// A shop offering on WhatsApp goes through the dashboard's service, so it too has one offer per
// opportunity: the same offer sent again (a second turn, a turn run again) is the same offer and
// one notice; a new price updates it.

const logger = createLogger({ level: 'silent', pretty: false });
const { queue, enqueued } = recordingQueue(logger);
let bot: BotTestRuntime;
beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
});
afterAll(async () => {
  await queue.close();
  await bot.close();
});

async function shopWithWish() {
  const cat = await categoryWithSubs(2);
  const shop = await shopParty({ categorias: [cat.id], plan: associatePlan(0) });
  const created = await callTool(
    'criar_desejo',
    {
      produto_desejado: 'Furadeira de impacto',
      cidade: 'São Paulo',
      estado: 'SP',
      categoria: toDisplayCategoryName(cat.nome),
    },
    toolContext(await customerParty(), { queue, logger }),
  );
  if (!created.result.ok) throw new Error(created.result.error);
  const wish = created.result.data as { codigo: string; desejo_id: string };
  /** The context of one bot turn, answering the inbound message `wamid`. */
  const turn = (wamid: string) => ({
    ...toolContext(shop.party, { queue, logger }),
    effectKey: turnEffectKeys(wamid),
  });
  return { ...shop, wish, turn };
}

const offerArgs = (codigo: string, valor = 1200.5) => ({
  codigo_desejo: codigo,
  valor,
  condicoes_pagamento: '10x sem juros',
  prazo_entrega: 'entrego amanhã',
});

const dataOf = (reply: Awaited<ReturnType<typeof callTool>>) =>
  (reply.result as { ok: true; data: { oferta_id: string; mensagem: string; situacao: string } }).data;

describe('registrar_oferta, the same offer twice', () => {
  it('in two turns: one offer, one slot, one notice; the second answer says nothing changed', async () => {
    const { shop, wish, turn } = await shopWithWish();
    const first = dataOf(await callTool('registrar_oferta', offerArgs(wish.codigo), turn('wamid.um')));
    const second = dataOf(await callTool('registrar_oferta', offerArgs(wish.codigo), turn('wamid.dois')));
    // The same turn run again after a crash, with its own key.
    const rerun = dataOf(await callTool('registrar_oferta', offerArgs(wish.codigo), turn('wamid.dois')));

    expect(first).toMatchObject({ situacao: 'criada', mensagem: 'Oferta enviada com sucesso!' });
    expect(second).toMatchObject({ situacao: 'repetida', oferta_id: first.oferta_id });
    expect(rerun).toMatchObject({ situacao: 'repetida', oferta_id: first.oferta_id });
    expect(await db.oferta.count({ where: { lojista_id: shop.id } })).toBe(1);
    expect((await planOf(shop.id)).consultas_hoje).toBe(1);

    await runOfferNotices(enqueued, logger);
    expect(await offerNotices(first.oferta_id)).toHaveLength(1);
  });

  it('with a new price: the offer is updated, counted once, and the customer told once more', async () => {
    const { shop, wish, turn } = await shopWithWish();
    const first = dataOf(await callTool('registrar_oferta', offerArgs(wish.codigo), turn('wamid.a')));
    await runOfferNotices(enqueued, logger);
    const cheaper = dataOf(await callTool('registrar_oferta', offerArgs(wish.codigo, 1100), turn('wamid.b')));

    expect(cheaper).toMatchObject({
      situacao: 'atualizada',
      mensagem: 'Oferta atualizada com sucesso!',
      oferta_id: first.oferta_id,
    });
    expect((await planOf(shop.id)).consultas_hoje).toBe(1);
    await runOfferNotices(enqueued, logger);
    const notices = await offerNotices(first.oferta_id);
    expect(notices).toHaveLength(2);
    expect(notices[1]!.message_text).toContain('Oferta atualizada!');
  });
});

describe('the guided shop flow, the same offer sent twice', () => {
  it('confirming the same offer a second time keeps one offer and one notice', async () => {
    const { shop, wish, party } = await shopWithWish();
    const chat = guidedConversation(party, { queue, logger });
    for (let round = 0; round < 2; round += 1) {
      const summary = await chat.send(
        `Tenho sim, fica 1.100 no cartão em 10x, entrego amanhã. Código ${wish.codigo}`,
      );
      expect(summary.text).toContain('Confirma a oferta');
      const sent = await chat.send('sim');
      expect(sent.text).toContain('Oferta enviada com sucesso!');
    }
    const ofertas = await db.oferta.findMany({
      where: { lojista_id: shop.id },
      select: { id: true, versao: true },
    });
    expect(ofertas).toEqual([{ id: expect.any(String), versao: 1 }]);
    await runOfferNotices(enqueued, logger);
    expect(await offerNotices(ofertas[0]!.id)).toHaveLength(1);
  });
});
