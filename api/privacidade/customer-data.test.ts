import { describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { customerWithData } from '#tests/factories/customer-data.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { eraseCustomerData, exportCustomerData, summarizeCustomerData } from './customer-data.ts';
import { ANONYMOUS_NAME } from './privacy-data.ts';
import { purgeOldConversations } from './retention.ts';

describe("a customer's data", () => {
  it('is summarised and exported whole: conversation, messages, wishes and the offers they got', async () => {
    const customer = await customerWithData();
    const summary = await summarizeCustomerData({ db, phone: customer.phone });
    expect(summary).toMatchObject({
      nome: 'Ana Privada',
      mensagens: 2,
      desejos: 2,
      desejos_abertos: 1,
      ofertas_recebidas: 1,
    });
    expect(summary.ultimos_desejos.map((w) => w.produto)).toEqual(['Capacete', 'Bicicleta aro 29']);

    const exported = await exportCustomerData({ db, phone: customer.phone });
    expect(exported.conversas).toHaveLength(1);
    expect(exported.conversas[0]!.mensagens.map((m) => m.texto)).toEqual([
      'Quero uma bicicleta',
      'Em qual cidade?',
    ]);
    const bike = exported.desejos.find((w) => w.produto_desejado === 'Bicicleta aro 29')!;
    expect(bike).toMatchObject({ whatsapp_cliente: customer.phone, nome_cliente: 'Ana Privada' });
    expect(bike.ofertas).toEqual([
      expect.objectContaining({ loja: 'Bike Shop Privacidade', valor: '1500.00' }),
    ]);
  });

  it('is erased: conversations and messages deleted, wishes closed and anonymised, demand data kept', async () => {
    const customer = await customerWithData();
    const other = await customerWithData();
    const result = await eraseCustomerData({ db, phone: customer.phone });
    expect(result).toEqual({
      desejos_anonimizados: 2,
      conversas_apagadas: 1,
      mensagens_apagadas: 2,
      conversas_de_loja_mantidas: 0,
    });
    expect(await db.whatsappConversation.count({ where: { phone_number: customer.phone } })).toBe(0);
    expect(await db.whatsappMessage.count({ where: { conversation_id: customer.conversationId } })).toBe(0);
    expect(await db.desejo.count({ where: { whatsapp_cliente: customer.phone } })).toBe(0);
    const bike = await db.desejo.findUniqueOrThrow({ where: { id: customer.openWishId } });
    expect(bike).toMatchObject({
      nome_cliente: ANONYMOUS_NAME,
      whatsapp_cliente: '',
      conversation_id: null,
      status: 'fechado',
      produto_desejado: 'Bicicleta aro 29',
      cidade: 'São Paulo',
      categoria: 'Esporte e Lazer',
    });
    // The shop that had not answered stops seeing it, as when a customer closes a wish.
    expect((await db.match.findUniqueOrThrow({ where: { id: customer.pendingMatchId } })).status).toBe(
      'perdido',
    );
    // Someone else's data is untouched.
    expect(await db.whatsappConversation.count({ where: { phone_number: other.phone } })).toBe(1);
    expect(await db.desejo.count({ where: { whatsapp_cliente: other.phone } })).toBe(2);
  });

  it("reaches the number's other forms (without the ninth digit) and keeps a shop's own conversation", async () => {
    // A mobile of the eight-digit era (after the 9 comes 6-9): stored once without the ninth digit.
    const phone = `551198${randomMobile().slice(-7)}`;
    const withoutNinth = `${phone.slice(0, 4)}${phone.slice(5)}`;
    await customerWithData({ phone: withoutNinth });
    const result = await eraseCustomerData({ db, phone });
    expect(result.conversas_apagadas).toBe(1);
    expect(await db.desejo.count({ where: { whatsapp_cliente: withoutNinth } })).toBe(0);

    const shop = await db.lojista.findFirstOrThrow({
      where: { nome_loja: 'Bike Shop Privacidade' },
      select: { id: true, whatsapp_loja: true },
    });
    await db.whatsappConversation.create({ data: { phone_number: shop.whatsapp_loja, lojista_id: shop.id } });
    expect(await eraseCustomerData({ db, phone: shop.whatsapp_loja })).toMatchObject({
      conversas_apagadas: 0,
      conversas_de_loja_mantidas: 1,
    });
  });
});

describe('conversation retention', () => {
  it('deletes only messages older than the retention, and the conversations they leave empty', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 400 * 24 * 60 * 60 * 1000);
    const stale = await customerWithData({ messagesAt: old });
    const recent = await customerWithData();
    const result = await purgeOldConversations({ db, retentionDays: 365, now });
    expect(result.mensagens).toBeGreaterThanOrEqual(2);
    expect(await db.whatsappConversation.count({ where: { id: stale.conversationId } })).toBe(0);
    expect(await db.whatsappMessage.count({ where: { conversation_id: recent.conversationId } })).toBe(2);
    expect(await db.whatsappConversation.count({ where: { id: recent.conversationId } })).toBe(1);
    // Wishes are demand data with their own lifecycle: retention leaves them.
    expect(await db.desejo.count({ where: { whatsapp_cliente: stale.phone } })).toBe(2);
  });

  it('keeps everything with 0 days', async () => {
    const old = new Date(Date.now() - 4000 * 24 * 60 * 60 * 1000);
    const stale = await customerWithData({ messagesAt: old });
    expect(await purgeOldConversations({ db, retentionDays: 0 })).toEqual({ mensagens: 0, conversas: 0 });
    expect(await db.whatsappMessage.count({ where: { conversation_id: stale.conversationId } })).toBe(2);
  });
});
