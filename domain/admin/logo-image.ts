import { detectMediaType, MEDIA_SIGNATURE_BYTES } from '#domain/media/media-type.ts';

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
export const LOGO_SIGNATURE_BYTES = MEDIA_SIGNATURE_BYTES;

export function detectLogoImageType(bytes: Uint8Array): LogoImageType | null {
  const type = detectMediaType(bytes);
  if (type?.kind !== 'image') return null;
  return { extension: type.extension as LogoImageType['extension'], mime: type.mime };
}

/** The message that refuses a logo, or null when it may be uploaded. */
export function logoProblem(bytes: Uint8Array, size = bytes.byteLength): string | null {
  if (size > LOGO_MAX_BYTES) return logoMessages.tooLarge;
  return detectLogoImageType(bytes) ? null : logoMessages.notImage;
}
