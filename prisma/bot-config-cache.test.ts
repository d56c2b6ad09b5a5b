import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRedisBroadcast } from '#platform/broadcast.ts';
import { countQueries } from '#tests/factories/query-count.ts';
import { memoryLogger } from '#tests/factories/shops.ts';
import { readBotConfig, writeBotConfig } from './bot-config.ts';
import { botConfigCache, createBotConfigCache } from './bot-config-cache.ts';
import { db } from './client.ts';

// The turns' bot_config cache against the worker's database: one query until a save, a save
// seen at once in the process that saved and, through Redis, in another process (here a second
// cache with its own connections, as a worker beside the API would have).

const { logger } = memoryLogger();
let original: Awaited<ReturnType<typeof readBotConfig<'system_prompt'>>>;
let queries: ReturnType<typeof countQueries>;

beforeAll(async () => {
  original = await readBotConfig(db, 'system_prompt');
});
afterEach(() => queries?.restore());
afterAll(() => writeBotConfig(db, 'system_prompt', original, null));

const prompt = async (cache = botConfigCache) =>
  (await cache.read(db, ['system_prompt'])).system_prompt.prompt;

describe('the bot_config cache', () => {
  it('reads the table once for every key and reader, until a save drops it', async () => {
    botConfigCache.invalidate();
    queries = countQueries(/bot_config/);
    const [first, second] = await Promise.all([
      botConfigCache.read(db, ['ai_settings', 'bot_functions'], logger),
      botConfigCache.read(db, ['system_prompt'], logger),
    ]);
    await botConfigCache.read(db, ['message_history_limit'], logger);
    expect(first.ai_settings.model).toEqual(expect.any(String));
    expect(second.system_prompt.prompt).toBe(original.prompt);
    expect(queries.count()).toBe(1);

    await writeBotConfig(db, 'system_prompt', { prompt: 'Depois do salvamento.' }, 'teste');
    const writes = queries.count();
    expect(await prompt()).toBe('Depois do salvamento.');
    expect(queries.count()).toBe(writes + 1);
  });

  it('shares frozen values: no reader can change what the next one gets', async () => {
    const { ai_settings } = await botConfigCache.read(db, ['ai_settings']);
    expect(() => {
      (ai_settings as { temperature: number }).temperature = 0;
    }).toThrow(TypeError);
  });

  it('never keeps a load that was running when a save dropped the cache', async () => {
    await writeBotConfig(db, 'system_prompt', { prompt: 'Antes.' }, 'teste');
    const running = prompt();
    await writeBotConfig(db, 'system_prompt', { prompt: 'Depois.' }, 'teste');
    await running;
    expect(await prompt()).toBe('Depois.');
  });

  it('reads again after its safety TTL (5 s), for a change it was never told about', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const cache = createBotConfigCache();
      await writeBotConfig(db, 'system_prompt', { prompt: 'Primeiro.' }, 'teste');
      expect(await prompt(cache)).toBe('Primeiro.');
      await db.botConfig.update({
        where: { config_key: 'system_prompt' },
        data: { config_value: { prompt: 'Editado à mão.' } },
      });
      vi.advanceTimersByTime(4_900);
      expect(await prompt(cache)).toBe('Primeiro.');
      vi.advanceTimersByTime(200);
      expect(await prompt(cache)).toBe('Editado à mão.');
    } finally {
      vi.useRealTimers();
    }
  });
});

const redisUrl = process.env.REDIS_URL;

describe.skipIf(!redisUrl)('the bot_config cache across processes (Redis)', () => {
  it("drops another process's cache when this one saves, and only through the broadcast", async () => {
    const channel = `${process.env.REDIS_PREFIX ?? 'test'}:bot-config:${crypto.randomUUID()}`;
    const here = await openRedisBroadcast({ redisUrl: redisUrl!, channel, logger });
    const there = await openRedisBroadcast({ redisUrl: redisUrl!, channel, logger });
    const otherProcess = createBotConfigCache({ ttlMs: 60_000 });
    const unconnected = createBotConfigCache({ ttlMs: 60_000 });
    const disconnect = [botConfigCache.connect(here), otherProcess.connect(there)];
    try {
      await writeBotConfig(db, 'system_prompt', { prompt: 'Versão 1.' }, 'teste');
      expect(await prompt(otherProcess)).toBe('Versão 1.');
      expect(await prompt(unconnected)).toBe('Versão 1.');

      await writeBotConfig(db, 'system_prompt', { prompt: 'Versão 2.' }, 'teste');
      await vi.waitFor(async () => expect(await prompt(otherProcess)).toBe('Versão 2.'), {
        timeout: 2000,
        interval: 10,
      });
      expect(await prompt(unconnected)).toBe('Versão 1.');
    } finally {
      for (const stop of disconnect) stop();
      await here.close();
      await there.close();
    }
  });
});
