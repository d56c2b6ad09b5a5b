import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { startHumanModeScheduler } from '#api/atendimento/human-mode-sweep.ts';
import { ensureAdminFromEnv } from '#api/auth/admin-account.ts';
import { createAuth } from '#api/auth/auth.ts';
import { createMemoryRateLimitStore, createRedisRateLimitStore } from '#api/auth/rate-limit.ts';
import { startRatingScheduler } from '#api/avaliacoes/rating-scheduler.ts';
import { startExpiryScheduler } from '#api/desejos/expiry-scheduler.ts';
import { startRetentionScheduler } from '#api/privacidade/retention.ts';
import { startTurnSweeper } from '#bot/conversation/sweeper.ts';
import { openRedisBroadcast } from '#platform/broadcast.ts';
import { type Env, loadEnv } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { createLogger, type Logger } from '#platform/logger.ts';
import { serveWorkerMetrics } from '#platform/metrics/worker-metrics-server.ts';
import { botConfigCache } from '#prisma/bot-config-cache.ts';
import { connectDb, type Db, disconnectDb } from '#prisma/client.ts';
import { databaseTarget, describeTarget } from '#prisma/database.ts';
import { migrateDatabase } from '#prisma/migrate/deploy.ts';
import { seedReferenceData } from '#prisma/seed/reference-data.ts';
import { conversationJobs, generalJobs } from '#server/job-registry.ts';
import { createProcessRuntime } from '#server/runtime.ts';
import { DEFAULT_BOT_FUNCTIONS } from '#tools/bot-functions.ts';
import { createApp } from './app.ts';

export type RunningServer = { url: string; close(): Promise<void> };

/**
 * Migrates, seeds reference data, then runs what PROCESS_ROLE asks: the site and API ('api'), the
 * job and conversation workers with their schedulers ('worker'), or both ('all', the default).
 */
export async function startServer(options: { env?: Env; logger?: Logger } = {}): Promise<RunningServer> {
  const env = options.env ?? loadEnv();
  const logger =
    options.logger ?? createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV === 'development' });
  const servesHttp = env.PROCESS_ROLE !== 'worker';
  const runsWorkers = env.PROCESS_ROLE !== 'api';

  const target = databaseTarget(env);
  const applied = await migrateDatabase(target);
  logger.info({ applied }, `${describeTarget(target)}: ${applied.length} migração(ões) aplicada(s)`);
  const db = connectDb(target);
  const seeded = await seedReferenceData(db, { botFunctions: DEFAULT_BOT_FUNCTIONS });
  logger.info({ seeded }, 'dados de referência conferidos');

  // With Redis the API and the workers may be separate processes: a save of /gestao in one drops
  // the bot_config the others keep for their turns.
  const configBroadcast = env.REDIS_URL
    ? await openRedisBroadcast({ redisUrl: env.REDIS_URL, channel: `${env.REDIS_PREFIX}:bot-config`, logger })
    : undefined;
  const disconnectConfig = configBroadcast && botConfigCache.connect(configBroadcast);
  // An 'api' process only enqueues: its queues never start a worker.
  const bot = createProcessRuntime({ env, logger });
  const workers = runsWorkers ? await startWorkers(bot, env, logger) : undefined;
  const http = servesHttp ? await serveHttp(bot.jobs, db, env, logger) : undefined;
  // A worker's own figures (jobs, turns, model calls, sends) are only in its registry.
  const workerMetrics = servesHttp ? undefined : await serveWorkerMetrics({ env, queue: bot.jobs, logger });
  const url = http?.url ?? `(worker: /metrics na porta ${workerMetrics?.port})`;
  logger.info({ role: env.PROCESS_ROLE }, `processo ${env.PROCESS_ROLE} pronto`);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await http?.close();
      await workerMetrics?.close();
      workers?.stop();
      await bot.close();
      disconnectConfig?.();
      await configBroadcast?.close();
      await http?.closeStores();
      await disconnectDb();
      logger.info('encerrado');
    })();
    return closing;
  };
  return { url, close };
}

async function startWorkers(bot: ReturnType<typeof createProcessRuntime>, env: Env, logger: Logger) {
  await bot.start(generalJobs, conversationJobs);
  const sweeper = startTurnSweeper({ queue: bot.conversations, logger });
  // Messages left waiting by the previous run whose turn job is gone (a Redis restarted empty, or
  // queues without a store); queued turns come back on their own (queued_jobs, Redis).
  sweeper.sweep({ all: true }).catch((error) => logger.error({ err: error }, 'falha ao retomar turnos'));
  // The schedulers enqueue under time-bucket ids, so several workers never double-run them.
  const expiry = startExpiryScheduler({ queue: bot.jobs, logger });
  const humanMode = startHumanModeScheduler({
    queue: bot.jobs,
    logger,
    timeoutHours: env.HUMAN_MODE_TIMEOUT_HOURS,
  });
  const ratings = startRatingScheduler({
    queue: bot.jobs,
    logger,
    intervalMs: env.RATING_SWEEP_SECONDS * 1000,
  });
  const retention = startRetentionScheduler({
    queue: bot.jobs,
    logger,
    retentionDays: env.CONVERSATION_RETENTION_DAYS,
  });
  return {
    stop() {
      expiry.stop();
      humanMode.stop();
      ratings.stop();
      retention.stop();
      sweeper.stop();
    },
  };
}

async function serveHttp(queue: JobQueue, db: Db, env: Env, logger: Logger) {
  // With Redis, every API process shares the sign-in and sign-up counters (see rate-limit.ts).
  const rateLimitStore = env.REDIS_URL
    ? createRedisRateLimitStore({ redisUrl: env.REDIS_URL, prefix: env.REDIS_PREFIX, logger })
    : createMemoryRateLimitStore();
  const auth = createAuth({ db, env, queue, rateLimitStore });
  await ensureAdminFromEnv({ auth, db, env, logger });
  const app = createApp({ env, logger, queue, auth });
  const server = app.listen(env.PORT, env.HOST);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: env.PUBLIC_URL ?? `http://localhost:${port}`,
    /** Stops accepting connections and waits for in-flight requests, up to SHUTDOWN_TIMEOUT_MS. */
    async close() {
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
    },
    closeStores: () => rateLimitStore.close(),
  };
}
