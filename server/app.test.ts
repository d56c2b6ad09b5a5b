import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Auth, createAuth } from '#api/auth/auth.ts';
import { parseEnv } from '#platform/config/env.ts';
import { createJobQueue } from '#platform/jobs/create-queue.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { db } from '#prisma/client.ts';
import { createApp } from './app.ts';

// The app as the server builds it, on this worker's real database and the queue driver the
// environment selects (in-process, or BullMQ when REDIS_URL is set).

const logger = pino({ level: 'silent' });
const env = parseEnv({ ...process.env, AUTH_SECRET: 'x'.repeat(40), ADMIN_PASSWORD: 'segredo-do-admin' });
let queue: JobQueue;
let auth: Auth;
let siteDir: string;

beforeAll(async () => {
  queue = createJobQueue({ redisUrl: process.env.REDIS_URL, prefix: `${env.REDIS_PREFIX}:app`, logger });
  await queue.start([]);
  auth = createAuth({ db, env, queue });
  siteDir = await mkdtemp(join(tmpdir(), 'site-'));
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>site</title><div id="root"></div>');
});

afterAll(async () => {
  await queue.close();
  await rm(siteDir, { recursive: true, force: true });
});

describe('createApp', () => {
  it('reports a healthy database and queue', async () => {
    const res = await request(createApp({ env, logger, auth, queue })).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'ok',
      database: { ok: true, kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' },
      queue: { ok: true, driver: process.env.REDIS_URL ? 'bullmq' : 'memory' },
    });
  });

  it('answers 503 when the queue cannot reach Redis', async () => {
    const unreachable = createJobQueue({ redisUrl: 'redis://127.0.0.1:1', prefix: 'nenhum', logger });
    try {
      const res = await request(createApp({ env, logger, auth, queue: unreachable })).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ status: 'degraded', database: { ok: true }, queue: { ok: false } });
    } finally {
      await unreachable.close();
    }
  });

  it('answers unknown API paths with a JSON 404, never the site', async () => {
    const res = await request(createApp({ env, logger, auth, queue, siteDir })).get('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Rota não encontrada.', code: 'NOT_FOUND' });
  });

  it('serves the site with SPA fallback for client routes', async () => {
    const res = await request(createApp({ env, logger, auth, queue, siteDir })).get('/minha-conta/dashboard');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers and a request id', async () => {
    const res = await request(createApp({ env, logger, auth, queue })).get('/api/public/config');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toMatch(/\S{8,}/);
  });

  it('exposes the public configuration and no secret', async () => {
    const res = await request(createApp({ env, logger, auth, queue })).get('/api/public/config');
    expect(res.body).toEqual({
      productName: env.PRODUCT_NAME,
      companyName: env.COMPANY_NAME,
      companyCnpj: env.COMPANY_CNPJ,
      supportWhatsapp: env.SUPPORT_WHATSAPP,
    });
    expect(res.text).not.toContain('x'.repeat(40));
    expect(res.text).not.toContain('segredo-do-admin');
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await request(createApp({ env, logger, auth, queue }))
      .post('/api/qualquer')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ texto: 'a'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
