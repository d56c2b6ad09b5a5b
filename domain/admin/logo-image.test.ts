import { describe, expect, it } from 'vitest';
import { detectLogoImageType, LOGO_MAX_BYTES, logoMessages, logoProblem } from './logo-image.ts';

const bytes = (...parts: Array<number[] | string>) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('detectLogoImageType', () => {
  it.each([
    ['png', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['jpg', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF')],
    ['webp', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')],
    ['gif', bytes('GIF89a', [1, 0, 1, 0])],
  ])('recognizes %s by its first bytes', (extension, file) => {
    expect(detectLogoImageType(file)?.extension).toBe(extension);
  });

  it('refuses SVG, text and a truncated signature', () => {
    expect(detectLogoImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'))).toBeNull();
    expect(detectLogoImageType(bytes('não sou uma imagem'))).toBeNull();
    expect(detectLogoImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(detectLogoImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
  });
});

describe('logoProblem', () => {
  it('says the size first, then the type, and nothing for a small image', () => {
    const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
    expect(logoProblem(png)).toBeNull();
    expect(logoProblem(png, LOGO_MAX_BYTES)).toBeNull();
    expect(logoProblem(png, LOGO_MAX_BYTES + 1)).toBe(logoMessages.tooLarge);
    expect(logoProblem(bytes('texto'))).toBe(logoMessages.notImage);
  });
});
