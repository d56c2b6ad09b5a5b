// The type of stored media is read from its first bytes, never from the sender's file name or
// declared type: the extension of a stored key and the Content-Type it is served with come from
// here, so nothing received is ever served as HTML or script.

export type MediaKind = 'image' | 'audio' | 'video' | 'document';

export type MediaType = { extension: string; mime: string; kind: MediaKind };

/** How many leading bytes detectMediaType needs. */
export const MEDIA_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const png: MediaType = { extension: 'png', mime: 'image/png', kind: 'image' };
const jpeg: MediaType = { extension: 'jpg', mime: 'image/jpeg', kind: 'image' };
const webp: MediaType = { extension: 'webp', mime: 'image/webp', kind: 'image' };
const gif: MediaType = { extension: 'gif', mime: 'image/gif', kind: 'image' };
const pdf: MediaType = { extension: 'pdf', mime: 'application/pdf', kind: 'document' };
const ogg: MediaType = { extension: 'ogg', mime: 'audio/ogg', kind: 'audio' };
const mp3: MediaType = { extension: 'mp3', mime: 'audio/mpeg', kind: 'audio' };
const mp4: MediaType = { extension: 'mp4', mime: 'video/mp4', kind: 'video' };
const m4a: MediaType = { extension: 'm4a', mime: 'audio/mp4', kind: 'audio' };

/** ISO base media (mp4, m4a, 3gp, mov): 'ftyp' at byte 4; the brand tells audio from video. */
function isoMedia(bytes: Uint8Array): MediaType | null {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return null;
  const brand = String.fromCharCode(...bytes.slice(8, 12));
  return brand.startsWith('M4A') ? m4a : mp4;
}

/** MPEG audio: an ID3 tag, or a frame sync (11 set bits) with a valid layer. */
function isMpegAudio(bytes: Uint8Array): boolean {
  if (startsWith(bytes, ascii('ID3'))) return true;
  const [first = 0, second = 0] = bytes;
  return first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0;
}

export function detectMediaType(bytes: Uint8Array): MediaType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return png;
  // JPEG before MPEG audio: FF D8 FF would otherwise pass for a frame sync.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return jpeg;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return webp;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return gif;
  if (startsWith(bytes, ascii('%PDF-'))) return pdf;
  if (startsWith(bytes, ascii('OggS'))) return ogg;
  const iso = isoMedia(bytes);
  if (iso) return iso;
  if (isMpegAudio(bytes)) return mp3;
  return null;
}
