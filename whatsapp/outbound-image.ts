import { getBotRuntime } from '#platform/runtime.ts';
import { readMedia } from '#platform/storage/media-store.ts';
import type { OutboundImage, SendOptions, WhatsappTransport } from './whatsapp-transport.ts';

// The photo of a stored outbound row (metadata.imagem, bot-sender.ts) on its way out: read back
// from the product's storage at send time, so a retry reads it again and the row never holds bytes.

/** The Cloud API refuses longer image captions. */
export const IMAGE_CAPTION_MAX = 1024;

/**
 * The row's image, or null when it has none or the file is gone (the message then goes as text:
 * a photo deleted under a retention rule must not keep the notice from going). The simulator is
 * never sent bytes: its stored row is the message.
 */
export async function loadOutboundImage(
  metadata: Record<string, unknown>,
  transport: WhatsappTransport,
): Promise<OutboundImage | null> {
  if (transport.name === 'simulator') return null;
  const imagem = metadata.imagem as { key?: unknown } | undefined;
  if (typeof imagem?.key !== 'string') return null;
  const { env, logger } = getBotRuntime();
  const found = await readMedia({ env, key: imagem.key });
  if (!found) logger.warn({ key: imagem.key }, 'imagem da mensagem não encontrada; enviada só como texto');
  return found;
}

/**
 * An image message with the text as its caption; a text too long for a caption follows the
 * image as its own message (the wamid kept is the text's, which carries the whole notice).
 */
export async function sendImageWithText(
  transport: WhatsappTransport & Required<Pick<WhatsappTransport, 'sendImage'>>,
  to: string,
  image: OutboundImage,
  text: string,
  options: SendOptions,
): Promise<{ waMessageId: string }> {
  if (text.length <= IMAGE_CAPTION_MAX) return transport.sendImage(to, image, text, options);
  await transport.sendImage(to, image, undefined, {});
  return transport.sendText(to, text, options);
}

export function canSendImage(
  transport: WhatsappTransport,
): transport is WhatsappTransport & Required<Pick<WhatsappTransport, 'sendImage'>> {
  return typeof transport.sendImage === 'function';
}
