import { AppError } from '#platform/http/app-error.ts';
import { uuidParam } from '#platform/http/parse-request.ts';
import { readMedia } from '#platform/storage/media-store.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import type { Db } from '#prisma/client.ts';

// The photo of a message in /gestao's conversation viewer: a customer's or shop's photo received
// (metadata.media.arquivo, stored when downloaded) or one the bot sent with a notice
// (metadata.imagem, bot-sender.ts). Served to admins only, from the private storage.

export const IMAGEM_NAO_ENCONTRADA = 'Imagem não encontrada.';

const notFound = () => new AppError('NOT_FOUND', { message: IMAGEM_NAO_ENCONTRADA });

function record(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** The storage key of the message's image, if it has one. */
export function messageImageKey(metadata: unknown): string | undefined {
  const meta = record(metadata);
  const arquivo = record(record(meta?.media)?.arquivo);
  if (typeof arquivo?.key === 'string' && String(arquivo.mime_type).startsWith('image/')) return arquivo.key;
  const imagem = record(meta?.imagem);
  return typeof imagem?.key === 'string' ? imagem.key : undefined;
}

/** Where the viewer loads it (routes.ts), or null for a message without an image. */
export function messageImageUrl(messageId: string, metadata: unknown): string | null {
  return messageImageKey(metadata) ? `/api/admin/dashboard/mensagens/${messageId}/imagem` : null;
}

export async function readMessageImage(options: { db: Db; env: StorageEnv; messageId: unknown }) {
  const id = uuidParam(options.messageId, IMAGEM_NAO_ENCONTRADA);
  const row = await options.db.whatsappMessage.findUnique({ where: { id }, select: { metadata: true } });
  const key = messageImageKey(row?.metadata);
  if (!key) throw notFound();
  const media = await readMedia({ env: options.env, key });
  if (!media) throw notFound();
  return media;
}
