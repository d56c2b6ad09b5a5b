import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Env } from '#platform/config/env.ts';
import { errorHandler } from '#platform/http/error-handler.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import { metricsRoutes } from './routes.ts';

// A worker process (PROCESS_ROLE=worker) serves nothing else, but its jobs, turns, model calls
// and sends are observed in its own registry: this serves that registry on METRICS_PORT, under the
// same rule as the API's /metrics (loopback, or METRICS_TOKEN as a Bearer credential).

export async function serveWorkerMetrics(options: {
  env: Pick<Env, 'METRICS_PORT' | 'METRICS_TOKEN' | 'HOST' | 'TRUST_PROXY'>;
  queue: JobQueue;
  logger: Logger;
}): Promise<{ port: number; close(): Promise<void> }> {
  const { env, logger } = options;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(metricsRoutes({ env, queue: options.queue }));
  app.use((_req, res) => {
    res.status(404).json({ error: 'Não encontrado' });
  });
  app.use(errorHandler(logger));
  const server = app.listen(env.METRICS_PORT, env.HOST);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  logger.info({ port }, 'métricas do worker em /metrics');
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
