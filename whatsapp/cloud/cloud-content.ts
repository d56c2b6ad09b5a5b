import { z } from 'zod';
import type { PayloadMessage } from './cloud-message.ts';

// What a Cloud API message that is neither text nor a reply holds: media (by the id fetching them
// needs), a location, contacts, a reaction, an order. A field of the wrong shape is left out, never
// a rejection; a type newer than this code is 'unsupported' with its caption.

const captioned = z.looseObject({ caption: z.string().optional() });

export const MEDIA_KINDS = ['image', 'audio', 'video', 'document', 'sticker'] as const;

// A media object as Meta documents it; a field of the wrong shape is left out, never a rejection:
// the id is what fetching it needs.
const mediaSchema = z.looseObject({
  id: z.string().min(1).max(200),
  mime_type: z.string().max(200).optional().catch(undefined),
  sha256: z.string().max(200).optional().catch(undefined),
  voice: z.boolean().optional().catch(undefined),
  filename: z.string().max(500).optional().catch(undefined),
  caption: z.string().optional().catch(undefined),
});

const locationSchema = z.looseObject({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  name: z.string().max(500).optional().catch(undefined),
  address: z.string().max(1000).optional().catch(undefined),
});

const contactsSchema = z.array(
  z.looseObject({ name: z.looseObject({ formatted_name: z.string().optional() }).optional() }),
);

type Content = Pick<PayloadMessage, 'type' | 'text' | 'media' | 'location'>;

/** Media, a location, contacts, a reaction, an order; anything newer is unsupported (caption kept). */
export function contentOf(m: Record<string, unknown> & { type: string }): Content {
  const kind = MEDIA_KINDS.find((k) => k === m.type);
  const media = kind ? mediaSchema.safeParse(m[kind]) : undefined;
  if (kind && media?.success) {
    const { id, mime_type, sha256, voice, filename, caption } = media.data;
    return {
      type: 'media',
      text: caption ?? '',
      media: {
        kind,
        id,
        ...(mime_type ? { mimeType: mime_type } : {}),
        ...(voice !== undefined ? { voice } : {}),
        ...(filename ? { fileName: filename } : {}),
        ...(sha256 ? { sha256 } : {}),
      },
    };
  }
  const location = m.type === 'location' ? locationSchema.safeParse(m.location) : undefined;
  if (location?.success) {
    const { latitude, longitude, name, address } = location.data;
    return {
      type: 'location',
      text: [name, address].filter(Boolean).join(' - '),
      location: { latitude, longitude, ...(name ? { name } : {}), ...(address ? { address } : {}) },
    };
  }
  if (m.type === 'contacts') {
    const contacts = contactsSchema.safeParse(m.contacts);
    const names = contacts.success ? contacts.data.map((c) => c.name?.formatted_name).filter(Boolean) : [];
    return { type: 'contacts', text: names.join(', ') };
  }
  if (m.type === 'reaction') {
    const reaction = z.looseObject({ emoji: z.string().optional() }).safeParse(m.reaction);
    return { type: 'reaction', text: reaction.success ? (reaction.data.emoji ?? '') : '' };
  }
  if (m.type === 'order') {
    const order = z.looseObject({ text: z.string().optional() }).safeParse(m.order);
    return { type: 'order', text: order.success ? (order.data.text ?? '') : '' };
  }
  // Anything newer (or a media object without its id): the caption is still what the person wrote.
  return { type: 'unsupported', text: captionOf(m, m.type) };
}

export function captionOf(message: Record<string, unknown>, key: string): string {
  const media = captioned.safeParse(message[key]);
  return media.success ? (media.data.caption ?? '') : '';
}
