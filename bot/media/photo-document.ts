import { attachLatePhotos } from '#api/desejos/wish-photos.ts';
import { putMedia, UnknownMediaTypeError } from '#platform/storage/media-store.ts';
import { downloadInboundMedia } from '#whatsapp/media-download.ts';
import type { PendingMessage } from '../conversation/conversation-data.ts';
import { saveStoredFile } from './media-data.ts';
import { captionOf, type MediaDeps, type MediaOutcome, type StoredMedia } from './media-deps.ts';
import { isWishUnderWay, MIDIA, withQuestion } from './media-replies.ts';

// A photo or document: downloaded and kept in the product's storage (metadata.media.arquivo, which
// the wish's photos and /gestao read), its caption read by the agent as text. A photo with no
// caption tells the agent nothing, so the bot itself says it arrived and what happens next.

export const WHATSAPP_MEDIA_FOLDER = 'whatsapp-midia';

type Kept = 'kept' | 'too-large' | 'failed';

async function keep(message: PendingMessage, media: StoredMedia, deps: MediaDeps): Promise<Kept> {
  // A retried turn: stored already.
  if (media.arquivo) return 'kept';
  const downloaded = await downloadInboundMedia({
    db: deps.db,
    env: deps.env,
    logger: deps.logger,
    media,
    transport: message.transport,
  });
  if (!downloaded.ok) return downloaded.problem === 'too-large' ? 'too-large' : 'failed';
  let stored: { key: string; mimeType: string };
  try {
    stored = await putMedia({
      env: deps.env,
      folder: WHATSAPP_MEDIA_FOLDER,
      bytes: downloaded.bytes,
      mimeType: downloaded.mimeType ?? undefined,
      now: deps.now,
    });
  } catch (error) {
    // A document of a type we do not keep (a spreadsheet, a zip): acknowledged, not stored.
    if (error instanceof UnknownMediaTypeError) return 'failed';
    throw error;
  }
  await saveStoredFile(deps.db, message.id, {
    key: stored.key,
    mime_type: stored.mimeType,
    bytes: downloaded.bytes.byteLength,
  });
  return 'kept';
}

export async function readPhotoOrDocument(
  message: PendingMessage,
  media: StoredMedia,
  deps: MediaDeps,
): Promise<MediaOutcome> {
  const caption = captionOf(message);
  const kept = await keep(message, media, deps);
  const text = caption === '' ? undefined : caption;
  // A customer's photo just after a wish ("segue a foto") joins that wish, unless a new one is
  // already being described (api/desejos/wish-photos.ts says which wish, and when).
  const attached =
    media.kind === 'image' && kept === 'kept' && !deps.isShop && !isWishUnderWay(deps.agentState, deps.now)
      ? await attachLatePhotos({ db: deps.db, messageId: message.id, now: deps.now })
      : 0;
  if (media.kind === 'document') {
    return text
      ? { text }
      : {
          notice: withQuestion(
            deps.isShop ? MIDIA.documentoLoja : MIDIA.documentoRecebido,
            deps.agentState,
            deps.now,
          ),
        };
  }
  if (kept === 'too-large') return { text, notice: MIDIA.fotoGrande };
  if (kept === 'failed') return { text, notice: MIDIA.fotoNaoAberta };
  if (text) return { text };
  if (deps.isShop) return { notice: MIDIA.fotoRecebidaLoja };
  if (attached > 0) return { notice: MIDIA.fotoAnexada };
  return {
    notice: isWishUnderWay(deps.agentState, deps.now)
      ? withQuestion(MIDIA.fotoRecebidaDesejo, deps.agentState, deps.now)
      : MIDIA.fotoRecebida,
  };
}
