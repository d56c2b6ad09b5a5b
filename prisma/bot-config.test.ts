import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AI_SETTINGS } from '#domain/bot-config/agent.ts';
import { BOT_CONFIG } from '#domain/bot-config/keys.ts';
import { DEFAULT_WHATSAPP_TEMPLATES } from '#prompts/templates.ts';
import { memoryLogger } from '#tests/factories/shops.ts';
import {
  insertMissingBotConfig,
  readBotConfig,
  readBotConfigs,
  writeBotConfig,
  writeBotConfigs,
} from './bot-config.ts';
import { db, type Prisma } from './client.ts';

// bot_config through its one module, against the worker's database. The rows are shared with the
// other files of the worker: every row touched here is put back as it was.

type Row = { config_key: string; config_value: Prisma.JsonValue; updated_by: string | null };
let saved: Row[] = [];

async function keep(...keys: string[]) {
  saved.push(
    ...(await db.botConfig.findMany({
      where: { config_key: { in: keys } },
      select: { config_key: true, config_value: true, updated_by: true },
    })),
  );
  await db.botConfig.deleteMany({ where: { config_key: { in: keys } } });
}

afterEach(async () => {
  for (const row of saved) {
    await db.botConfig.deleteMany({ where: { config_key: row.config_key } });
    await db.botConfig.create({
      data: { ...row, config_value: row.config_value as Prisma.InputJsonValue },
    });
  }
  saved = [];
});

const store = (config_key: string, config_value: Prisma.InputJsonValue) =>
  db.botConfig.create({ data: { config_key, config_value } });

describe('readBotConfig', () => {
  it('answers the default when the row is missing, and a copy the caller may change', async () => {
    await keep('ai_settings');
    const value = await readBotConfig(db, 'ai_settings');
    expect(value).toEqual(DEFAULT_AI_SETTINGS);
    value.temperature = 0.1;
    expect(BOT_CONFIG.ai_settings.default.temperature).toBe(DEFAULT_AI_SETTINGS.temperature);
  });

  it('parses what is stored, field by field', async () => {
    await keep('ai_settings');
    await store('ai_settings', { model: ' openai/o3 ', temperature: '0.4' });
    expect(await readBotConfig(db, 'ai_settings')).toEqual({
      model: 'openai/o3',
      temperature: 0.4,
      max_tokens: DEFAULT_AI_SETTINGS.max_tokens,
    });
  });

  it('answers the default for a value its schema refuses, and logs the key with the value', async () => {
    const { logger, text } = memoryLogger();
    await keep('whatsapp_redirect_number');
    await store('whatsapp_redirect_number', { telefone: '5511988887777' });
    expect(await readBotConfig(db, 'whatsapp_redirect_number', logger)).toBe('');
    expect(text()).toContain('whatsapp_redirect_number sem número utilizável');
    expect(text()).toContain('telefone');
  });

  it('never logs the value of a secret key', async () => {
    const { logger, text } = memoryLogger();
    await keep('whatsapp_settings');
    await store('whatsapp_settings', 'enc:v1:segredo-guardado-como-texto');
    expect(await readBotConfig(db, 'whatsapp_settings', logger)).toEqual(
      BOT_CONFIG.whatsapp_settings.default,
    );
    expect(text()).toContain('whatsapp_settings inválido');
    expect(text()).not.toContain('segredo');
  });
});

describe('readBotConfigs', () => {
  it('reads several keys in one go, each parsed or defaulted on its own', async () => {
    await keep('system_prompt', 'message_history_limit');
    await store('message_history_limit', { limit: 200 });
    const values = await readBotConfigs(db, ['system_prompt', 'message_history_limit']);
    expect(values).toEqual({
      system_prompt: BOT_CONFIG.system_prompt.default,
      message_history_limit: { limit: 100 },
    });
  });
});

describe('writes', () => {
  it('upsert the typed value with who changed it, and read back the same', async () => {
    await keep('whatsapp_templates', 'whatsapp_redirect_number');
    await writeBotConfigs(
      db,
      {
        whatsapp_templates: {
          ...DEFAULT_WHATSAPP_TEMPLATES,
          novo_desejo: 'Novo {{codigo}}',
          oferta_recebida: 'Oferta {{codigo}}',
        },
        whatsapp_redirect_number: '5531987654321',
      },
      'admin@exemplo.com.br',
    );
    await writeBotConfig(db, 'whatsapp_redirect_number', '5531900001111', 'outra@exemplo.com.br');
    const rows = await db.botConfig.findMany({
      where: { config_key: { in: ['whatsapp_templates', 'whatsapp_redirect_number'] } },
      orderBy: { config_key: 'asc' },
      select: { config_key: true, config_value: true, updated_by: true },
    });
    expect(rows).toEqual([
      {
        config_key: 'whatsapp_redirect_number',
        config_value: '5531900001111',
        updated_by: 'outra@exemplo.com.br',
      },
      {
        config_key: 'whatsapp_templates',
        config_value: {
          ...DEFAULT_WHATSAPP_TEMPLATES,
          novo_desejo: 'Novo {{codigo}}',
          oferta_recebida: 'Oferta {{codigo}}',
        },
        updated_by: 'admin@exemplo.com.br',
      },
    ]);
    expect(await readBotConfig(db, 'whatsapp_redirect_number')).toBe('5531900001111');
  });

  it('insertMissingBotConfig inserts only the keys without a row', async () => {
    await keep('whatsapp_webhook', 'message_history_limit');
    await store('message_history_limit', { limit: 20 });
    const inserted = await insertMissingBotConfig(
      db,
      { whatsapp_webhook: { verify_token: 'enc:v1:novo' }, message_history_limit: { limit: 50 } },
      'sistema',
    );
    expect(inserted).toBe(1);
    expect(await readBotConfig(db, 'message_history_limit')).toEqual({ limit: 20 });
    expect(await readBotConfig(db, 'whatsapp_webhook')).toEqual({ verify_token: 'enc:v1:novo' });
  });
});
