import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_AI_SETTINGS, DEFAULT_MESSAGE_HISTORY_LIMIT } from '#domain/bot-config/agent.ts';
import { db } from '#prisma/client.ts';
import { CLIENTE_SYSTEM_PROMPT, LOJISTA_SYSTEM_PROMPT } from '#prompts/system-prompts.ts';
import { readAgentConfig } from './agent-config.ts';
import { restoreBotConfig, setBotConfig } from './agent-test-support.ts';

afterEach(() => restoreBotConfig());

describe('readAgentConfig', () => {
  it('reads the seeded defaults, with the prompt of each audience', async () => {
    const cliente = await readAgentConfig(db, 'cliente');
    expect(cliente).toEqual({
      model: DEFAULT_AI_SETTINGS.model,
      temperature: DEFAULT_AI_SETTINGS.temperature,
      maxTokens: DEFAULT_AI_SETTINGS.max_tokens,
      historyLimit: DEFAULT_MESSAGE_HISTORY_LIMIT,
      systemPrompt: CLIENTE_SYSTEM_PROMPT,
    });
    expect((await readAgentConfig(db, 'lojista')).systemPrompt).toBe(LOJISTA_SYSTEM_PROMPT);
  });

  it("applies an admin's edit on the next read, without restart", async () => {
    await setBotConfig('ai_settings', { model: 'openai/gpt-5-mini', temperature: 0.2, max_tokens: 800 });
    await setBotConfig('system_prompt', { prompt: 'Seja breve.' });
    await setBotConfig('system_prompt_lojista', { prompt: 'Fale com a loja.' });
    await setBotConfig('message_history_limit', { limit: 20 });
    expect(await readAgentConfig(db, 'cliente')).toEqual({
      model: 'openai/gpt-5-mini',
      temperature: 0.2,
      maxTokens: 800,
      historyLimit: 20,
      systemPrompt: 'Seja breve.',
    });
    expect((await readAgentConfig(db, 'lojista')).systemPrompt).toBe('Fale com a loja.');
  });

  it('an empty model means no model; missing keys fall back to the defaults one by one', async () => {
    await setBotConfig('ai_settings', { model: '  ', temperature: 0.1 });
    await setBotConfig('system_prompt', null);
    await setBotConfig('message_history_limit', null);
    const config = await readAgentConfig(db, 'cliente');
    expect(config).toEqual({
      model: null,
      temperature: 0.1,
      maxTokens: DEFAULT_AI_SETTINGS.max_tokens,
      historyLimit: DEFAULT_MESSAGE_HISTORY_LIMIT,
      systemPrompt: CLIENTE_SYSTEM_PROMPT,
    });
  });

  it('keeps values within the ranges of /gestao and ignores malformed ones', async () => {
    await setBotConfig('ai_settings', { model: 'openai/o3', temperature: 7, max_tokens: 'muito' });
    await setBotConfig('system_prompt', { prompt: '' });
    await setBotConfig('message_history_limit', { limit: 3 });
    const config = await readAgentConfig(db, 'cliente');
    expect(config.temperature).toBe(1);
    expect(config.maxTokens).toBe(DEFAULT_AI_SETTINGS.max_tokens);
    expect(config.historyLimit).toBe(10);
    expect(config.systemPrompt).toBe(CLIENTE_SYSTEM_PROMPT);
  });
});
