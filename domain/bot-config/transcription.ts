import { z } from 'zod';

// transcription_settings: the model voice notes are transcribed with, at the OpenAI-compatible
// /audio/transcriptions of TRANSCRIPTION_BASE_URL (or the chat model's endpoint). The endpoint and
// its key stay in the environment: a key typed into /gestao would sit in the database and the
// browser, and an admin choosing the model needs neither.

export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';

export const TRANSCRIPTION_MODEL_MAX = 100;

export const transcriptionSettingsSchema = z.looseObject({
  model: z.string().trim().min(1).max(TRANSCRIPTION_MODEL_MAX).catch(DEFAULT_TRANSCRIPTION_MODEL),
});

export type TranscriptionSettings = z.output<typeof transcriptionSettingsSchema>;
