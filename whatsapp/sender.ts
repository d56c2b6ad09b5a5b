import type { InteractiveMessage } from '#domain/whatsapp/interactive.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import type { TemplateKey } from '#prompts/templates.ts';
import { createBotSender } from './bot-sender.ts';

// The one way our messages leave for WhatsApp: bot-sender.ts, over the transport of the moment
// (Cloud API, Baileys or the simulator, see transport.ts). Jobs resolve the sender when they run
// (getOutboundSender), so a process, or a test, swaps it without touching the jobs.

export type OutboundTemplateMessage = {
  /** Digits with country code, e.g. 5511987654321. */
  to: string;
  template: TemplateKey;
  variables: Record<string, string | null | undefined>;
  /** The body rendered from bot_config whatsapp_templates: sent as text inside the 24-hour window. */
  text: string;
  /**
   * Stable across retries (novo-desejo:<matchId>, oferta:<ofertaId>). A sender stores it with the
   * message, so a job that failed after the send finds it and does not send again.
   */
  idempotencyKey: string;
  /**
   * Part of a journey played in the simulator (a wish or a reply that started there): it never
   * leaves the machine, whatever transport the installation uses for real people.
   */
  simulated?: boolean;
  /** A photo sent with the notice: an image header outside the window, an image message inside. */
  image?: OutboundImageRef;
  /**
   * Reply buttons sent inside the window (Cloud API); outside it their ids go as the template's
   * quick-reply payloads. Stored in metadata.interactive.
   */
  interactive?: InteractiveMessage;
  /**
   * The real text and variables of a message carrying a secret (a temporary password): `text` and
   * `variables` are then the masked copies stored in clear for /gestao, and these are stored
   * encrypted for the delivery and erased once the row is final (sealed-content.ts).
   */
  secret?: { text: string; variables: Record<string, string> };
  /** Stored beside the template's own fields: who wrote it (metadata.autor) when an admin did. */
  metadata?: Record<string, unknown>;
};

/** A stored image to send (platform/storage/media-store.ts key); kept in metadata.imagem. */
export type OutboundImageRef = { key: string; mimeType: string };

/** A reply of the bot inside a conversation (always inside the 24-hour window: it answers one). */
export type OutboundTextMessage = {
  to: string;
  text: string;
  /** reply:<id of the last inbound message answered>: a re-run turn does not answer twice. */
  idempotencyKey: string;
  /** The tool calls of the turn, stored on the message for /gestao. */
  toolCalls?: ToolCallRecord[];
  /** ai_model, fallback... (agent/types.ts ReplyMetadata). */
  metadata?: Record<string, unknown>;
  /** A reply to a message typed into the simulator: answered there, never on WhatsApp. */
  simulated?: boolean;
  /** Sent as an image message with the text as its caption. */
  image?: OutboundImageRef;
  /**
   * The reply's options as buttons or a list (Cloud API); `text` stays the whole reply with the
   * options numbered, for the other transports and the history. Stored in metadata.interactive.
   */
  interactive?: InteractiveMessage;
  /**
   * The inbound messages (ids) this reply answers: marked processed by the statement that stores
   * the reply, so a turn spends no statement of its own on it.
   */
  answers?: readonly string[];
};

/** messageId is our whatsapp_messages id; status the row's status after this attempt. */
export type SendResult = { messageId: string; status: string };

// Both methods store the message first (idempotent by key), then deliver it. They do not throw
// for a delivery that can still succeed: that is handed to a retrying job, so a caller (a turn of
// the agent) never runs twice because WhatsApp was briefly unavailable.
export type OutboundSender = {
  sendTemplate(message: OutboundTemplateMessage): Promise<SendResult>;
  sendText(message: OutboundTextMessage): Promise<SendResult>;
};

let current: OutboundSender | undefined;

export function getOutboundSender(): OutboundSender {
  current ??= createBotSender();
  return current;
}

/** Replaces the process's sender; `undefined` goes back to the default. Returns the previous one. */
export function setOutboundSender(sender: OutboundSender | undefined): OutboundSender | undefined {
  const previous = current;
  current = sender;
  return previous;
}
