import { getBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import type { TemplateKey } from '#prompts/templates.ts';
import type { Transport } from '#whatsapp/inbound-message.ts';
import { createCloudTransport } from './cloud/cloud-transport.ts';
import { simulatorTransport } from './simulator-transport.ts';
import { cachedWhatsappSettings } from './whatsapp-settings.ts';

// The wire under the sender: one interface for the Cloud API, Baileys and the simulator. Which one
// carries a message is decided at send time (WHATSAPP_TRANSPORT, and for `auto` whether an admin
// saved the Cloud API credentials), so /gestao changes apply without a restart.

export type SendOptions = {
  /**
   * Our row's idempotency key. The Cloud API echoes it in the message's status callbacks
   * (biz_opaque_callback_data), so a send whose answer we lost is still recognised as ours.
   */
  callbackData?: string;
};

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

let baileys: WhatsappTransport | undefined;

/** Registered by the Baileys process while its socket is open; `undefined` when it closes. */
export function setBaileysTransport(transport: WhatsappTransport | undefined): void {
  baileys = transport;
}

export async function resolveTransportName(): Promise<Transport> {
  const { env } = getBotRuntime();
  if (env.WHATSAPP_TRANSPORT !== 'auto') return env.WHATSAPP_TRANSPORT;
  return (await cachedWhatsappSettings(db, env)).configured ? 'cloud' : 'simulator';
}

/** The transport that carries a message now. Throws a TransportError when it cannot (yet). */
export async function resolveTransport(): Promise<WhatsappTransport> {
  const { env } = getBotRuntime();
  const name = await resolveTransportName();
  if (name === 'simulator') return simulatorTransport;
  if (name === 'baileys') {
    // The Baileys process may be reconnecting: the delivery job tries again later.
    if (!baileys) throw new TransportError('Baileys não está conectado', { retryable: true });
    return baileys;
  }
  const settings = await cachedWhatsappSettings(db, env);
  if (!settings.configured) {
    // WHATSAPP_TRANSPORT=cloud without credentials: an admin may still save them.
    throw new TransportError('credenciais da API do WhatsApp não configuradas', { retryable: true });
  }
  return createCloudTransport({
    graphUrl: env.WHATSAPP_GRAPH_URL,
    accessToken: settings.accessToken,
    phoneNumberId: settings.phoneNumberId,
  });
}

// Phones in log lines: one rule for the whole product (domain/whatsapp/mask-phone.ts).
export { maskPhone } from '#domain/whatsapp/mask-phone.ts';
