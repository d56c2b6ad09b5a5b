import { describe, expect, it } from 'vitest';
import { createBaileysTransport } from './baileys/baileys-transport.ts';
import type { BaileysSocketLike } from './baileys/socket-like.ts';
import { IMAGE_CAPTION_MAX, sendImageWithText } from './outbound-image.ts';
import type { OutboundImage, WhatsappTransport } from './whatsapp-transport.ts';

// The two ways a photo leaves besides the Cloud API's (tested at the Graph API in
// api/notifications/photo-notices.test.ts): a caption too long for WhatsApp, and Baileys.

const image: OutboundImage = { bytes: Uint8Array.from([0x89, 0x50, 0x4e, 0x47]), mimeType: 'image/png' };

function recordingTransport() {
  const calls: string[] = [];
  const transport = {
    name: 'cloud',
    async sendText(_to, text, options) {
      calls.push(`texto:${text.length}:${options?.callbackData ?? '-'}`);
      return { waMessageId: 'wamid.texto' };
    },
    async sendTemplate() {
      throw new Error('não usado');
    },
    async sendImage(_to, _image, caption, options) {
      calls.push(`imagem:${caption?.length ?? 0}:${options?.callbackData ?? '-'}`);
      return { waMessageId: 'wamid.imagem' };
    },
  } satisfies WhatsappTransport;
  return { transport, calls };
}

describe('sendImageWithText', () => {
  it('puts a text that fits under the photo as its caption: one message', async () => {
    const { transport, calls } = recordingTransport();
    const text = 'a'.repeat(IMAGE_CAPTION_MAX);
    const sent = await sendImageWithText(transport, '5511987654321', image, text, { callbackData: 'k' });
    expect(calls).toEqual([`imagem:${IMAGE_CAPTION_MAX}:k`]);
    expect(sent.waMessageId).toBe('wamid.imagem');
  });

  it('sends a longer text after the photo, the text keeping the row’s key and wamid', async () => {
    const { transport, calls } = recordingTransport();
    const text = 'a'.repeat(IMAGE_CAPTION_MAX + 1);
    const sent = await sendImageWithText(transport, '5511987654321', image, text, { callbackData: 'k' });
    expect(calls).toEqual(['imagem:0:-', `texto:${IMAGE_CAPTION_MAX + 1}:k`]);
    expect(sent.waMessageId).toBe('wamid.texto');
  });
});

describe('Baileys with a photo', () => {
  function socket() {
    const sent: unknown[] = [];
    const fake: BaileysSocketLike = {
      ev: { on: () => undefined },
      end: () => undefined,
      async sendMessage(_jid, content) {
        sent.push(content);
        return { key: { id: `id-${sent.length}` } };
      },
    };
    return { fake, sent };
  }

  it('sends the bytes with the text as caption, for an image message and a template alike', async () => {
    const s = socket();
    const transport = createBaileysTransport(() => s.fake);
    await transport.sendImage?.('5511987654321', image, 'Sua oferta chegou', {});
    await transport.sendTemplate('5511987654321', 'oferta_recebida', {}, 'Oferta: R$ 10,00', {
      headerImage: image,
    });
    await transport.sendText('5511987654321', 'só texto');
    expect(s.sent).toEqual([
      { image: Buffer.from(image.bytes), mimetype: 'image/png', caption: 'Sua oferta chegou' },
      { image: Buffer.from(image.bytes), mimetype: 'image/png', caption: 'Oferta: R$ 10,00' },
      { text: 'só texto' },
    ]);
  });
});
