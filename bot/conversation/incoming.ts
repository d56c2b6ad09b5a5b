import { answerOfReplyId } from '#domain/whatsapp/reply-ids.ts';
import type { PendingMessage } from './conversation-data.ts';

// A batch of inbound messages as the agent reads it: typed text as typed, a tapped button or list
// row as the answer its id stands for (never its title), and for what is not text the words the
// person is told besides (or instead of) the agent's answer.

export type IncomingTurn = {
  /** What the agent reads, oldest first. */
  texts: string[];
  /** Said to the person before the agent's answer; with no texts, the whole answer. */
  notices: string[];
};

export const UNSUPPORTED_MEDIA_REPLY =
  'Não consegui abrir esse tipo de mensagem. Pode me contar por escrito o que você procura? 🙂';

export async function readIncoming(pending: PendingMessage[]): Promise<IncomingTurn> {
  const texts: string[] = [];
  const notices: string[] = [];
  for (const message of pending) {
    const text = textOf(message);
    if (text === null) {
      if (!notices.includes(UNSUPPORTED_MEDIA_REPLY)) notices.push(UNSUPPORTED_MEDIA_REPLY);
    } else if (text.trim() !== '') texts.push(text);
  }
  return { texts, notices };
}

/** null: a message the bot cannot read yet. */
function textOf(message: PendingMessage): string | null {
  switch (message.type) {
    case 'text':
      return message.text;
    case 'button':
    case 'interactive': {
      const replyId = message.metadata.reply_id;
      return answerOfReplyId(typeof replyId === 'string' ? replyId : undefined) ?? message.text;
    }
    default:
      return null;
  }
}
