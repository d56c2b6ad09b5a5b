import type { Env } from '#platform/config/env.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import type { InboundMedia } from '#whatsapp/inbound-message.ts';
import type { StoredFile } from './media-data.ts';

// What the handlers of received media need, and how they read a pending row's stored metadata.

export type MediaDeps = {
  db: Db;
  env: Env;
  logger: Logger;
  /** The conversation's saved guided state: what question is under way. */
  agentState: unknown;
  /** A registered shop writes (its photo goes with its offer, not a wish). */
  isShop: boolean;
  now: Date;
};

/** What a message of the batch adds to the turn: text for the agent, words for the person. */
export type MediaOutcome = { text?: string; notice?: string };

/** metadata.media as the intake stored it, with the file once downloaded (media-data.ts). */
export type StoredMedia = InboundMedia & { arquivo?: StoredFile };

export function storedMedia(metadata: Record<string, unknown>): StoredMedia | null {
  const media = metadata.media;
  if (!media || typeof media !== 'object') return null;
  const kind = (media as { kind?: unknown }).kind;
  return typeof kind === 'string' ? (media as StoredMedia) : null;
}

/** What the person wrote beside it: the stored text without its label ("[imagem] tem azul?"). */
export function captionOf(message: { text: string }): string {
  return message.text.replace(/^\[[^\]]*\]\s*/, '').trim();
}
