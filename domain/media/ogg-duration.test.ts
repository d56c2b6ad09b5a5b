import { describe, expect, it } from 'vitest';
import { oggOpusSeconds } from './ogg-duration.ts';
import { voiceNote, voiceNoteOf } from './ogg-test-support.ts';

describe('oggOpusSeconds', () => {
  it('reads the length from the last page, less the pre-skip', () => {
    expect(oggOpusSeconds(voiceNote([48_000n * 5n, 48_000n * 10n, 48_000n * 12n + 312n]))).toBe(12);
    expect(oggOpusSeconds(voiceNote([48_000n * 301n + 312n]))).toBe(301);
  });

  it('reads a minute-long note built page by page', () => {
    expect(oggOpusSeconds(voiceNoteOf(61))).toBe(61);
  });

  it('skips a last page where no packet ends', () => {
    expect(oggOpusSeconds(voiceNote([48_000n * 7n + 312n, 0xffffffffffffffffn]))).toBe(7);
  });

  it('answers null for what is not an Ogg stream or has no audio', () => {
    expect(oggOpusSeconds(new TextEncoder().encode('ID3 não é ogg, é um texto qualquer'))).toBeNull();
    expect(oggOpusSeconds(voiceNote([]))).toBeNull();
    expect(oggOpusSeconds(new Uint8Array())).toBeNull();
  });
});
