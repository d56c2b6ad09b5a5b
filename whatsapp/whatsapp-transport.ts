import type { InteractiveMessage } from '#domain/whatsapp/interactive.ts';
import type { TemplateKey } from '#prompts/templates.ts';
import type { Transport } from '#whatsapp/inbound-message.ts';

// What every wire under the sender offers (Cloud API, Baileys, simulator) and how a send fails;
// transport.ts picks the wire at send time.

export type SendOptions = {
  /**
   * Our row's idempotency key. The Cloud API echoes it in the message's status callbacks
   * (biz_opaque_callback_data), so a send whose answer we lost is still recognised as ours.
   */
  callbackData?: string;
  /**
   * A template's image header (Cloud API: uploaded, then sent by media id). Transports without
   * templates send the image with the text as its caption.
   */
  headerImage?: OutboundImage;
  /**
   * A template's quick-reply buttons, in the registered order: the payload each one sends back
   * (domain/whatsapp/reply-ids.ts). Transports without templates ignore them (the text says it).
   */
  quickReplies?: string[];
};

/** An image leaving for WhatsApp: the bytes read back from the product's storage, and their type. */
export type OutboundImage = { bytes: Uint8Array; mimeType: string };

export type WhatsappTransport = {
  name: Transport;
  sendText(to: string, text: string, options?: SendOptions): Promise<{ waMessageId: string }>;
  /** Outside the 24-hour window; transports without templates (Baileys, simulator) send `text`. */
  sendTemplate(
    to: string,
    template: TemplateKey,
    variables: Record<string, string | null | undefined>,
    text: string,
    options?: SendOptions,
  ): Promise<{ waMessageId: string }>;
  /**
   * One image message, `caption` under it (at most IMAGE_CAPTION_MAX characters). Transports
   * without it (the simulator) get the text: the stored row's metadata.imagem is the image there.
   */
  sendImage?(
    to: string,
    image: OutboundImage,
    caption: string | undefined,
    options?: SendOptions,
  ): Promise<{ waMessageId: string }>;
  /**
   * Reply buttons or a list, inside the 24-hour window (Cloud API only; `headerImage` goes above
   * buttons, or just before a list). Transports without it get the stored text, which numbers the
   * same options.
   */
  sendInteractive?(
    to: string,
    message: InteractiveMessage,
    options?: SendOptions,
  ): Promise<{ waMessageId: string }>;
};

/**
 * A send without a usable answer. `retryable`: the same request may succeed later (429, 5xx,
 * network). `ambiguous`: the request may have reached WhatsApp all the same (a timeout or a
 * connection cut after it was written, a 2xx we could not read): sending it again at once could
 * deliver it twice.
 */
export class TransportError extends Error {
  readonly retryable: boolean;
  readonly ambiguous: boolean;
  readonly status?: number;
  /** Meta's error code (130429 throughput, 131056 pair rate...). */
  readonly code?: number;
  /** From Retry-After, when the server gave one. */
  readonly retryAfterMs?: number;

  constructor(
    message: string,
    options: {
      retryable: boolean;
      ambiguous?: boolean;
      status?: number;
      code?: number;
      retryAfterMs?: number;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'TransportError';
    this.retryable = options.retryable;
    this.ambiguous = options.ambiguous ?? false;
    this.status = options.status;
    this.code = options.code;
    this.retryAfterMs = options.retryAfterMs;
  }
}
