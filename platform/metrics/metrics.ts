import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { createRegistry } from './registry.ts';

// Every metric the product exposes on /metrics, in one place: the code that observes them imports
// these objects, and the README lists them from here. One registry per process; several API
// processes are scraped one by one (the instance label is Prometheus's job).

export const metrics = createRegistry();

/** By method, Express route pattern (never the raw URL: ids and tokens stay out) and status class. */
export const httpDuration = metrics.histogram({
  name: 'http_request_duration_seconds',
  help: 'Duração das requisições HTTP por método, rota (padrão do Express) e classe de status.',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
});

/** One attempt of a job: completed, retried (failed, another attempt comes) or failed (final). */
export const jobDuration = metrics.histogram({
  name: 'job_duration_seconds',
  help: 'Duração de cada tentativa de job por nome e resultado (completed, retried, failed).',
  labelNames: ['job', 'outcome'],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
});

/** A model call of a conversation turn, whatever its outcome (ok, erro_modelo, tempo_esgotado). */
export const modelDuration = metrics.histogram({
  name: 'model_request_duration_seconds',
  help: 'Duração das chamadas ao modelo por turno, por resultado (ok, erro_modelo, tempo_esgotado).',
  labelNames: ['outcome'],
  buckets: [0.25, 0.5, 1, 2, 4, 8, 15, 30, 60],
});

export const modelErrors = metrics.counter({
  name: 'model_errors_total',
  help: 'Turnos em que o modelo falhou, por motivo (erro_modelo, tempo_esgotado).',
  labelNames: ['reason'],
});

/** Every turn the guided questionnaire answered, sem_modelo included. */
export const fallbackTurns = metrics.counter({
  name: 'agent_fallback_turns_total',
  help: 'Turnos respondidos pelo modo guiado, por motivo (sem_modelo, erro_modelo, tempo_esgotado).',
  labelNames: ['reason'],
});

/**
 * sent: it went out (the simulator's included); retried: a try failed with a retryable error (429,
 * 5xx, network), so another is scheduled unless attempts ran out; failed: given up (refused by
 * WhatsApp, or out of attempts).
 */
export const outboundMessages = metrics.counter({
  name: 'whatsapp_outbound_messages_total',
  help: 'Mensagens enviadas ao WhatsApp por status (sent, retried, failed) e transporte.',
  labelNames: ['status', 'transport'],
});

// The bot runtime registers its two queues when built (platform/runtime.ts); an app built on a bare
// queue (some tests) has that one read instead.
let runtimeQueues: Record<string, JobQueue> | undefined;
let appQueues: Record<string, JobQueue> = {};

/** Called by the bot runtime with its queues, and with undefined when it closes. */
export function setRuntimeQueues(queues: Record<string, JobQueue> | undefined): void {
  runtimeQueues = queues;
}

export function setAppQueues(queues: Record<string, JobQueue>): void {
  appQueues = queues;
}

const currentQueues = () => runtimeQueues ?? appQueues;

// Read at scrape time from the queues themselves (memory or BullMQ): a count kept on the side would
// drift across processes sharing one Redis. Unknown counts (Redis down) are left out, not zeroed.
metrics.gauge({
  name: 'job_queue_depth',
  help: 'Jobs na fila por fila e estado (waiting, active, delayed), lidos no momento da coleta.',
  labelNames: ['queue', 'state'],
  async collect() {
    const entries = await Promise.all(
      Object.entries(currentQueues()).map(async ([queue, jobs]) => ({
        queue,
        stats: await jobs.stats().catch(() => null),
      })),
    );
    return entries.flatMap(({ queue, stats }) =>
      (['waiting', 'active', 'delayed'] as const).map((state) => ({
        labels: { queue, state },
        value: stats ? stats[state] : null,
      })),
    );
  },
});

// The process's own memory, for spotting a leak from a dashboard: RSS moves by tens of percent
// with each garbage collection, heap used after one does not.
metrics.gauge({
  name: 'process_resident_memory_bytes',
  help: 'Memória residente (RSS) do processo, em bytes.',
  labelNames: [],
  async collect() {
    return [{ labels: {}, value: process.memoryUsage.rss() }];
  },
});

metrics.gauge({
  name: 'nodejs_heap_used_bytes',
  help: 'Heap do V8 em uso, em bytes.',
  labelNames: [],
  async collect() {
    return [{ labels: {}, value: process.memoryUsage().heapUsed }];
  },
});
