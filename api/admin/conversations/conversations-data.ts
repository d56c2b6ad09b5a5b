import type { Db } from '#prisma/client.ts';

/** Deletes the conversation with its messages (cascade); false when it did not exist. */
export async function deleteConversation(db: Db, conversationId: string): Promise<boolean> {
  const { count } = await db.whatsappConversation.deleteMany({ where: { id: conversationId } });
  return count > 0;
}
