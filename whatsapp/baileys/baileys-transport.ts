import { randomUUID } from 'node:crypto';
import { type OutboundImage, TransportError, type WhatsappTransport } from '#whatsapp/whatsapp-transport.ts';
import type { BaileysSocketLike } from './socket-like.ts';

// Outbound over the linked phone. Baileys has no templates: both kinds go as the rendered text.
// While the socket is down every send throws a retryable TransportError, so the sender's delivery
// job tries again after the reconnect instead of losing what was queued meanwhile.

export function createBaileysTransport(current: () => BaileysSocketLike | undefined): WhatsappTransport {
  // The WhatsApp id of a number (old mobiles are registered without Brazil's ninth digit).
  const jids = new Map<string, string>();

  async function jidFor(socket: BaileysSocketLike, to: string): Promise<string> {
    const plain = `${to}@s.whatsapp.net`;
    const known = jids.get(to);
    if (known) return known;
    try {
      const [found] = (await socket.onWhatsApp?.(plain)) ?? [];
      if (found?.exists && found.jid) {
        jids.set(to, found.jid);
        return found.jid;
      }
    } catch {
      // The lookup is an optimisation: the plain JID still reaches most numbers.
    }
    return plain;
  }

  async function send(to: string, text: string, image?: OutboundImage): Promise<{ waMessageId: string }> {
    const socket = current();
    if (!socket) throw new TransportError('Baileys não está conectado', { retryable: true });
    let sent: Awaited<ReturnType<BaileysSocketLike['sendMessage']>>;
    // WhatsApp's own clients take long captions: the photo and the whole text go as one message.
    const content = image
      ? { image: Buffer.from(image.bytes), mimetype: image.mimeType, ...(text ? { caption: text } : {}) }
      : { text };
    try {
      sent = await socket.sendMessage(await jidFor(socket, to), content);
    } catch (error) {
      // A socket closing under the send: the reconnect will take it.
      throw new TransportError('falha ao enviar pelo Baileys', { retryable: true, cause: error });
    }
    // Without an id the message still left: retrying would send it twice.
    return { waMessageId: sent?.key?.id ?? `baileys.${randomUUID()}` };
  }

  return {
    name: 'baileys',
    sendText: (to, text) => send(to, text),
    sendTemplate: (to, _template, _variables, text, options) => send(to, text, options?.headerImage),
    sendImage: (to, image, caption) => send(to, caption ?? '', image),
  };
}
