import { z } from 'zod';

// A shop's photo of what it offers, attached in the dashboard's offer dialog: uploaded first
// (POST /api/dashboard/oferta-fotos answers its fotoKey), then named by the offer it goes with.

export const OFFER_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** What the dialog's file picker offers; the server reads the type from the bytes again. */
export const OFFER_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const OFFER_PHOTO_MESSAGES = {
  tipo: 'Envie uma foto em JPG, PNG ou WebP.',
  tamanho: 'A foto deve ter no máximo 5 MB.',
  invalida: 'Foto não encontrada: escolha a foto de novo.',
  falhaEnvio: 'Não foi possível enviar a foto',
} as const;

/** The offer's photo, beside the offer's own fields (offerRequestSchema leaves it out). */
export const offerPhotoRefSchema = z.object({
  fotoKey: z.string(OFFER_PHOTO_MESSAGES.invalida).max(200, OFFER_PHOTO_MESSAGES.invalida).optional(),
});

export function isOfferPhotoType(type: string): boolean {
  return (OFFER_PHOTO_TYPES as readonly string[]).includes(type);
}
