import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { createMemoryQueue } from '#platform/jobs/memory-queue.ts';
import { runnableJob } from '#platform/jobs/test-support.ts';
import { createLogger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import { acceptWebhookBody, replayWebhookInbox } from './webhook-inbox.ts';

// The webhook's fallback path: a queue that fails or hangs sends the body to webhook_inbox, and
// the replay moves it into the queue and empties the table. (tests/faults covers the whole thing
// with a real Redis killed and restarted.)

const logger = createLogger({ level: 'silent', pretty: false });
const healthy = createMemoryQueue({ logger });
afterAll(() => healthy.close());

const body = () => JSON.stringify({ object: 'whatsapp_business_account', entry: [], id: randomUUID() });
const failing: JobQueue = { ...healthy, enqueue: () => Promise.reject(new Error('Redis fora')) };
// A queue behind a connection (isReady) whose Redis hangs without closing the socket.
const hanging: JobQueue = { ...healthy, isReady: () => true, enqueue: () => new Promise<string>(() => {}) };
const knownDown: JobQueue = {
  ...healthy,
  isReady: () => false,
  enqueue: () => Promise.reject(new Error('não devia ser chamado')),
};

const inboxBodies = async (bodies: string[]) =>
  (await db.webhookInbox.findMany({ where: { body: { in: bodies } }, select: { body: true } })).map(
    (r) => r.body,
  );

describe('acceptWebhookBody', () => {
  it('queues the body when the queue takes it, without touching the inbox', async () => {
    const text = body();
    expect(await acceptWebhookBody({ queue: healthy, db, logger, body: text })).toBe('queued');
    expect(await inboxBodies([text])).toEqual([]);
  });

  it('stores the body when the queue fails, hangs past the bound or is known to be down', async () => {
    const texts = [body(), body(), body()];
    // The hanging enqueue never settles: without the bound this would never return.
    const outcomes = [
      await acceptWebhookBody({ queue: failing, db, logger, body: texts[0]! }),
      await acceptWebhookBody({ queue: hanging, db, logger, body: texts[1]!, timeoutMs: 50 }),
      await acceptWebhookBody({ queue: knownDown, db, logger, body: texts[2]! }),
    ];
    expect(outcomes).toEqual(['stored', 'stored', 'stored']);
    expect((await inboxBodies(texts)).sort()).toEqual([...texts].sort());
  });
});

describe('replayWebhookInbox', () => {
  it('queues every stored body once, oldest first, and empties the inbox', async () => {
    const texts = [body(), body()];
    for (const text of texts) await acceptWebhookBody({ queue: failing, db, logger, body: text });
    const queued: string[] = [];
    const recording: JobQueue = {
      ...healthy,
      async enqueue(_def, payload) {
        queued.push((payload as { body: string }).body);
        return 'id';
      },
    };

    await replayWebhookInbox({ queue: recording, db, logger });
    await replayWebhookInbox({ queue: recording, db, logger });

    expect(queued.filter((text) => texts.includes(text))).toEqual(texts);
    expect(await db.webhookInbox.count()).toBe(0);
  });

  it('keeps the bodies when the queue is still down', async () => {
    const text = body();
    await acceptWebhookBody({ queue: failing, db, logger, body: text });
    await expect(replayWebhookInbox({ queue: failing, db, logger })).rejects.toThrow('Redis fora');
    expect(await inboxBodies([text])).toEqual([text]);
    await replayWebhookInbox({ queue: healthy, db, logger });
    expect(await inboxBodies([text])).toEqual([]);
  });
});

// Keeps the memory queue's worker from warning about an unknown job when it drains the replays.
const noop = runnableJob({
  name: 'whatsapp.webhook',
  schema: z.object({ body: z.string() }),
  handler: async () => {},
});
await healthy.start([noop]);
