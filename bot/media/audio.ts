import type { InboundMedia } from '#whatsapp/inbound-message.ts';
import { downloadInboundMedia } from '#whatsapp/media-download.ts';
import type { PendingMessage } from '../conversation/conversation-data.ts';
import { saveTranscript, type Transcript } from './media-data.ts';
import type { MediaDeps, MediaOutcome } from './media-deps.ts';
import { MIDIA } from './media-replies.ts';
import { transcribeAudio, transcriptionEndpoint } from './transcription.ts';

// A voice note or audio file: downloaded, its limits checked, transcribed, and the transcript kept
// on the row before the agent reads it as typed text. Anything in the way (no endpoint, too long,
// a failed download or transcription) is answered "não consegui ouvir, pode escrever?", and the
// agent does not run for it, so the question under way stays the same.

function savedTranscript(metadata: Record<string, unknown>): Transcript | null {
  const saved = metadata.transcricao as Partial<Transcript> | undefined;
  return typeof saved?.texto === 'string' && saved.texto !== '' ? (saved as Transcript) : null;
}

export async function readAudio(
  message: PendingMessage,
  media: InboundMedia,
  deps: MediaDeps,
): Promise<MediaOutcome> {
  // A retried turn: transcribed already.
  const saved = savedTranscript(message.metadata);
  if (saved) return { text: saved.texto };
  // No endpoint: nothing to download for.
  if (!transcriptionEndpoint(deps.env)) return { notice: MIDIA.naoOuvi };
  const downloaded = await downloadInboundMedia({
    db: deps.db,
    env: deps.env,
    logger: deps.logger,
    media,
    transport: message.transport,
  });
  if (!downloaded.ok) {
    if (downloaded.problem === 'too-long') return { notice: MIDIA.audioLongo };
    if (downloaded.problem === 'too-large') return { notice: MIDIA.audioGrande };
    return { notice: MIDIA.naoOuvi };
  }
  const transcription = await transcribeAudio({
    db: deps.db,
    env: deps.env,
    bytes: downloaded.bytes,
    mimeType: downloaded.mimeType,
  });
  if (!transcription.ok) {
    deps.logger.warn(
      { problem: transcription.problem, detail: transcription.detail, messageId: message.id },
      'áudio não transcrito',
    );
    return { notice: MIDIA.naoOuvi };
  }
  await saveTranscript(deps.db, message.id, {
    texto: transcription.text,
    segundos: downloaded.seconds,
    modelo: transcription.model,
  });
  return { text: transcription.text };
}
