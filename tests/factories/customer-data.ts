import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { createShop } from '#tests/factories/wishes.ts';

// A customer with something stored under their number: a conversation with two messages, an open
// wish matched to a shop, that shop's offer, and a closed wish. Random numbers: suites share the
// worker's database.

export async function customerWithData(options: { phone?: string; messagesAt?: Date } = {}) {
  const phone = options.phone ?? randomMobile();
  const at = options.messagesAt ?? new Date();
  const conversation = await db.whatsappConversation.create({
    data: { phone_number: phone, contact_name: 'Ana Privada', last_message_at: at, created_at: at },
    select: { id: true },
  });
  await db.whatsappMessage.createMany({
    data: [
      {
        conversation_id: conversation.id,
        direction: 'inbound',
        message_text: 'Quero uma bicicleta',
        timestamp: at,
        created_at: at,
        status: 'processed',
      },
      {
        conversation_id: conversation.id,
        direction: 'outbound',
        message_text: 'Em qual cidade?',
        timestamp: at,
        created_at: at,
        status: 'sent',
      },
    ],
  });
  const shop = await createShop({ nomeLoja: 'Bike Shop Privacidade' });
  const wish = (status: 'aberto' | 'fechado', produto: string) =>
    db.desejo.create({
      data: {
        nome_cliente: 'Ana Privada',
        whatsapp_cliente: phone,
        produto_desejado: produto,
        categoria: 'Esporte e Lazer',
        cidade: 'São Paulo',
        cidade_normalizada: 'sao paulo',
        estado: 'SP',
        origem: 'whatsapp',
        status,
        conversation_id: conversation.id,
        expires_at: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
      },
      select: { id: true },
    });
  const open = await wish('aberto', 'Bicicleta aro 29');
  const closed = await wish('fechado', 'Capacete');
  const match = await db.match.create({
    data: { desejo_id: open.id, lojista_id: shop.id },
    select: { id: true },
  });
  const pendingShop = await createShop({ nomeLoja: 'Loja sem oferta' });
  const pending = await db.match.create({
    data: { desejo_id: open.id, lojista_id: pendingShop.id },
    select: { id: true },
  });
  const oferta = await db.oferta.create({
    data: { id_desejo: open.id, lojista_id: shop.id, valor: '1500.00', descricao: 'Pix; entrega amanhã' },
    select: { id: true },
  });
  await db.match.update({ where: { id: match.id }, data: { oferta_id: oferta.id } });
  return {
    phone,
    conversationId: conversation.id,
    openWishId: open.id,
    closedWishId: closed.id,
    pendingMatchId: pending.id,
  };
}
