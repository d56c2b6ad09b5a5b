import type { MediaKind } from '../inbound-message.ts';
import { type MediaFetchOutcome, readCapped } from '../media-download-stream.ts';

// Baileys' own downloader: it fetches the encrypted file from WhatsApp's CDN (directPath or url)
// and decrypts it with the message's mediaKey, kept in base64 on the stored row.

export async function downloadBaileysMedia(options: {
  kind: MediaKind;
  mediaKey: string;
  directPath?: string;
  url?: string;
  maxBytes: number;
}): Promise<MediaFetchOutcome> {
  try {
    // Loaded on first use: a Cloud API installation never pays for Baileys here.
    const { downloadContentFromMessage } = await import('@whiskeysockets/baileys');
    const stream = await downloadContentFromMessage(
      {
        mediaKey: Buffer.from(options.mediaKey, 'base64'),
        directPath: options.directPath ?? null,
        url: options.url ?? null,
      },
      options.kind,
    );
    const bytes = await readCapped(stream, options.maxBytes);
    if (!bytes) {
      stream.destroy();
      return { ok: false, problem: 'too-large' };
    }
    return { ok: true, bytes, mimeType: null };
  } catch (error) {
    const status = (error as { data?: { statusCode?: number }; output?: { statusCode?: number } }).output
      ?.statusCode;
    return {
      ok: false,
      problem: status === 404 || status === 410 ? 'missing' : 'failed',
      detail: (error as Error).message,
    };
  }
}
