// Test support: Ogg/Opus bytes shaped as a WhatsApp voice note's. // An OpusHead page, an OpusTags page, then audio pages
// whose granule positions count 48 kHz samples.

function page(options: {
  granule: bigint;
  sequence: number;
  packet: Uint8Array;
  flags?: number;
}): Uint8Array {
  const { packet } = options;
  const segments: number[] = [];
  for (let left = packet.length; ; left -= 255) {
    segments.push(Math.min(255, left));
    if (left < 255) break;
  }
  const bytes = new Uint8Array(27 + segments.length + packet.length);
  const view = new DataView(bytes.buffer);
  bytes.set([0x4f, 0x67, 0x67, 0x53], 0);
  bytes[4] = 0;
  bytes[5] = options.flags ?? 0;
  view.setBigUint64(6, options.granule, true);
  view.setUint32(14, 0x1234, true);
  view.setUint32(18, options.sequence, true);
  bytes[26] = segments.length;
  bytes.set(segments, 27);
  bytes.set(packet, 27 + segments.length);
  return bytes;
}

function opusHead(preSkip: number): Uint8Array {
  const head = new Uint8Array(19);
  head.set(
    [...'OpusHead'].map((c) => c.charCodeAt(0)),
    0,
  );
  head[8] = 1; // version
  head[9] = 1; // channels
  new DataView(head.buffer).setUint16(10, preSkip, true);
  new DataView(head.buffer).setUint32(12, 48_000, true);
  return head;
}

export function voiceNote(granules: bigint[], preSkip = 312): Uint8Array {
  const pages = [
    page({ granule: 0n, sequence: 0, packet: opusHead(preSkip), flags: 2 }),
    page({ granule: 0n, sequence: 1, packet: new TextEncoder().encode('OpusTags\x07\0\0\0WhatsApp') }),
    ...granules.map((granule, i) =>
      // Audio bytes that happen to contain 'OggS' must not be taken for a page.
      page({
        granule,
        sequence: i + 2,
        packet: new Uint8Array([0xfc, 0x4f, 0x67, 0x67, 0x53, 0, 2, 3, ...new Array(300).fill(7)]),
      }),
    ),
  ];
  const out = new Uint8Array(pages.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of pages) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A voice note of `seconds` (one audio page per second, the usual 312-sample pre-skip). */
export function voiceNoteOf(seconds: number): Uint8Array {
  return voiceNote(Array.from({ length: seconds }, (_, i) => 48_000n * BigInt(i + 1) + 312n));
}
