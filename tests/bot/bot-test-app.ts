import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { createAuth } from '#api/auth/auth.ts';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { createMemoryRateLimitStore } from '#api/auth/rate-limit.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import type { SimulatorThreadMessage } from '#domain/admin/simulator-schemas.ts';
import { db } from '#prisma/client.ts';
import { createApp } from '#server/app.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';

// The whole HTTP app on a started bot runtime, as the journey suites drive it: webhooks in,
// simulator and admin routes, the real queues (BullMQ with REDIS_URL).

export type BotTestApp = {
  bot: BotTestRuntime;
  app: ReturnType<typeof createApp>;
  /** Creates an admin and returns its session cookie. */
  adminCookie(): Promise<string>;
  /** Creates an admin and returns the simulator API as that admin. */
  signedInSimulator(): Promise<SimulatorApi>;
};

/** /api/admin/simulator/messages as a signed-in admin uses it. */
export type SimulatorApi = {
  /** A text from `telefone` (as `nome`, if given), accepted for its turn. */
  send(telefone: string, texto: string, nome?: string): Promise<{ conversationId: string }>;
  /** Every message of the phone's simulated conversation, oldest first. */
  thread(telefone: string): Promise<SimulatorThreadMessage[]>;
};

function simulatorApi(app: BotTestApp['app'], cookie: string): SimulatorApi {
  return {
    async send(telefone, texto, nome) {
      const res = await request(app)
        .post('/api/admin/simulator/messages')
        .set('Origin', testOrigin)
        .set('Cookie', cookie)
        .send({ telefone, texto, ...(nome ? { nome } : {}) });
      expect(res.status).toBe(202);
      return res.body;
    },
    async thread(telefone) {
      const res = await request(app)
        .get(`/api/admin/simulator/messages?telefone=${telefone}`)
        .set('Origin', testOrigin)
        .set('Cookie', cookie);
      expect(res.status).toBe(200);
      return res.body.messages;
    },
  };
}

export async function startBotTestApp(env: Record<string, string>): Promise<BotTestApp> {
  const bot = await startBotTestRuntime({ env });
  const auth = createAuth({
    db,
    env: bot.env,
    queue: bot.runtime.jobs,
    rateLimitStore: createMemoryRateLimitStore(),
  });
  const app = createApp({ env: bot.env, logger: bot.runtime.logger, auth, queue: bot.runtime.jobs });
  return {
    bot,
    app,
    adminCookie: async () => (await signedInAdmin(auth)).cookie,
    signedInSimulator: async () => simulatorApi(app, (await signedInAdmin(auth)).cookie),
  };
}

/**
 * For a journey file: a bot with no model (the guided conversation answers) on the simulator
 * transport, started before the file's tests and closed after them, and the simulator API as a
 * signed-in admin. Read `bot` and `simulator` inside tests.
 */
export function simulatorBotForFile() {
  let started: { bot: BotTestRuntime; simulator: SimulatorApi } | undefined;
  beforeAll(async () => {
    const { bot, signedInSimulator } = await startBotTestApp({ WHATSAPP_TRANSPORT: 'simulator' });
    started = { bot, simulator: await signedInSimulator() };
  });
  afterAll(async () => {
    await started?.bot.close();
  });
  const get = () => {
    if (!started) throw new Error('o bot ainda não foi iniciado: use-o dentro de um teste');
    return started;
  };
  return {
    get bot() {
      return get().bot;
    },
    get simulator() {
      return get().simulator;
    },
  };
}
