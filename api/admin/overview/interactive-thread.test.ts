import { describe, expect, it } from 'vitest';
import { replyButtons } from '#domain/whatsapp/interactive.ts';
import { db } from '#prisma/client.ts';
import { randomMobile } from '#tests/factories/shops.ts';
import { readConversationThread } from './conversation-counts.ts';

// The conversation viewer draws the buttons and lists the bot sent: the thread carries an outbound
// message's metadata.interactive, and nothing for a row without one or a malformed one.

describe('conversation thread: interactive messages', () => {
  it('an outbound message carries its buttons; inbound and malformed rows carry none', async () => {
    const conversation = await db.whatsappConversation.create({
      data: { phone_number: randomMobile() },
      select: { id: true },
    });
    const interactive = replyButtons('Posso enviar?', [
      { id: 'r:sim', title: 'Enviar' },
      { id: 'r:corrigir', title: 'Corrigir' },
    ]);
    const t = Date.now();
    await db.whatsappMessage.createMany({
      data: [
        {
          conversation_id: conversation.id,
          direction: 'outbound',
          message_text: 'Posso enviar?',
          timestamp: new Date(t),
          metadata: { fallback: true, interactive },
        },
        {
          conversation_id: conversation.id,
          direction: 'inbound',
          message_text: 'Enviar',
          message_type: 'interactive',
          timestamp: new Date(t + 1000),
          metadata: { reply_id: 'r:sim', interactive },
        },
        {
          conversation_id: conversation.id,
          direction: 'outbound',
          message_text: 'quebrado',
          timestamp: new Date(t + 2000),
          metadata: { interactive: { type: 'button', body: 'x', buttons: [] } },
        },
      ],
    });
    const thread = await readConversationThread(db, conversation.id);
    expect(thread!.messages.map((m) => m.interativo)).toEqual([interactive, null, null]);
  });
});
