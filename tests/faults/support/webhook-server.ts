import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { setTurnRunner } from '#bot/conversation/answer-batch.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { mountWhatsappWebhook, WEBHOOK_PATH } from '#bot/webhook/routes.ts';
import { errorHandler } from '#platform/http/error-handler.ts';
import type { Db } from '#prisma/client.ts';
import { type OwnRedis, startOwnRedis } from './redis-server.ts';

// The WhatsApp webhook route on a local port, mounted as the API mounts it, for the cases about
// what happens to a webhook between Meta's POST and the stored message.

export type WebhookServer = { url: string; close(): void };

/** The webhook route alone on a free local port; `db` replaces the database it writes to. */
export async function serveWebhook(bot: BotTestRuntime, db?: Db): Promise<WebhookServer> {
  const app = express();
  mountWhatsappWebhook(app, { env: bot.env, logger: bot.runtime.logger, ...(db ? { db } : {}) });
  app.use(errorHandler(bot.runtime.logger));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${WEBHOOK_PATH}`,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}

export type IntakeCase = {
  redis: OwnRedis;
  bot: BotTestRuntime;
  webhook: WebhookServer;
  close(): Promise<void>;
};

/**
 * An intake case: its own Redis, a bot runtime on it, the webhook on a local port. Turns answer one
 * line ("Recebido!"): the answers are other cases' subject, here they only say "answered".
 */
export async function startIntakeCase(env: Record<string, string> = {}): Promise<IntakeCase> {
  const redis = await startOwnRedis();
  let bot: BotTestRuntime | undefined;
  try {
    bot = await startBotTestRuntime({
      env: { REDIS_URL: redis.url, WHATSAPP_TRANSPORT: 'simulator', ...env },
    });
    setTurnRunner(async () => ({ text: 'Recebido!', toolCalls: [], metadata: {} }));
    const webhook = await serveWebhook(bot);
    const started = bot;
    return {
      redis,
      bot: started,
      webhook,
      async close() {
        setTurnRunner(undefined);
        webhook.close();
        await started.close();
        await redis.dispose();
      },
    };
  } catch (error) {
    setTurnRunner(undefined);
    await bot?.close();
    await redis.dispose();
    throw error;
  }
}
