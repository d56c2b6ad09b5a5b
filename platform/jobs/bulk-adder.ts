import type { JobsOptions, Queue } from 'bullmq';

// Jobs added in the same turn of the event loop reach Redis together, in one addBulk (one round
// trip, one MULTI) rather than one command each: a burst of webhook acknowledgements then costs
// Redis and the event loop a fraction of the per-job price (bench/webhook). Each caller still
// waits until its own job is stored, so nothing is acknowledged before it is safe.

type Pending = {
  name: string;
  data: unknown;
  opts: JobsOptions;
  resolve: (id: string) => void;
  reject: (error: unknown) => void;
};

export function createBulkAdder(
  queue: Queue,
): (name: string, data: unknown, opts: JobsOptions) => Promise<string> {
  let pending: Pending[] = [];

  async function flush() {
    const batch = pending;
    pending = [];
    try {
      const jobs = await queue.addBulk(batch.map(({ name, data, opts }) => ({ name, data, opts })));
      // BullMQ sets an id on every job it stores (the existing one for a duplicate jobId).
      for (const [i, entry] of batch.entries()) entry.resolve(jobs[i]!.id!);
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  return (name, data, opts) =>
    new Promise<string>((resolve, reject) => {
      pending.push({ name, data, opts, resolve, reject });
      if (pending.length === 1) setImmediate(flush);
    });
}
