import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { startTurnSweeper } from '#bot/conversation/sweeper.ts';
import { conversationJobs } from '#bot/jobs.ts';
import { createBotRuntime } from '#bot/runtime.ts';
import { connectDb, disconnectDb } from '#prisma/client.ts';
import { databaseTarget, describeTarget } from '#prisma/database.ts';
import { migrateDatabase } from '#prisma/migrate/deploy.ts';
import { seedReferenceData } from '#prisma/seed/reference-data.ts';
import { createApp } from './app.ts';
import { ensureAdminFromEnv } from './auth/admin-account.ts';
import { createAuth } from './auth/auth.ts';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from './auth/rate-limit.ts';
import { type Env, loadEnv } from './config/env.ts';
import { startExpiryScheduler } from './desejos/expiry-scheduler.ts';
import { jobDefinitions } from './jobs/registry.ts';
import { createLogger, type Logger } from './logger.ts';

export type RunningServer = { url: string; close(): Promise<void> };

/** Migrates, seeds reference data, then serves site + API + job worker in this process. */
export async function startServer(options: { env?: Env; logger?: Logger } = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  const logger =
    options.logger ?? createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === 'development' });

  const target = databaseTarget(env);
  const applied = await migrateDatabase(target);
  logger.info({ applied }, `${describeTarget(target)}: ${applied.length} migração(ões) aplicada(s)`);
  const db = connectDb(target);
  const seeded = await seedReferenceData(db);
  logger.info({ seeded }, 'dados de referência conferidos');

  const bot = createBotRuntime({ env, logger });
  const queue = bot.jobs;
  // With Redis, every API process shares the sign-in and sign-up counters (see rate-limit.ts).
  const rateLimitStore = env.REDIS_URL
    ? createRedisRateLimitStore({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, logger })
    : createMemoryRateLimitStore();
  const auth = createAuth({ db, env, queue, rateLimitStore });
  await ensureAdminFromEnv({ auth, db, env, logger });
  await bot.start(jobDefinitions, conversationJobs);
  const sweeper = startTurnSweeper({ queue: bot.conversations, logger });
  // Messages left waiting by the previous run (the in-memory queue loses its jobs on a restart).
  sweeper.sweep({ all: true }).catch((error) => logger.error({ err: error }, 'falha ao retomar turnos'));
  const expiry = startExpiryScheduler({ queue, logger });

  const app = createApp({ env, logger, queue, auth });
  const server = app.listen(env.PORT, env.HOST);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const url = env.PUBLIC_URL ?? `http://localhost:${port}`;

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      logger.info('encerrando: parando de aceitar conexões');
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timeout = new Promise<void>((resolve) =>
        setTimeout(() => {
          logger.warn('tempo de encerramento esgotado: fechando conexões restantes');
          server.closeAllConnections();
          resolve();
        }, env.SHUTDOWN_TIMEOUT_MS).unref(),
      );
      await Promise.race([drained, timeout]);
      expiry.stop();
      sweeper.stop();
      await bot.close();
      await rateLimitStore.close();
      await disconnectDb();
      logger.info('encerrado');
    })();
    return closing;
  };
  return { url, close };
}
