// A voice note's length from its bytes when the transport does not say (the Cloud API never does):
// an Ogg stream's last page carries the granule position, the number of PCM samples decoded so
// far, and Opus always counts them at 48 kHz (RFC 7845 §4), minus the pre-skip of its header.

const OGG_CAPTURE = [0x4f, 0x67, 0x67, 0x53]; // 'OggS'
const OPUS_RATE = 48_000;
const HEADER_BYTES = 27;

function isPageAt(bytes: Uint8Array, at: number): boolean {
  return OGG_CAPTURE.every((byte, i) => bytes[at + i] === byte) && bytes[at + 4] === 0;
}

function granuleAt(view: DataView, at: number): bigint {
  return view.getBigUint64(at + 6, true);
}

function pageLength(bytes: Uint8Array, at: number): number {
  const segments = bytes[at + 26] ?? 0;
  let length = HEADER_BYTES + segments;
  for (let i = 0; i < segments; i++) length += bytes[at + HEADER_BYTES + i] ?? 0;
  return length;
}

/** The Opus pre-skip (samples to drop at the start), from the OpusHead packet on the first page. */
function preSkip(bytes: Uint8Array, view: DataView): number {
  const segments = bytes[26] ?? 0;
  const packet = HEADER_BYTES + segments;
  const head = String.fromCharCode(...bytes.slice(packet, packet + 8));
  return head === 'OpusHead' && packet + 12 <= bytes.length ? view.getUint16(packet + 10, true) : 0;
}

/** Seconds of an Ogg/Opus file, or null when the bytes are not one (or hold no audio page). */
export function oggOpusSeconds(bytes: Uint8Array): number | null {
  if (bytes.length < HEADER_BYTES || !isPageAt(bytes, 0)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The last page is found from the end, a file of minutes is not walked page by page. A candidate
  // counts only when its length reaches exactly where the next page starts (the end, at first), so
  // audio bytes that happen to read 'OggS' are not taken for a page.
  let end = bytes.length;
  for (let at = end - HEADER_BYTES; at >= 0; at--) {
    if (!isPageAt(bytes, at) || at + pageLength(bytes, at) !== end) continue;
    const granule = granuleAt(view, at);
    // -1 (all bits set) marks a page where no packet ends: look further back.
    if (granule === 0xffffffffffffffffn) {
      end = at;
      continue;
    }
    if (granule === 0n) return null;
    const samples = Number(granule) - preSkip(bytes, view);
    return Math.max(0, Math.round((samples / OPUS_RATE) * 10) / 10);
  }
  return null;
}
