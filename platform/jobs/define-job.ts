import { z } from 'zod';
import type { Logger } from '#platform/logger.ts';

export type Backoff = { type: 'exponential' | 'fixed'; delayMs: number };

export type JobContext = {
  /** The queue's id for this job: stable across retries, so handlers can use it as an idempotency key. */
  jobId: string;
  /** 1 on the first run, 2 on the first retry... */
  attempt: number;
  logger: Logger;
};

/**
 * What a job is: its name, its payload's schema and its retry policy. Enqueueing needs only this,
 * so code that enqueues never imports what the handler needs (the WhatsApp sender, the model).
 */
export type JobDefinition<Schema extends z.ZodType = z.ZodType> = {
  name: string;
  schema: Schema;
  attempts: number;
  backoff: Backoff;
};

export type JobHandler<Def extends JobDefinition> = (
  payload: z.output<Def['schema']>,
  ctx: JobContext,
) => Promise<void>;

/** A definition paired with its handler by the composition root (server/job-registry.ts). */
export type RunnableJob<Schema extends z.ZodType = z.ZodType> = JobDefinition<Schema> & {
  // Method syntax on purpose: it keeps jobs with different payloads assignable to one
  // RunnableJob[] (the registry), which a function-typed property would reject.
  handler(payload: z.output<Schema>, ctx: JobContext): Promise<void>;
};

/** Thrown when a payload does not match its job's schema; nothing is enqueued. */
export class JobPayloadError extends Error {
  readonly jobName: string;

  constructor(jobName: string, error: z.ZodError) {
    // Issue paths and messages only: zod's messages do not echo the input, which may hold personal data.
    super(`payload inválido para o job "${jobName}":\n${z.prettifyError(error)}`);
    this.name = 'JobPayloadError';
    this.jobName = jobName;
  }
}

/**
 * Thrown by a handler (or by the queue) when trying again cannot help: the job fails at once,
 * whatever attempts remain.
 */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

// Names become part of queue job ids (`<name>/<jobId>`) and of log lines.
const jobNamePattern = /^[a-z][a-z0-9-]*(\.[a-z][a-z0-9-]*)*$/;

export function defineJob<Schema extends z.ZodType>(options: {
  name: string;
  schema: Schema;
  attempts?: number;
  backoff?: Backoff;
}): JobDefinition<Schema> {
  if (!jobNamePattern.test(options.name)) {
    throw new Error(`nome de job inválido "${options.name}": use kebab-case, com pontos entre partes`);
  }
  const attempts = options.attempts ?? 5;
  if (!Number.isInteger(attempts) || attempts < 1)
    throw new Error(`job ${options.name}: attempts deve ser >= 1`);
  return {
    name: options.name,
    schema: options.schema,
    attempts,
    backoff: options.backoff ?? { type: 'exponential', delayMs: 1000 },
  };
}

export function handleJob<Schema extends z.ZodType>(
  definition: JobDefinition<Schema>,
  handler: JobHandler<JobDefinition<Schema>>,
): RunnableJob<Schema> {
  return { ...definition, handler };
}

/**
 * Validates a payload as the handler will receive it. Both drivers store payloads as JSON, so
 * the check runs on the JSON round-trip: a Date or a Map that would reach the handler as
 * something else is rejected here, at enqueue, instead of failing every attempt later.
 */
export function serializePayload(def: JobDefinition, payload: unknown): unknown {
  // A flat object of strings, finite numbers, booleans and nulls survives JSON as it is: skipping
  // the round trip spares the webhook's acknowledgement a stringify and a parse of the whole body.
  const json =
    payload === undefined
      ? undefined
      : isFlatJson(payload)
        ? { ...(payload as object) }
        : JSON.parse(JSON.stringify(payload));
  const result = def.schema.safeParse(json);
  if (!result.success) throw new JobPayloadError(def.name, result.error);
  return json;
}

function isFlatJson(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  for (const item of Object.values(value)) {
    const kind = typeof item;
    if (item === null || kind === 'string' || kind === 'boolean') continue;
    if (kind === 'number' && Number.isFinite(item)) continue;
    return false;
  }
  return true;
}

/** Same formula as BullMQ's built-in strategies, so both drivers wait the same between attempts. */
export function backoffDelayMs(backoff: Backoff, attemptsMade: number): number {
  if (backoff.type === 'fixed') return backoff.delayMs;
  return Math.round(2 ** (attemptsMade - 1) * backoff.delayMs);
}
