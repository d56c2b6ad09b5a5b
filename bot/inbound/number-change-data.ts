import { phoneVariants } from '#domain/whatsapp/phone-variants.ts';
import { type Db, Prisma } from '#prisma/client.ts';

// A person changed their WhatsApp number (Cloud API system message customer_changed_number): their
// conversation and their open wishes follow them, so replies and offers reach the number they use
// now. One transaction: a half-made move would leave the thread on one number and the wish on
// another.

// desejos.whatsapp_cliente is VARCHAR(13): 55 + DDD + nine digits. A longer (foreign) number
// cannot hold a wish, and a Brazilian marketplace's wishes come from Brazilian numbers.
const WISH_PHONE_MAX = 13;

type ConversationRow = {
  id: string;
  phone_number: string;
  contact_name: string | null;
  last_inbound_at: Date | null;
  last_message_at: Date;
  agent_state: Prisma.JsonValue;
};

const conversationSelect = {
  id: true,
  phone_number: true,
  contact_name: true,
  last_inbound_at: true,
  last_message_at: true,
  agent_state: true,
} as const;

/** Any form of the number (with or without 55 and the ninth digit); the number as given first. */
async function findConversation(
  tx: Prisma.TransactionClient,
  phone: string,
): Promise<ConversationRow | undefined> {
  const variants = phoneVariants(phone);
  const rows = await tx.whatsappConversation.findMany({
    where: { phone_number: { in: variants.length > 0 ? variants : [phone] } },
    select: conversationSelect,
  });
  return rows.find((row) => row.phone_number === phone) ?? rows[0];
}

function later(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}

/**
 * Moves the conversation of `from` to `to`, and the open wishes of `from` with it. When `to`
 * already has a conversation (the person wrote from the new number before WhatsApp told us of the
 * change), the two become one: the new number's thread is where the person is now, so it stays
 * and takes the old thread's messages and wishes; its name and questionnaire win and the old
 * ones fill only what it lacks; the times are the later of each; the old row goes. Messages still
 * waiting for an answer keep their status: the turn sweeper finds them in the merged thread.
 * Nothing to move is no error (the person never wrote from the old number).
 */
export async function moveToNewNumber(
  db: Db,
  options: { from: string; to: string; lojistaId: string | null },
): Promise<void> {
  const { from, to, lojistaId } = options;
  await db.$transaction(async (tx) => {
    const old = await findConversation(tx, from);
    const target = await findConversation(tx, to);
    if (old && !target) {
      await tx.whatsappConversation.update({
        where: { id: old.id },
        data: { phone_number: to, lojista_id: lojistaId },
        select: { id: true },
      });
    } else if (old && target && old.id !== target.id) {
      await tx.whatsappMessage.updateMany({
        where: { conversation_id: old.id },
        data: { conversation_id: target.id },
      });
      await tx.desejo.updateMany({
        where: { conversation_id: old.id },
        data: { conversation_id: target.id },
      });
      const agentState = target.agent_state ?? old.agent_state;
      await tx.whatsappConversation.update({
        where: { id: target.id },
        data: {
          contact_name: target.contact_name ?? old.contact_name,
          lojista_id: lojistaId,
          last_inbound_at: later(target.last_inbound_at, old.last_inbound_at),
          last_message_at: later(target.last_message_at, old.last_message_at) ?? target.last_message_at,
          agent_state: agentState === null ? Prisma.DbNull : (agentState as Prisma.InputJsonValue),
        },
        select: { id: true },
      });
      await tx.whatsappConversation.delete({ where: { id: old.id }, select: { id: true } });
    }
    if (to.length <= WISH_PHONE_MAX) {
      const fromVariants = phoneVariants(from);
      await tx.desejo.updateMany({
        where: {
          whatsapp_cliente: { in: fromVariants.length > 0 ? fromVariants : [from] },
          status: 'aberto',
        },
        data: { whatsapp_cliente: to },
      });
    }
  });
}
