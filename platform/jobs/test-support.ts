import type { z } from 'zod';
import { type Backoff, defineJob, handleJob, type JobContext, type RunnableJob } from './define-job.ts';

/** A job defined and handled in one call: for tests of the queues, which need throwaway jobs. */
export function runnableJob<Schema extends z.ZodType>(options: {
  name: string;
  schema: Schema;
  handler: (payload: z.output<Schema>, ctx: JobContext) => Promise<void>;
  attempts?: number;
  backoff?: Backoff;
}): RunnableJob<Schema> {
  const { handler, ...definition } = options;
  return handleJob(defineJob(definition), handler);
}
