import { findNewestConversations } from '#api/admin/conversations/conversations-data.ts';
import type { SimulatorConversation, SimulatorThreadMessage } from '#domain/admin/simulator-schemas.ts';
import { phoneVariants } from '#domain/whatsapp/phone-variants.ts';
import type { Db } from '#prisma/client.ts';

// What the simulator reads: any phone's thread (what the bot sent to a shop or a customer) and
// the list of conversations, newest first.

export async function readThread(
  db: Db,
  phone: string,
): Promise<{ conversationId: string; messages: SimulatorThreadMessage[] } | null> {
  // Inbound messages join an existing conversation of a variant of the number (with or without
  // the ninth digit...): the exact number first, as receiveInbound does.
  const variants = phoneVariants(phone);
  const candidates = await db.whatsappConversation.findMany({
    where: { phone_number: { in: variants.length > 0 ? variants : [phone] } },
    select: { id: true, phone_number: true },
  });
  const conversation = candidates.find((c) => c.phone_number === phone) ?? candidates[0];
  if (!conversation) return null;
  const rows = await db.whatsappMessage.findMany({
    where: { conversation_id: conversation.id },
    orderBy: [{ timestamp: 'asc' }, { created_at: 'asc' }],
    select: {
      id: true,
      direction: true,
      message_text: true,
      status: true,
      timestamp: true,
      tool_calls: true,
      metadata: true,
    },
  });
  const messages = rows.map((row) => ({
    id: row.id,
    direction: row.direction,
    text: row.message_text,
    status: row.status,
    timestamp: row.timestamp.toISOString(),
    tool_calls: row.tool_calls,
    metadata: row.metadata,
  }));
  return { conversationId: conversation.id, messages };
}

export async function listConversations(db: Db, limit: number): Promise<SimulatorConversation[]> {
  const rows = await findNewestConversations(db, limit);
  return rows.map((row) => ({
    id: row.id,
    phone: row.phone_number,
    contactName: row.contact_name,
    kind: row.lojista ? 'Lojista' : 'Cliente',
    nomeLoja: row.lojista?.nome_loja ?? null,
    lastMessageAt: row.last_message_at.toISOString(),
  }));
}
