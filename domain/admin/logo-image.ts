// An association's logo (spec 001 §5, §9): an image of at most 2MB, recommended 200x200px. The
// type is read from the file's first bytes, never from its name or declared type, and only
// raster formats pass: an SVG is an image that can carry script.

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const logoMessages = {
  notImage: 'O arquivo deve ser uma imagem',
  tooLarge: 'O arquivo deve ter no máximo 2MB',
} as const;

export type LogoImageType = { extension: 'png' | 'jpg' | 'webp' | 'gif'; mime: string };

/** How many leading bytes detectLogoImageType needs. */
export const LOGO_SIGNATURE_BYTES = 12;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function detectLogoImageType(bytes: Uint8Array): LogoImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { extension: 'png', mime: 'image/png' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', mime: 'image/jpeg' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) {
    return { extension: 'webp', mime: 'image/webp' };
  }
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) {
    return { extension: 'gif', mime: 'image/gif' };
  }
  return null;
}

/** The message that refuses a logo, or null when it may be uploaded. */
export function logoProblem(bytes: Uint8Array, size = bytes.byteLength): string | null {
  if (size > LOGO_MAX_BYTES) return logoMessages.tooLarge;
  return detectLogoImageType(bytes) ? null : logoMessages.notImage;
}
