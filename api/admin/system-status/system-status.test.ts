import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { testAuthEnv, testOrigin } from '#api/auth/auth-test-client.ts';
import { db, type Prisma } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp, randomMobile } from '#tests/factories/shops.ts';
import { readSystemStatus } from './system-status.ts';

// The system-status function through the app (admin only, GET and POST), and its reads against
// messages placed ahead of everything else in this worker's database, at a controlled clock.

const test = createTestApp();

const adminCookie = async () => (await signedInAdmin(test.auth)).cookie;

// Rows dated in the future are the latest of the database whatever other files wrote.
let base = Date.now() + 24 * 3600_000;
function laterBase(): number {
  base += 3600_000;
  return base;
}

async function conversation() {
  return db.whatsappConversation.create({ data: { phone_number: randomMobile() }, select: { id: true } });
}

async function message(
  conversationId: string,
  direction: 'inbound' | 'outbound',
  at: number,
  metadata?: Record<string, unknown>,
) {
  await db.whatsappMessage.create({
    data: {
      conversation_id: conversationId,
      direction,
      message_text: 'oi',
      status: direction === 'inbound' ? 'processed' : 'simulado',
      timestamp: new Date(at),
      created_at: new Date(at),
      ...(metadata ? { metadata: metadata as Prisma.InputJsonObject } : {}),
    },
  });
}

type Service = { name: string; status: string; message: string };
const byName = (services: Service[], name: string) => services.find((s) => s.name === name);

describe('GET/POST /api/admin/system-status', () => {
  // Signing an admin in hashes passwords: slow on a busy machine, hence the longer limit.
  it('answers an admin with the four services, and refuses anyone else', { timeout: 60_000 }, async () => {
    expect((await request(test.app).get('/api/admin/system-status').set('Origin', testOrigin)).status).toBe(
      401,
    );

    const cookie = await adminCookie();
    const got = await request(test.app)
      .get('/api/admin/system-status')
      .set('Origin', testOrigin)
      .set('Cookie', cookie);
    expect(got.status).toBe(200);
    expect(got.body.services.map((s: { name: string }) => s.name)).toEqual([
      'Database',
      'WhatsApp API',
      'AI Service',
      'Bot Response',
    ]);
    for (const service of got.body.services) {
      expect(['online', 'degraded', 'offline']).toContain(service.status);
      expect(typeof service.message).toBe('string');
      expect(Number.isNaN(Date.parse(service.lastCheck))).toBe(false);
    }
    expect(byName(got.body.services, 'Database')).toMatchObject({ status: 'online' });
    // No Cloud API credentials in the seed: offline, and `auto` falls back to the simulator.
    const whatsapp = byName(got.body.services, 'WhatsApp API');
    expect(whatsapp).toMatchObject({ status: 'offline' });
    expect(whatsapp?.message).toContain('simulador');
    // No OPENAI_API_KEY in the test environment: the guided fallback answers.
    expect(byName(got.body.services, 'AI Service')).toMatchObject({ status: 'degraded' });

    const posted = await request(test.app)
      .post('/api/admin/system-status')
      .set('Origin', testOrigin)
      .set('Cookie', cookie)
      .send({});
    expect(posted.status).toBe(200);
    expect(posted.body.services).toHaveLength(4);
  });
});

describe('readSystemStatus', () => {
  const env = testAuthEnv({ OPENAI_API_KEY: 'sk-teste' });

  it('measures Bot Response from the latest inbound to the next outbound of its conversation', async () => {
    const { id } = await conversation();
    const other = await conversation();
    const t = laterBase();
    await message(id, 'inbound', t);
    // A notification to someone else is no reply.
    await message(other.id, 'outbound', t + 1000);

    let status = await readSystemStatus({ db, env, now: new Date(t + 60_000) });
    expect(byName(status.services, 'Bot Response')).toMatchObject({
      status: 'degraded',
      message: 'Aguardando resposta do bot…',
    });
    status = await readSystemStatus({ db, env, now: new Date(t + 7 * 60_000) });
    expect(byName(status.services, 'Bot Response')).toMatchObject({
      status: 'offline',
      message: 'Sem resposta após 7m',
    });

    await message(id, 'outbound', t + 4 * 60_000, { ai_model: 'google/gemini-2.5-flash' });
    status = await readSystemStatus({ db, env, now: new Date(t + 4 * 60_000 + 30_000) });
    expect(byName(status.services, 'Bot Response')).toMatchObject({
      status: 'degraded',
      message: 'Respondeu em 4m',
    });
    // With a model and the last outbound 30 s ago.
    expect(byName(status.services, 'AI Service')).toMatchObject({
      status: 'online',
      message: 'respondeu agora',
    });
  });

  it('reports the AI Service degraded when the latest reply came from the fallback after a model error', async () => {
    const { id } = await conversation();
    const t = laterBase();
    await message(id, 'inbound', t);
    await message(id, 'outbound', t + 5000, { fallback: true, fallback_reason: 'erro_modelo' });
    const status = await readSystemStatus({ db, env, now: new Date(t + 10_000) });
    expect(byName(status.services, 'AI Service')?.status).toBe('degraded');
    expect(byName(status.services, 'Bot Response')).toMatchObject({
      status: 'online',
      message: 'Respondeu em 5s',
    });

    // A later notification (no agent metadata) does not hide it; a model reply does.
    await message(id, 'outbound', t + 20_000, { template: 'novo_desejo' });
    expect(
      byName((await readSystemStatus({ db, env, now: new Date(t + 25_000) })).services, 'AI Service')?.status,
    ).toBe('degraded');
    await message(id, 'outbound', t + 30_000, { ai_model: 'google/gemini-2.5-flash' });
    expect(
      byName((await readSystemStatus({ db, env, now: new Date(t + 40_000) })).services, 'AI Service'),
    ).toMatchObject({ status: 'online', message: 'respondeu agora' });
    // 45 minutes later the model is idle.
    expect(
      byName(
        (await readSystemStatus({ db, env, now: new Date(t + 30_000 + 45 * 60_000) })).services,
        'AI Service',
      ),
    ).toMatchObject({ status: 'degraded', message: 'inativo há 45m' });
  });
});
