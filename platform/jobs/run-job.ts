import { runWithContext } from '#platform/http/request-context.ts';
import type { Logger } from '#platform/logger.ts';
import {
  type Backoff,
  backoffDelayMs,
  JobPayloadError,
  PermanentJobError,
  type RunnableJob,
} from './define-job.ts';

export type JobRun = {
  id: string;
  name: string;
  data: unknown;
  /** Failed attempts before this one. */
  attemptsMade: number;
  attempts: number;
  backoff: Backoff;
};

/**
 * One attempt of one job. Both drivers call this, so validation, log context and failure logs are
 * the same whichever runs. Rethrows the handler's error; a PermanentJobError means "do not retry".
 */
export function runJob(def: RunnableJob | undefined, run: JobRun, logger: Logger): Promise<void> {
  const attempt = run.attemptsMade + 1;
  // Job id, name and attempt reach every log line (ours and the handler's) through the context
  // mixin; a child logger per job would cost more than a webhook acknowledgement (bench/webhook).
  return runWithContext({ jobId: run.id, job: run.name, attempt }, async () => {
    try {
      if (!def) throw new PermanentJobError(`nenhum handler registrado para o job "${run.name}"`);
      const parsed = def.schema.safeParse(run.data);
      // It passed at enqueue, so the schema changed since: no retry will make it pass.
      if (!parsed.success) throw new PermanentJobError(new JobPayloadError(def.name, parsed.error).message);
      await def.handler(parsed.data, { jobId: run.id, attempt, logger });
    } catch (error) {
      // Never the payload: it may hold personal data. Name, id and attempt are enough to find it.
      if (!(error instanceof PermanentJobError) && attempt < run.attempts) {
        const retryInMs = backoffDelayMs(run.backoff, attempt);
        logger.warn({ err: error, attempts: run.attempts, retryInMs }, 'job falhou; nova tentativa agendada');
      } else {
        logger.error({ err: error, attempts: run.attempts }, 'job falhou e não será tentado de novo');
      }
      throw error;
    }
  });
}
