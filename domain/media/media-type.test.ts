import { describe, expect, it } from 'vitest';
import { detectMediaType } from './media-type.ts';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectMediaType', () => {
  it.each([
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]), 'image/png'],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['gif', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['pdf', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['ogg', bytes('OggS', [0, 2, 0, 0, 0, 0, 0, 0]), 'audio/ogg'],
    ['mp4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['m4a', bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 2, 0]), 'audio/mp4'],
    ['mp3', bytes('ID3', [4, 0, 0, 0, 0, 0, 0]), 'audio/mpeg'],
    ['mp3', bytes([0xff, 0xfb, 0x90, 0x64, 0, 0]), 'audio/mpeg'],
  ])('reads %s from its first bytes', (extension, file, mime) => {
    expect(detectMediaType(file)).toMatchObject({ extension, mime });
  });

  it('refuses what it does not know, whatever it claims to be', () => {
    expect(detectMediaType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(detectMediaType(bytes('<html><body>oi</body></html>'))).toBeNull();
    expect(detectMediaType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(detectMediaType(new Uint8Array())).toBeNull();
  });
});
