import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { TOOLS_MESSAGES } from '#domain/admin/tools-schemas.ts';
import { readBotConfig, writeBotConfig } from '#prisma/bot-config.ts';
import { db } from '#prisma/client.ts';
import { type BotTestApp, startBotTestApp } from '#tests/bot/bot-test-app.ts';

// The transcription model in /gestao/ferramentas' agent form: shown with its default, saved with
// the agent's configuration, kept when a client leaves it out, refused blank.

let app: BotTestApp;
let cookie: string;
// The agent form writes these: the worker's database is shared with the next files.
const WRITTEN = ['ai_settings', 'system_prompt', 'system_prompt_lojista', 'message_history_limit'];
let saved: { config_key: string; config_value: unknown }[] = [];

const agentForm = {
  system_prompt: 'Prompt de teste do cliente.',
  system_prompt_lojista: 'Prompt de teste da loja.',
  model: 'openai/gpt-4.1',
  temperature: 0.3,
  max_tokens: 700,
  message_history_limit: 20,
};

const put = (body: object) =>
  request(app.app).put('/api/admin/tools/agent').set('Origin', testOrigin).set('Cookie', cookie).send(body);

beforeAll(async () => {
  saved = await db.botConfig.findMany({
    where: { config_key: { in: WRITTEN } },
    select: { config_key: true, config_value: true },
  });
  app = await startBotTestApp({ WHATSAPP_TRANSPORT: 'simulator' });
  cookie = await app.adminCookie();
});

afterAll(async () => {
  for (const row of saved) {
    await db.botConfig.update({
      where: { config_key: row.config_key },
      data: { config_value: row.config_value ?? {} },
    });
  }
  await writeBotConfig(db, 'transcription_settings', { model: 'whisper-1' }, null);
  await app.bot.close();
});

describe('the transcription model in /gestao', () => {
  it('is shown with its default, saved with the agent form, kept when left out, refused blank', async () => {
    const shown = await request(app.app).get('/api/admin/tools').set('Cookie', cookie);
    expect(shown.status).toBe(200);
    expect(shown.body.agent.transcription_model).toBe('whisper-1');

    expect((await put({ ...agentForm, transcription_model: ' gpt-4o-mini-transcribe ' })).status).toBe(200);
    expect(await readBotConfig(db, 'transcription_settings')).toEqual({ model: 'gpt-4o-mini-transcribe' });

    expect((await put(agentForm)).status).toBe(200);
    expect((await readBotConfig(db, 'transcription_settings')).model).toBe('gpt-4o-mini-transcribe');

    const blank = await put({ ...agentForm, transcription_model: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.fields).toMatchObject({ transcription_model: TOOLS_MESSAGES.modeloTranscricao });
    expect((await readBotConfig(db, 'transcription_settings')).model).toBe('gpt-4o-mini-transcribe');
  });
});
