import nock from 'nock';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testAuthEnv } from '#api/auth/auth-test-client.ts';
import { voiceNoteOf } from '#domain/media/ogg-test-support.ts';
import { writeBotConfig } from '#prisma/bot-config.ts';
import { db } from '#prisma/client.ts';
import { transcribeAudio, transcriptionEndpoint } from './transcription.ts';

// The OpenAI-compatible /audio/transcriptions endpoint, faked at the HTTP boundary.

const STT = 'http://stt.test';
const audio = voiceNoteOf(3);

beforeAll(() => nock.disableNetConnect());
afterEach(() => nock.cleanAll());
afterAll(async () => {
  nock.enableNetConnect();
  await writeBotConfig(db, 'transcription_settings', { model: 'whisper-1' }, null);
});

describe('transcribeAudio', () => {
  it('posts the file, the model from /gestao and pt as multipart, with the key, and reads text', async () => {
    await writeBotConfig(db, 'transcription_settings', { model: 'whisper-large-v3' }, null);
    let body = '';
    const endpoint = nock(STT)
      .matchHeader('authorization', 'Bearer sk-transcricao')
      .matchHeader('content-type', /^multipart\/form-data; boundary=/)
      .post('/v1/audio/transcriptions', (sent: string) => {
        // Binary multipart reaches the matcher hex-encoded.
        body = Buffer.from(sent, 'hex').toString('latin1');
        return true;
      })
      .reply(200, { text: ' quero uma geladeira em campinas sp ' });
    const env = testAuthEnv({ TRANSCRIPTION_BASE_URL: `${STT}/v1`, TRANSCRIPTION_API_KEY: 'sk-transcricao' });
    expect(await transcribeAudio({ db, env, bytes: audio, mimeType: 'audio/ogg; codecs=opus' })).toEqual({
      ok: true,
      text: 'quero uma geladeira em campinas sp',
      model: 'whisper-large-v3',
    });
    expect(endpoint.isDone()).toBe(true);
    expect(body).toMatch(/name="file"; filename="audio\.ogg"/);
    expect(body).toMatch(/name="model"\r\n\r\nwhisper-large-v3\r\n/);
    expect(body).toMatch(/name="language"\r\n\r\npt\r\n/);
    expect(body).toMatch(/name="response_format"\r\n\r\njson\r\n/);
    expect(body).toContain('OpusHead');
  });

  it('answers failed for a server error and empty for silence, never throwing', async () => {
    const env = testAuthEnv({ TRANSCRIPTION_BASE_URL: `${STT}/v1` });
    nock(STT)
      .post('/v1/audio/transcriptions')
      .reply(500, { error: { message: 'boom' } });
    expect(await transcribeAudio({ db, env, bytes: audio, mimeType: null })).toMatchObject({
      ok: false,
      problem: 'failed',
    });
    nock(STT).post('/v1/audio/transcriptions').reply(200, { text: '  ' });
    expect(await transcribeAudio({ db, env, bytes: audio, mimeType: null })).toMatchObject({
      ok: false,
      problem: 'empty',
    });
    nock(STT).post('/v1/audio/transcriptions').replyWithError('socket hang up');
    expect(await transcribeAudio({ db, env, bytes: audio, mimeType: null })).toMatchObject({
      ok: false,
      problem: 'failed',
    });
  });

  it('answers not-configured without any endpoint, asking nothing', async () => {
    const env = testAuthEnv();
    expect(await transcribeAudio({ db, env, bytes: audio, mimeType: null })).toEqual({
      ok: false,
      problem: 'not-configured',
    });
  });
});

describe('transcriptionEndpoint', () => {
  it("uses the chat model's endpoint and key unless set apart, and never sends that key elsewhere", () => {
    const chat = { OPENAI_BASE_URL: 'https://llm.test/v1', OPENAI_API_KEY: 'sk-chat' };
    expect(transcriptionEndpoint(testAuthEnv(chat))).toEqual({
      baseUrl: 'https://llm.test/v1',
      apiKey: 'sk-chat',
    });
    expect(
      transcriptionEndpoint(testAuthEnv({ ...chat, TRANSCRIPTION_BASE_URL: 'http://whisper.local/v1' })),
    ).toEqual({ baseUrl: 'http://whisper.local/v1', apiKey: undefined });
    expect(transcriptionEndpoint(testAuthEnv())).toBeNull();
  });
});
