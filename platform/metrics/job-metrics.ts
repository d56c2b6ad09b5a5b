import { PermanentJobError, type RunnableJob } from '#platform/jobs/define-job.ts';
import { jobDuration } from './metrics.ts';

// Times every attempt of every job the worker runs, by name and outcome. Wrapping the definitions
// the worker starts with keeps the queue drivers (memory and BullMQ) unaware of metrics.

export function withJobMetrics(def: RunnableJob): RunnableJob {
  return {
    ...def,
    async handler(payload, ctx) {
      const started = performance.now();
      let outcome = 'completed';
      try {
        await def.handler(payload, ctx);
      } catch (error) {
        outcome = error instanceof PermanentJobError || ctx.attempt >= def.attempts ? 'failed' : 'retried';
        throw error;
      } finally {
        jobDuration.observe({ job: def.name, outcome }, (performance.now() - started) / 1000);
      }
    },
  };
}

export function withJobsMetrics(defs: readonly RunnableJob[]): RunnableJob[] {
  return defs.map(withJobMetrics);
}
