import { getBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import type { Transport } from '#whatsapp/inbound-message.ts';
import { createCloudTransport } from './cloud/cloud-transport.ts';
import { simulatorTransport } from './simulator-transport.ts';
import { cachedWhatsappSettings } from './whatsapp-settings.ts';
import { TransportError, type WhatsappTransport } from './whatsapp-transport.ts';

// The wire under the sender: one interface for the Cloud API, Baileys and the simulator. Which one
// carries a message is decided at send time (WHATSAPP_TRANSPORT, and for `auto` whether an admin
// saved the Cloud API credentials), so /gestao changes apply without a restart.

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

/**
 * Whether a message to a real person can leave at all, now or on a retry: false only when the
 * Cloud API is chosen (WHATSAPP_TRANSPORT=cloud) and no admin saved its credentials. Callers that
 * answer a person (the quick registration's screen) say so instead of queueing a message that
 * would wait for days; a Baileys socket that is reconnecting still counts (its job retries).
 */
export async function canSendWhatsapp(): Promise<boolean> {
  if ((await resolveTransportName()) !== 'cloud') return true;
  return (await cachedWhatsappSettings(db, getBotRuntime().env)).configured;
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
