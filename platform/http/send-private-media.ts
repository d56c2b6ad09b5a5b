import type { Response } from 'express';

// A private file (a WhatsApp photo) answered through an authenticated route: its type is the one
// read from its bytes (media-store.ts), nosniff and a CSP without sources keep it from ever running
// as a page, and no cache outside the browser of the person allowed to see it.

/**
 * `downloadAs`: a file name (ours, never the sender's) to save it under instead of showing it: a
 * PDF cannot open inline in a sandboxed page, so documents are downloaded.
 */
export function sendPrivateMedia(
  res: Response,
  media: { bytes: Uint8Array; mimeType: string },
  options: { downloadAs?: string } = {},
): void {
  res.set({
    'Content-Type': media.mimeType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'Content-Disposition': options.downloadAs ? `attachment; filename="${options.downloadAs}"` : 'inline',
    'Cache-Control': 'private, no-store',
  });
  res.send(Buffer.from(media.bytes));
}
