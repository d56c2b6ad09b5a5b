import type { Auth } from '#api/auth/auth.ts';
import type { Env } from '#platform/config/env.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';

/** What the composition root (server/routes.ts) hands every feature's router. */
export type RouteDeps = { env: Env; logger: Logger; auth: Auth; queue: JobQueue };
