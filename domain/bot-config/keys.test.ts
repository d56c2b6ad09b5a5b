import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AI_MODEL_OPTIONS, AI_RANGES } from '#domain/admin/tools-schemas.ts';
import { CLIENTE_SYSTEM_PROMPT, LOJISTA_SYSTEM_PROMPT } from '#prompts/system-prompts.ts';
import { DEFAULT_WHATSAPP_TEMPLATES } from '#prompts/templates.ts';
import { DEFAULT_AI_SETTINGS } from './agent.ts';
import {
  BOT_CONFIG,
  BOT_CONFIG_KEYS,
  type BotConfigKey,
  type BotConfigValue,
  botConfigSeed,
  SEEDED_BOT_CONFIG_KEYS,
} from './keys.ts';

// Each key's schema against the values installations have stored: what a reader gets, field by
// field, and that the defaults read back as themselves.

const parse = <K extends BotConfigKey>(key: K, stored: unknown) =>
  BOT_CONFIG[key].schema.safeParse(stored) as z.ZodSafeParseResult<BotConfigValue<K>>;

describe('the defaults', () => {
  it('read back as themselves, and the seed writes every key but the webhook token and the tools', () => {
    // The redirect number's default is '' (none), which is not a number a reader could use.
    expect(BOT_CONFIG.whatsapp_redirect_number.default).toBe('');
    for (const key of BOT_CONFIG_KEYS.filter((k) => k !== 'whatsapp_redirect_number')) {
      expect(parse(key, BOT_CONFIG[key].default)).toEqual({ success: true, data: BOT_CONFIG[key].default });
    }
    // bot_functions' default list comes from the tools, through seedReferenceData's caller.
    expect(BOT_CONFIG.bot_functions.default).toEqual([]);
    expect(Object.keys(botConfigSeed()).sort()).toEqual(
      BOT_CONFIG_KEYS.filter((k) => k !== 'whatsapp_webhook' && k !== 'bot_functions').sort(),
    );
    expect([...SEEDED_BOT_CONFIG_KEYS].sort()).toEqual(Object.keys(botConfigSeed()).sort());
  });

  it('are fresh copies for each seed', () => {
    const first = botConfigSeed();
    (first.ai_settings as { temperature: number }).temperature = 0.1;
    expect(botConfigSeed().ai_settings).toEqual(DEFAULT_AI_SETTINGS);
  });

  it('use the recommended model of the nine offered, inside the ranges of /gestao', () => {
    expect(AI_MODEL_OPTIONS).toHaveLength(9);
    expect(AI_MODEL_OPTIONS.filter((m) => m.recommended).map((m) => m.id)).toEqual([
      DEFAULT_AI_SETTINGS.model,
    ]);
    const { temperature, max_tokens, message_history_limit } = AI_RANGES;
    expect(DEFAULT_AI_SETTINGS.temperature).toBeGreaterThanOrEqual(temperature.min);
    expect(DEFAULT_AI_SETTINGS.temperature).toBeLessThanOrEqual(temperature.max);
    expect(DEFAULT_AI_SETTINGS.max_tokens).toBeGreaterThanOrEqual(max_tokens.min);
    expect(DEFAULT_AI_SETTINGS.max_tokens).toBeLessThanOrEqual(max_tokens.max);
    expect(BOT_CONFIG.message_history_limit.default).toEqual({ limit: 50 });
    expect(50 % message_history_limit.step).toBe(0);
  });
});

describe('ai_settings', () => {
  it("keeps the admin's values and any other property an installation stored", () => {
    expect(
      parse('ai_settings', { model: 'openai/o3', temperature: 0.2, max_tokens: 800, top_p: 1 }).data,
    ).toEqual({
      model: 'openai/o3',
      temperature: 0.2,
      max_tokens: 800,
      top_p: 1,
    });
  });

  it('falls back field by field, reads numbers typed as text, and clamps to the ranges', () => {
    expect(parse('ai_settings', { temperature: '0.5' }).data).toEqual({
      model: DEFAULT_AI_SETTINGS.model,
      temperature: 0.5,
      max_tokens: DEFAULT_AI_SETTINGS.max_tokens,
    });
    expect(
      parse('ai_settings', { model: 'openai/o3', temperature: 7, max_tokens: 'muito' }).data,
    ).toMatchObject({
      temperature: 1,
      max_tokens: DEFAULT_AI_SETTINGS.max_tokens,
    });
    expect(parse('ai_settings', { temperature: -1, max_tokens: 99_999.4 }).data).toMatchObject({
      temperature: 0,
      max_tokens: 4000,
    });
    expect(parse('ai_settings', { max_tokens: 250.6 }).data).toMatchObject({ max_tokens: 251 });
  });

  it('reads a blank or non-text model as "no model", and a missing one as the default', () => {
    expect(parse('ai_settings', { model: '  ' }).data?.model).toBeNull();
    expect(parse('ai_settings', { model: null }).data?.model).toBeNull();
    expect(parse('ai_settings', { model: 5 }).data?.model).toBeNull();
    expect(parse('ai_settings', { model: ' openai/o3 ' }).data?.model).toBe('openai/o3');
    expect(parse('ai_settings', {}).data?.model).toBe(DEFAULT_AI_SETTINGS.model);
  });

  it('refuses a value that is not an object', () => {
    expect(parse('ai_settings', 'openai/o3').success).toBe(false);
    expect(parse('ai_settings', []).success).toBe(false);
  });
});

describe('prompts and history', () => {
  it("fall back to the audience's default prompt when blank or missing, keeping the text as typed", () => {
    expect(parse('system_prompt', { prompt: ' ' }).data).toEqual({ prompt: CLIENTE_SYSTEM_PROMPT });
    expect(parse('system_prompt_lojista', {}).data).toEqual({ prompt: LOJISTA_SYSTEM_PROMPT });
    expect(parse('system_prompt', { prompt: ' Seja breve. ' }).data).toEqual({ prompt: ' Seja breve. ' });
  });

  it('clamp and round the history limit', () => {
    expect(parse('message_history_limit', { limit: 3 }).data).toEqual({ limit: 10 });
    expect(parse('message_history_limit', { limit: '20' }).data).toEqual({ limit: 20 });
    expect(parse('message_history_limit', { limit: 'x' }).data).toEqual({ limit: 50 });
  });
});

describe('whatsapp keys', () => {
  it('whatsapp_settings: trimmed text, anything else empty', () => {
    expect(parse('whatsapp_settings', { access_token: ' enc:v1:abc ', phone_number_id: 42 }).data).toEqual({
      access_token: 'enc:v1:abc',
      phone_number_id: '',
    });
  });

  it('whatsapp_webhook: the stored token, empty when not text', () => {
    expect(parse('whatsapp_webhook', { verify_token: 'enc:v1:x' }).data).toEqual({
      verify_token: 'enc:v1:x',
    });
    expect(parse('whatsapp_webhook', { verify_token: 1 }).data).toEqual({ verify_token: '' });
  });

  it('whatsapp_templates: each blank text falls back to its default, other keys kept', () => {
    expect(
      parse('whatsapp_templates', { novo_desejo: 'Oi {{codigo}}', oferta_recebida: ' ', extra: 'x' }).data,
    ).toEqual({
      ...DEFAULT_WHATSAPP_TEMPLATES,
      novo_desejo: 'Oi {{codigo}}',
      oferta_recebida: DEFAULT_WHATSAPP_TEMPLATES.oferta_recebida,
      extra: 'x',
    });
  });

  it.each([
    ['a plain string', '+55 (11) 98888-7777'],
    ['a JSON object in a string', JSON.stringify({ numero: '5511988887777' })],
    ['a JSON-encoded string', JSON.stringify('5511988887777')],
    ['an object { numero }', { numero: '5511988887777' }],
    ['a number without the country code', 11988887777],
  ])('whatsapp_redirect_number: reads %s as its digits', (_form, stored) => {
    expect(parse('whatsapp_redirect_number', stored).data).toBe('5511988887777');
  });

  it("whatsapp_redirect_number: a value with no usable number (the seed's included) is invalid", () => {
    expect(parse('whatsapp_redirect_number', { numero: '' }).success).toBe(false);
    expect(parse('whatsapp_redirect_number', { telefone: '5511988887777' }).success).toBe(false);
    expect(parse('whatsapp_redirect_number', botConfigSeed().whatsapp_redirect_number).success).toBe(false);
  });
});

describe('bot_functions', () => {
  it('keeps the entries that name a tool, with their usable fields', () => {
    const stored = [
      { id: 'a', name: 'criar_desejo', description: 'Cria.', parameters: '{"type":"object"}', active: false },
      'lixo',
      { description: 'sem nome' },
      {
        name: 'listar_ofertas',
        description: 3,
        parameters: [1],
        active: 'não',
        tables_consulted: ['desejos', 2],
      },
      { name: 'fechar_desejo', parameters: { type: 'object', properties: {} } },
    ];
    expect(parse('bot_functions', stored).data).toEqual([
      { id: 'a', name: 'criar_desejo', description: 'Cria.', parameters: '{"type":"object"}', active: false },
      {
        name: 'listar_ofertas',
        description: undefined,
        parameters: undefined,
        active: undefined,
        tables_consulted: ['desejos'],
      },
      { name: 'fechar_desejo', parameters: { type: 'object', properties: {} } },
    ]);
  });

  it('refuses a value that is not a list', () => {
    expect(parse('bot_functions', { criar_desejo: {} }).success).toBe(false);
  });
});
