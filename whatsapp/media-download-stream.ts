// What both transports' downloaders answer, and the capped read they share.

export type MediaProblem =
  /** Larger than the limit of its kind. */
  | 'too-large'
  /** An audio longer than AUDIO_MAX_SECONDS. */
  | 'too-long'
  /** WhatsApp no longer has it (the media id or its short-lived URL expired). */
  | 'missing'
  /** Not downloadable here: no credentials, a transport without media, a network or server error. */
  | 'failed';

export type MediaFetchOutcome =
  | { ok: true; bytes: Uint8Array; mimeType: string | null }
  | { ok: false; problem: Exclude<MediaProblem, 'too-long'>; detail?: string };

/** The bytes of a stream, or null as soon as they pass `max` (the rest is never read). */
export async function readCapped(stream: AsyncIterable<Uint8Array>, max: number): Promise<Uint8Array | null> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.byteLength;
    if (total > max) return null;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}
