import { afterAll, describe, expect, it } from 'vitest';
import { setReceberMatches } from '#api/admin/shops/shops-data.ts';
import { toDisplayCategoryName } from '#domain/text.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { associatePlan, premiumPlan } from '#tests/factories/dashboard.ts';
import { recordingQueue } from '#tests/factories/shops.ts';
import { categoryWithSubs, matchedShopIds } from '#tests/factories/wishes.ts';
import { callTool } from './registry.ts';
import { customerParty, shopParty, toolContext } from './test-support.ts';

// The self-service tools the model is offered: pausar_oportunidades, meu_plano and
// receber_mensagens(_loja), over the same services as the guided flow.

const logger = createLogger({ level: 'silent', pretty: false });
const { queue } = recordingQueue(logger);
afterAll(() => queue.close());

async function newWishIn(cat: { id: number; nome: string }) {
  const customer = await customerParty();
  const created = await callTool(
    'criar_desejo',
    {
      produto_desejado: 'Parafusadeira',
      cidade: 'São Paulo',
      estado: 'SP',
      categoria: toDisplayCategoryName(cat.nome),
    },
    toolContext(customer, { queue, logger }),
  );
  if (!created.result.ok) throw new Error(created.result.error);
  return created.result.data as { codigo: string; desejo_id: string };
}

describe('pausar_oportunidades', () => {
  it('pauses the shop (who and when recorded), matching skips it, and pausar=false resumes it', async () => {
    const cat = await categoryWithSubs(4);
    const { shop, party } = await shopParty({ categorias: [cat.id], plan: premiumPlan });
    const now = new Date('2026-11-28T12:00:00Z');
    const ctx = toolContext(party, { queue, logger, now });

    const paused = await callTool('pausar_oportunidades', { pausar: true }, ctx);
    expect(paused.result).toMatchObject({
      ok: true,
      data: { pausada: true, recebendo_oportunidades: false, ja_estava_assim: false },
    });
    expect(
      await db.lojista.findUniqueOrThrow({
        where: { id: shop.id },
        select: {
          receber_matches: true,
          pausado_pela_loja: true,
          pausa_alterada_em: true,
          pausa_alterada_por: true,
        },
      }),
    ).toEqual({
      receber_matches: true,
      pausado_pela_loja: true,
      pausa_alterada_em: now,
      pausa_alterada_por: `whatsapp:${party.phone}`,
    });
    expect(await matchedShopIds((await newWishIn(cat)).desejo_id)).not.toContain(shop.id);

    const resumed = await callTool('pausar_oportunidades', { pausar: false }, ctx);
    expect(resumed.result).toMatchObject({
      ok: true,
      data: { pausada: false, recebendo_oportunidades: true },
    });
    expect(await matchedShopIds((await newWishIn(cat)).desejo_id)).toContain(shop.id);
  });

  it("never undoes an admin's block: resuming leaves receber_matches off and says so", async () => {
    const cat = await categoryWithSubs(4);
    const { shop, party } = await shopParty({ categorias: [cat.id], plan: premiumPlan });
    await setReceberMatches(db, shop.id, false);
    const ctx = toolContext(party, { queue, logger });
    await callTool('pausar_oportunidades', { pausar: true }, ctx);

    const resumed = await callTool('pausar_oportunidades', { pausar: false }, ctx);
    expect(resumed.result).toMatchObject({
      ok: true,
      data: {
        pausada: false,
        recebendo_oportunidades: false,
        situacao: expect.stringContaining('aprovação'),
      },
    });
    const row = await db.lojista.findUniqueOrThrow({
      where: { id: shop.id },
      select: { receber_matches: true, pausado_pela_loja: true },
    });
    expect(row).toEqual({ receber_matches: false, pausado_pela_loja: false });
    expect(await matchedShopIds((await newWishIn(cat)).desejo_id)).not.toContain(shop.id);
  });

  it("is refused in a customer's conversation", async () => {
    const ctx = toolContext(await customerParty(), { queue, logger });
    const { result } = await callTool('pausar_oportunidades', { pausar: true }, ctx);
    expect(result.ok).toBe(false);
  });
});

describe('meu_plano', () => {
  it("tells an associate's plan, its daily limit and today's offers by the gate's rule", async () => {
    const cat = await categoryWithSubs(4);
    const { party } = await shopParty({ categorias: [cat.id], plan: associatePlan(2) });
    const { result } = await callTool('meu_plano', {}, toolContext(party, { queue, logger }));
    expect(result).toMatchObject({
      ok: true,
      data: {
        plano: 'Associado Gratuito',
        limite_diario: 5,
        ofertas_hoje: 2,
        restantes_hoje: 3,
        pode_ofertar: true,
      },
    });
  });

  it('tells an unlimited plan as such, and yesterday’s count as none today', async () => {
    const cat = await categoryWithSubs(4);
    const premium = await shopParty({ categorias: [cat.id], plan: premiumPlan });
    const { result } = await callTool('meu_plano', {}, toolContext(premium.party, { queue, logger }));
    expect(result).toMatchObject({
      ok: true,
      data: { plano: 'Premium', limite_diario: null, restantes_hoje: null },
    });

    const yesterday = new Date(Date.now() - 2 * 86_400_000);
    const associate = await shopParty({ categorias: [cat.id], plan: associatePlan(5, yesterday) });
    const fresh = await callTool('meu_plano', {}, toolContext(associate.party, { queue, logger }));
    expect(fresh.result).toMatchObject({ ok: true, data: { ofertas_hoje: 0, restantes_hoje: 5 } });
  });
});

describe('receber_mensagens', () => {
  it("stores a customer's opt-out and its undo", async () => {
    const party = await customerParty();
    const ctx = toolContext(party, { queue, logger });
    const stop = await callTool('receber_mensagens', { receber: false }, ctx);
    expect(stop.result).toMatchObject({
      ok: true,
      data: { recebe_mensagens: false, ja_estava_assim: false },
    });
    expect(
      (await db.whatsappOptOut.findUniqueOrThrow({ where: { phone_number: party.phone } })).opted_out,
    ).toBe(true);
    const back = await callTool('receber_mensagens', { receber: true }, ctx);
    expect(back.result).toMatchObject({ ok: true, data: { recebe_mensagens: true, ja_estava_assim: false } });
  });

  it('keeps an opted-out shop out of matching until it comes back', async () => {
    const cat = await categoryWithSubs(4);
    const { shop, party } = await shopParty({ categorias: [cat.id], plan: premiumPlan });
    const ctx = toolContext(party, { queue, logger });
    await callTool('receber_mensagens_loja', { receber: false }, ctx);
    expect(await matchedShopIds((await newWishIn(cat)).desejo_id)).not.toContain(shop.id);
    await callTool('receber_mensagens_loja', { receber: true }, ctx);
    expect(await matchedShopIds((await newWishIn(cat)).desejo_id)).toContain(shop.id);
  });
});
