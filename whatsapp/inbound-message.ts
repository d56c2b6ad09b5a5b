import type { InboundEvent } from '#domain/whatsapp/inbound-labels.ts';

// What every transport (Cloud API webhook, Baileys, simulator) turns a WhatsApp message into
// before the shared pipeline stores it and answers it.

export type Transport = 'cloud' | 'baileys' | 'simulator';

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
   * text; button and interactive replies carry their title as text; media and anything unknown are
   * unsupported; WhatsApp events (number or identity change, delete, edit) are 'event' and never
   * answered; 'rejected' is a message the transport could not read whole, kept with the reason.
   */
  type: 'text' | 'button' | 'interactive' | 'unsupported' | 'event' | 'rejected';
  text: string;
  /** For unsupported messages: image, audio, video, document, sticker, location... */
  mediaType?: string;
  /** For 'event'. */
  event?: InboundEvent;
  /** For 'rejected': why, in Portuguese, without the message's content. */
  rejection?: string;
  transport: Transport;
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
