import { AppError } from '#platform/http/app-error.ts';
import { uuidParam } from '#platform/http/parse-request.ts';
import { readMedia } from '#platform/storage/media-store.ts';
import type { StorageEnv } from '#platform/storage/storage-config.ts';
import type { DbClient } from '#prisma/client.ts';

// A wish's photo on the dashboard card: served only to a shop the wish was matched to (any tab,
// archived included), from the private storage through this route, never from a public URL.
// Another shop's request, an unknown id and a file gone from storage are the same 404.

export const FOTO_NAO_ENCONTRADA = 'Foto não encontrada.';

const notFound = () => new AppError('NOT_FOUND', { message: FOTO_NAO_ENCONTRADA });

/** The URL a card shows a photo from (the route in routes.ts). */
export const wishPhotoUrl = (fotoId: string) => `/api/dashboard/fotos/${fotoId}`;

export function parseFotoId(value: unknown): string {
  return uuidParam(value, FOTO_NAO_ENCONTRADA);
}

export async function readWishPhotoForShop(options: {
  db: DbClient;
  env: StorageEnv;
  lojistaId: string;
  fotoId: string;
}): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const foto = await options.db.desejoFoto.findFirst({
    where: { id: options.fotoId, desejo: { matches: { some: { lojista_id: options.lojistaId } } } },
    select: { storage_key: true },
  });
  if (!foto) throw notFound();
  const media = await readMedia({ env: options.env, key: foto.storage_key });
  if (!media) throw notFound();
  return media;
}
