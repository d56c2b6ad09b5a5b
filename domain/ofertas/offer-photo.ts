import { z } from 'zod';
import {
  isPhotoUploadType,
  PHOTO_UPLOAD_MAX_BYTES,
  PHOTO_UPLOAD_MESSAGES,
  PHOTO_UPLOAD_TYPES,
} from '#domain/media/photo-upload.ts';

// A shop's photo of what it offers, attached in the dashboard's offer dialog: uploaded first
// (POST /api/dashboard/oferta-fotos answers its fotoKey), then named by the offer it goes with.
// Types, limit and messages are every page's photo upload's (domain/media/photo-upload.ts).

export const OFFER_PHOTO_MAX_BYTES = PHOTO_UPLOAD_MAX_BYTES;
export const OFFER_PHOTO_TYPES = PHOTO_UPLOAD_TYPES;
export const OFFER_PHOTO_MESSAGES = PHOTO_UPLOAD_MESSAGES;

/** The offer's photo, beside the offer's own fields (offerRequestSchema leaves it out). */
export const offerPhotoRefSchema = z.object({
  fotoKey: z.string(OFFER_PHOTO_MESSAGES.invalida).max(200, OFFER_PHOTO_MESSAGES.invalida).optional(),
});

export const isOfferPhotoType = isPhotoUploadType;
