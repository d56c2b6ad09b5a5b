// What the bot accepts from WhatsApp, checked before and while downloading, so a large file is
// never read whole. WhatsApp itself caps audio at 16 MB; five minutes of voice is already far
// more than anyone says to describe a wish, and each second is paid to the transcription model.

import type { MediaKind } from './media-type.ts';

const MB = 1024 * 1024;

export const MEDIA_MAX_BYTES: Record<MediaKind | 'sticker', number> = {
  audio: 16 * MB,
  image: 5 * MB,
  video: 16 * MB,
  document: 16 * MB,
  sticker: 1 * MB,
};

export const AUDIO_MAX_SECONDS = 5 * 60;

export type MediaLimitProblem = 'too-large' | 'too-long';

/** Why a file cannot be taken, when what is known of it already says so. */
export function mediaLimitProblem(
  kind: MediaKind | 'sticker',
  known: { bytes?: number | null; seconds?: number | null },
): MediaLimitProblem | null {
  if (known.bytes != null && known.bytes > MEDIA_MAX_BYTES[kind]) return 'too-large';
  if (kind === 'audio' && known.seconds != null && known.seconds > AUDIO_MAX_SECONDS) return 'too-long';
  return null;
}
