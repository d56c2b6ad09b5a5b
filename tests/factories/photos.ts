import { randomUUID } from 'node:crypto';
import { putMedia } from '#platform/storage/media-store.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import { db } from '#prisma/client.ts';

// Photos as the inbound pipeline leaves them: the bytes in the product's storage and the message
// row whose metadata.media.arquivo names them (bot/conversation/incoming.ts writes it).

/** A real 1×1 PNG: stored, served and drawn by Chromium like any photo. */
export const TINY_PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);

/** The bytes stored under a new key of the folder. */
export async function storedPhoto(env: StorageEnv, folder = 'whatsapp-imagens') {
  const { key, mimeType } = await putMedia({ env, folder, bytes: TINY_PNG });
  return { key, mimeType, bytes: TINY_PNG.length };
}

/** An inbound photo of the conversation at `at`, stored and recorded as the pipeline does. */
export async function receivedPhoto(options: {
  env: StorageEnv;
  conversationId: string;
  at: Date;
  caption?: string;
}) {
  const photo = await storedPhoto(options.env);
  const row = await db.whatsappMessage.create({
    data: {
      conversation_id: options.conversationId,
      wa_message_id: `wamid.foto-${randomUUID()}`,
      direction: 'inbound',
      message_type: 'media',
      message_text: `[imagem]${options.caption ? ` ${options.caption}` : ''}`,
      status: 'processed',
      timestamp: options.at,
      metadata: {
        transport: 'cloud',
        mediaType: 'image',
        media: {
          kind: 'image',
          mimeType: photo.mimeType,
          arquivo: { key: photo.key, mime_type: photo.mimeType, bytes: photo.bytes },
        },
      },
    },
    select: { id: true },
  });
  return { ...photo, messageId: row.id };
}
