import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAuth } from '#api/auth/auth.ts';
import { testAuthEnv } from '#api/auth/auth-test-client.ts';
import { createMemoryRateLimitStore } from '#api/auth/rate-limit.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { PermanentJobError } from '#platform/jobs/define-job.ts';
import { runnableJob } from '#platform/jobs/test-support.ts';
import { db } from '#prisma/client.ts';
import { createApp } from '#server/app.ts';
import { withJobMetrics } from './job-metrics.ts';
import { metrics } from './metrics.ts';

// GET /metrics on the real app and the bot runtime's real queues (BullMQ when REDIS_URL is set):
// route patterns instead of URLs, queue depth read at scrape time, and who may read it.

let bot: BotTestRuntime;

function appWith(env: Record<string, string> = {}) {
  const appEnv = testAuthEnv(env);
  const auth = createAuth({
    db,
    env: appEnv,
    queue: bot.runtime.jobs,
    rateLimitStore: createMemoryRateLimitStore(),
  });
  return createApp({ env: appEnv, logger: bot.runtime.logger, auth, queue: bot.runtime.jobs });
}

// Not started: an enqueued job stays where it is, so the depth read is exact.
beforeAll(async () => {
  bot = await startBotTestRuntime({ start: false });
});

afterAll(async () => {
  await bot.close();
});

const parkedJob = runnableJob({ name: 'teste.metricas', schema: z.object({}), handler: async () => {} });

describe('GET /metrics', () => {
  it('times requests by route pattern and status class, never by the raw URL', async () => {
    const app = appWith();
    expect((await request(app).get('/api/estados/RO/cidades')).status).toBe(200);
    const res = await request(app).get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(res.text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/estados\/:sigla\/cidades",status="2xx"\} [1-9]/,
    );
    expect(res.text).not.toContain('/RO/');
  });

  it('reads each queue depth when scraped', async () => {
    await bot.runtime.conversations.enqueue(parkedJob, {}, { delayMs: 60_000 });
    await bot.runtime.jobs.enqueue(parkedJob, {});
    const res = await request(appWith()).get('/metrics');
    expect(res.text).toContain('job_queue_depth{queue="conversations",state="delayed"} 1');
    expect(res.text).toContain('job_queue_depth{queue="jobs",state="waiting"} 1');
    expect(res.text).toContain('job_queue_depth{queue="jobs",state="active"} 0');
  });

  it('answers 403 to a client outside this machine when no token is configured', async () => {
    // Through the local reverse proxy: the real client address comes in X-Forwarded-For.
    const res = await request(appWith()).get('/metrics').set('X-Forwarded-For', '203.0.113.7');
    expect(res.status).toBe(403);
  });

  it('with METRICS_TOKEN, asks everyone for the Bearer token', async () => {
    const app = appWith({ METRICS_TOKEN: 'token-de-metricas-123456' });
    expect((await request(app).get('/metrics')).status).toBe(403);
    expect((await request(app).get('/metrics').set('Authorization', 'Bearer errado')).status).toBe(403);
    const ok = await request(app)
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Authorization', 'Bearer token-de-metricas-123456');
    expect(ok.status).toBe(200);
    expect(ok.text).toContain('# TYPE job_queue_depth gauge');
  });
});

describe('job durations', () => {
  it('are observed per job name and outcome: completed, retried, failed', async () => {
    const ctx = { jobId: '1', attempt: 1, logger: bot.runtime.logger };
    const ok = withJobMetrics(
      runnableJob({ name: 'teste.ok', schema: z.object({}), handler: async () => {} }),
    );
    await ok.handler({}, ctx);
    const flaky = withJobMetrics(
      runnableJob({
        name: 'teste.falha',
        schema: z.object({}),
        attempts: 2,
        handler: async () => {
          throw new Error('falhou');
        },
      }),
    );
    await expect(flaky.handler({}, ctx)).rejects.toThrow('falhou');
    await expect(flaky.handler({}, { ...ctx, attempt: 2 })).rejects.toThrow('falhou');
    const permanent = withJobMetrics(
      runnableJob({
        name: 'teste.permanente',
        schema: z.object({}),
        handler: async () => {
          throw new PermanentJobError('não adianta');
        },
      }),
    );
    await expect(permanent.handler({}, ctx)).rejects.toThrow('não adianta');
    const text = await metrics.render();
    expect(text).toContain('job_duration_seconds_count{job="teste.ok",outcome="completed"} 1');
    expect(text).toContain('job_duration_seconds_count{job="teste.falha",outcome="retried"} 1');
    expect(text).toContain('job_duration_seconds_count{job="teste.falha",outcome="failed"} 1');
    expect(text).toContain('job_duration_seconds_count{job="teste.permanente",outcome="failed"} 1');
  });
});
