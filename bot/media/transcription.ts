import { z } from 'zod';
import { detectMediaType } from '#domain/media/media-type.ts';
import type { Env } from '#platform/config/env.ts';
import { readBotConfig } from '#prisma/bot-config.ts';
import type { Db } from '#prisma/client.ts';

// Voice notes to text through an OpenAI-compatible POST <base>/audio/transcriptions (OpenAI, Groq,
// a local whisper server...). The endpoint and key come from the environment, the model from
// /gestao (transcription_settings). No endpoint is a normal state: the caller asks the person to
// type. A failed call is an answer too, never a retried turn: the same audio would fail the same way.

export type TranscriptionEnv = Pick<
  Env,
  'TRANSCRIPTION_BASE_URL' | 'TRANSCRIPTION_API_KEY' | 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'AI_TIMEOUT_MS'
>;

export type Transcription =
  | { ok: true; text: string; model: string }
  | { ok: false; problem: 'not-configured' | 'failed' | 'empty'; detail?: string };

type Endpoint = { baseUrl: string; apiKey: string | undefined };

/**
 * Where transcriptions go, or null when nowhere. A base set apart takes only its own key: the
 * chat model's key is never sent to another host.
 */
export function transcriptionEndpoint(env: TranscriptionEnv): Endpoint | null {
  if (env.TRANSCRIPTION_BASE_URL) {
    return { baseUrl: env.TRANSCRIPTION_BASE_URL, apiKey: env.TRANSCRIPTION_API_KEY };
  }
  if (env.OPENAI_BASE_URL) {
    return { baseUrl: env.OPENAI_BASE_URL, apiKey: env.TRANSCRIPTION_API_KEY ?? env.OPENAI_API_KEY };
  }
  return null;
}

const answer = z.object({ text: z.string() });

export async function transcribeAudio(options: {
  db: Db;
  env: TranscriptionEnv;
  bytes: Uint8Array;
  mimeType: string | null;
}): Promise<Transcription> {
  const endpoint = transcriptionEndpoint(options.env);
  if (!endpoint) return { ok: false, problem: 'not-configured' };
  // A database failure here throws: the turn is retried, as for any of our own failures.
  const { model } = await readBotConfig(options.db, 'transcription_settings');
  // The endpoint tells formats apart by the file's extension: it comes from the bytes.
  const type = detectMediaType(options.bytes);
  const mimeType = type?.mime ?? options.mimeType ?? 'application/octet-stream';
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(options.bytes)], { type: mimeType }),
    `audio.${type?.extension ?? 'ogg'}`,
  );
  form.append('model', model);
  form.append('language', 'pt');
  form.append('response_format', 'json');
  try {
    const response = await fetch(`${endpoint.baseUrl.replace(/\/+$/, '')}/audio/transcriptions`, {
      method: 'POST',
      headers: endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
      body: form,
      // Longer than a chat answer: a five-minute note takes a while to transcribe.
      signal: AbortSignal.timeout(Math.max(60_000, options.env.AI_TIMEOUT_MS)),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return { ok: false, problem: 'failed', detail: `HTTP ${response.status}` };
    }
    const parsed = answer.safeParse(await response.json());
    if (!parsed.success) return { ok: false, problem: 'failed', detail: 'resposta sem text' };
    const text = parsed.data.text.trim();
    return text === '' ? { ok: false, problem: 'empty' } : { ok: true, text, model };
  } catch (error) {
    return { ok: false, problem: 'failed', detail: (error as Error).message };
  }
}
