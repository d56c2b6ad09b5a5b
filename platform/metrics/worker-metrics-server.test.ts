import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testAuthEnv } from '#api/auth/auth-test-client.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { runnableJob } from '#platform/jobs/test-support.ts';
import { withJobMetrics } from './job-metrics.ts';
import { serveWorkerMetrics } from './worker-metrics-server.ts';

// A worker process (PROCESS_ROLE=worker) has no site or API: its own jobs are scraped from
// METRICS_PORT, under the same access rule as the API's /metrics.

let bot: BotTestRuntime;
const servers: Array<{ close(): Promise<void> }> = [];

beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await bot.close();
});

async function workerMetrics(env: Record<string, string> = {}) {
  const server = await serveWorkerMetrics({
    env: { ...testAuthEnv(env), METRICS_PORT: 0, HOST: '127.0.0.1' },
    queue: bot.runtime.jobs,
    logger: bot.runtime.logger,
  });
  servers.push(server);
  return `http://127.0.0.1:${server.port}`;
}

describe('worker /metrics', () => {
  it("serves the jobs this process ran, its queues' depth and its memory", async () => {
    const job = withJobMetrics(
      runnableJob({ name: 'teste.worker-metricas', schema: z.object({}), handler: async () => {} }),
    );
    await job.handler({}, { jobId: 'w1', attempt: 1, logger: bot.runtime.logger });

    const res = await fetch(`${await workerMetrics()}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/job_duration_seconds_count\{job="teste.worker-metricas",outcome="completed"\} 1/);
    expect(text).toContain('job_queue_depth{queue="conversations",state="waiting"}');
    expect(text).toMatch(/process_resident_memory_bytes [1-9]\d+/);
    expect(text).toMatch(/nodejs_heap_used_bytes [1-9]\d+/);
  });

  it('asks for the token when one is set, and serves nothing else', async () => {
    const token = 'token-de-metricas-do-worker';
    const base = await workerMetrics({ METRICS_TOKEN: token });
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
    const authorized = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(authorized.status).toBe(200);
    expect((await fetch(`${base}/api/health`)).status).toBe(404);
  });
});
