import type { InboundEvent } from '#domain/whatsapp/inbound-labels.ts';

// What every transport (Cloud API webhook, Baileys, simulator) turns a WhatsApp message into
// before the shared pipeline stores it and answers it.

export type Transport = 'cloud' | 'baileys' | 'simulator';

export const INBOUND_TYPES = [
  'text',
  'button',
  'interactive',
  'media',
  'location',
  'contacts',
  'order',
  'reaction',
  'unsupported',
  'event',
  'rejected',
] as const;

export type InboundType = (typeof INBOUND_TYPES)[number];

export type MediaKind = 'image' | 'audio' | 'video' | 'document' | 'sticker';

/** A photo, audio, video, document or sticker: where to fetch it and what the transport told of it. */
export type InboundMedia = {
  kind: MediaKind;
  /** Cloud API media id (fetched through the Graph API's media endpoint). */
  id?: string;
  mimeType?: string;
  /** A voice note recorded in WhatsApp (not an audio file). */
  voice?: boolean;
  fileName?: string;
  /** Bytes, when the transport says. */
  size?: number;
  /** Duration in seconds, when the transport says (Baileys does). */
  seconds?: number;
  sha256?: string;
  /** What Baileys needs to fetch and decrypt it again (mediaKey in base64). */
  baileys?: { mediaKey: string; directPath?: string; url?: string };
};

export type InboundLocation = { latitude: number; longitude: number; name?: string; address?: string };

export type InboundMessage = {
  /** The transport's message id (wamid for the Cloud API): the key that makes redeliveries no-ops. */
  waMessageId: string;
  /** Sender, digits with country code, e.g. 5511987654321. */
  from: string;
  /** WhatsApp profile name, when given. */
  contactName?: string | null;
  /** The message's time on WhatsApp (orders the thread), not the arrival time. */
  timestamp: Date;
  /**
   * text; button (a template's quick reply) and interactive (a reply button or list row) carry the
   * title the person saw as text and what they chose as replyId; media carry their caption as text;
   * anything newer than this code is unsupported; WhatsApp events (number or identity change,
   * delete, edit) are 'event' and never answered; 'rejected' is a message the transport could not
   * read whole, kept with the reason.
   */
  type: InboundType;
  text: string;
  /** WhatsApp's own name of a message that is not text: image, audio, location, reaction... */
  mediaType?: string;
  /** What a reply button, list row or template quick reply stands for (domain/whatsapp/reply-ids.ts). */
  replyId?: string;
  media?: InboundMedia;
  location?: InboundLocation;
  /** For 'event'. */
  event?: InboundEvent;
  /** For 'rejected': why, in Portuguese, without the message's content. */
  rejection?: string;
  transport: Transport;
  /** Sent by an admin's test (the /gestao/ferramentas playground): the conversation is marked so. */
  isTest?: boolean;
};

export type OutboundStatus = 'sent' | 'delivered' | 'read' | 'failed';

/** A Cloud API status callback for one of our outbound messages. */
export type StatusUpdate = {
  waMessageId: string;
  status: OutboundStatus;
  timestamp: Date;
  /** Meta's error title/code when failed. */
  error?: string;
  /** The biz_opaque_callback_data we sent with the message (our row's idempotency key). */
  callbackData?: string;
};
