import { answerOfReplyId } from '#domain/whatsapp/reply-ids.ts';
import { readAudio } from '../media/audio.ts';
import { readLocation } from '../media/location.ts';
import { captionOf, type MediaDeps, type MediaOutcome, storedMedia } from '../media/media-deps.ts';
import { MIDIA, withQuestion } from '../media/media-replies.ts';
import { readPhotoOrDocument } from '../media/photo-document.ts';
import type { PendingMessage } from './conversation-data.ts';

// A batch of inbound messages as the agent reads it: typed text as typed, a tapped button or list
// row as the answer its id stands for (never its title), a voice note as its transcript, a photo's
// caption, a location as its city; and for what the agent cannot read, the words the person is
// told besides (or instead of) the agent's answer. A download or transcription that fails is one
// of those answers; our own failures (the database, the storage) throw and the turn is retried.

export type IncomingTurn = {
  /** What the agent reads, oldest first. */
  texts: string[];
  /** Said to the person before the agent's answer; with no texts, the whole answer. */
  notices: string[];
};

export type IncomingDeps = MediaDeps;

export async function readIncoming(pending: PendingMessage[], deps: IncomingDeps): Promise<IncomingTurn> {
  const texts: string[] = [];
  const notices: string[] = [];
  for (const message of pending) {
    const { text, notice } = await outcomeOf(message, deps);
    if (text !== undefined && text.trim() !== '') texts.push(text);
    if (notice && !notices.includes(notice)) notices.push(notice);
  }
  return { texts, notices };
}

async function outcomeOf(message: PendingMessage, deps: IncomingDeps): Promise<MediaOutcome> {
  switch (message.type) {
    case 'text':
      return { text: message.text };
    case 'button':
    case 'interactive': {
      const replyId = message.metadata.reply_id;
      return { text: answerOfReplyId(typeof replyId === 'string' ? replyId : undefined) ?? message.text };
    }
    case 'media':
      return mediaOutcome(message, deps);
    case 'location':
      return readLocation(message, deps);
    case 'contacts':
      return { notice: withQuestion(MIDIA.contato, deps.agentState, deps.now) };
    case 'order':
      // The cart's own message, if any, is read like a caption.
      return { text: captionOf(message), notice: withQuestion(MIDIA.pedido, deps.agentState, deps.now) };
    case 'reaction':
      return {};
    default:
      return { notice: MIDIA.naoSuportada };
  }
}

async function mediaOutcome(message: PendingMessage, deps: IncomingDeps): Promise<MediaOutcome> {
  const media = storedMedia(message.metadata);
  switch (media?.kind) {
    case 'audio':
      return readAudio(message, media, deps);
    case 'image':
    case 'document':
      return readPhotoOrDocument(message, media, deps);
    case 'video':
      // Not downloaded: only photos reach the shops, and a video would cost 16 MB to keep for
      // nobody. Its caption is still read.
      return { text: captionOf(message), notice: MIDIA.video };
    case 'sticker':
      return {};
    default:
      return { notice: MIDIA.naoSuportada };
  }
}
