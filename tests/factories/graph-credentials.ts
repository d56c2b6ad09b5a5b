import nock from 'nock';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { BotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';

/**
 * A file's tests against the Cloud API faked with nock: these credentials saved and the network
 * closed but for this machine, interceptors cleared after each test, all undone after the file.
 * Call it after the hooks that start and close the bot: its beforeAll then runs once the bot is up,
 * and its afterAll (vitest runs after hooks in reverse) before the bot closes.
 */
export function graphCredentialsForFile(
  bot: () => BotTestRuntime,
  credentials: { accessToken: string; phoneNumberId: string },
) {
  beforeAll(async () => {
    await saveWhatsappSettings(db, bot().env, credentials, 'teste');
    nock.disableNetConnect();
    nock.enableNetConnect('127.0.0.1');
  });
  afterEach(() => nock.cleanAll());
  afterAll(async () => {
    nock.enableNetConnect();
    await saveWhatsappSettings(db, bot().env, { accessToken: '', phoneNumberId: '' }, 'teste');
  });
}
