import { createApp } from '#server/app.ts';
import { createAuth } from '#api/auth/auth.ts';
import { signedInAdmin } from '#api/auth/auth-test-client.ts';
import { createMemoryRateLimitStore } from '#api/auth/rate-limit.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';

// The whole HTTP app on a started bot runtime, as the journey suites drive it: webhooks in,
// simulator and admin routes, the real queues (BullMQ with REDIS_URL).

export type BotTestApp = {
  bot: BotTestRuntime;
  app: ReturnType<typeof createApp>;
  /** Creates an admin and returns its session cookie. */
  adminCookie(): Promise<string>;
};

export async function startBotTestApp(env: Record<string, string>): Promise<BotTestApp> {
  const bot = await startBotTestRuntime({ env });
  const auth = createAuth({
    db,
    env: bot.env,
    queue: bot.runtime.jobs,
    rateLimitStore: createMemoryRateLimitStore(),
  });
  const app = createApp({ env: bot.env, logger: bot.runtime.logger, auth, queue: bot.runtime.jobs });
  return {
    bot,
    app,
    adminCookie: () => signedInAdmin(auth),
  };
}
