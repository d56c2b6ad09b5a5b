// A photo uploaded from a page before the form that sends it (the dashboard's offer dialog,
// /gestao's reply box): the same types, limit and Portuguese messages everywhere it is offered.

export const PHOTO_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What the file pickers offer; the server reads the type from the bytes again. */
export const PHOTO_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PHOTO_UPLOAD_MESSAGES = {
  tipo: 'Envie uma foto em JPG, PNG ou WebP.',
  tamanho: 'A foto deve ter no máximo 5 MB.',
  invalida: 'Foto não encontrada: escolha a foto de novo.',
  falhaEnvio: 'Não foi possível enviar a foto',
} as const;

export function isPhotoUploadType(type: string): boolean {
  return (PHOTO_UPLOAD_TYPES as readonly string[]).includes(type);
}
