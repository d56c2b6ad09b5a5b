import { AUDIO_MAX_SECONDS, MEDIA_MAX_BYTES, mediaLimitProblem } from '#domain/media/media-limits.ts';
import { oggOpusSeconds } from '#domain/media/ogg-duration.ts';
import type { Env } from '#platform/config/env.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { downloadBaileysMedia } from './baileys/baileys-media.ts';
import { downloadCloudMedia } from './cloud/cloud-media.ts';
import type { InboundMedia, Transport } from './inbound-message.ts';
import type { MediaFetchOutcome, MediaProblem } from './media-download-stream.ts';
import { cachedWhatsappSettings } from './whatsapp-settings.ts';

// A received photo, audio or document fetched from WhatsApp, its limits checked before reading
// (the size the transport told), while reading (Content-Length, then a running count) and, for
// audio, its length after. A refused or failed download is an answer to the person ("não consegui
// ouvir"), not an error: only our own failures (the database, reading the settings) throw, so the
// turn is retried.

export type DownloadedMedia =
  | { ok: true; bytes: Uint8Array; mimeType: string | null; seconds: number | null }
  | { ok: false; problem: MediaProblem; detail?: string };

export async function downloadInboundMedia(options: {
  db: Db;
  env: Env;
  logger: Logger;
  media: InboundMedia;
  transport: Transport | string | null;
}): Promise<DownloadedMedia> {
  const { media, logger } = options;
  const early = mediaLimitProblem(media.kind, { bytes: media.size, seconds: media.seconds });
  if (early) return { ok: false, problem: early };
  const maxBytes = MEDIA_MAX_BYTES[media.kind];
  let fetched: MediaFetchOutcome;
  if (options.transport === 'cloud' && media.id) {
    const settings = await cachedWhatsappSettings(options.db, options.env);
    if (!settings.accessToken) return { ok: false, problem: 'failed', detail: 'sem token da Cloud API' };
    fetched = await downloadCloudMedia({
      graphUrl: options.env.WHATSAPP_GRAPH_URL,
      accessToken: settings.accessToken,
      mediaId: media.id,
      maxBytes,
    });
  } else if (options.transport === 'baileys' && media.baileys) {
    fetched = await downloadBaileysMedia({ kind: media.kind, ...media.baileys, maxBytes });
  } else {
    return { ok: false, problem: 'failed', detail: 'transporte sem download de mídia' };
  }
  if (!fetched.ok) {
    logger.warn({ kind: media.kind, problem: fetched.problem, detail: fetched.detail }, 'mídia não baixada');
    return fetched;
  }
  if (media.kind !== 'audio') return { ...fetched, seconds: null };
  const seconds = media.seconds ?? oggOpusSeconds(fetched.bytes);
  if (seconds !== null && seconds > AUDIO_MAX_SECONDS) return { ok: false, problem: 'too-long' };
  return { ...fetched, seconds };
}
