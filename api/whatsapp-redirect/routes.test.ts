import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { BotConfigKey } from '#domain/bot-config/keys.ts';
import { db, type Prisma } from '#prisma/client.ts';
import { api, createTestApp } from '#tests/factories/shops.ts';

// The redirect page's two calls against the real app and database. Each case sets the
// `whatsapp_redirect_number` row before reading (admin-routes.test.ts, the other file writing it,
// runs before or after this one in a worker, never at the same time).

const REDIRECT_NUMBER_KEY = 'whatsapp_redirect_number' satisfies BotConfigKey;
const supportNumber = '5521977776666';
const test = createTestApp({ env: { SUPPORT_WHATSAPP: supportNumber } });
const client = api(test);

async function storeNumber(value: Prisma.InputJsonValue) {
  await db.botConfig.upsert({
    where: { config_key: REDIRECT_NUMBER_KEY },
    create: { config_key: REDIRECT_NUMBER_KEY, config_value: value, updated_by: 'teste' },
    update: { config_value: value },
  });
}

afterEach(async () => {
  await db.botConfig.deleteMany({ where: { config_key: REDIRECT_NUMBER_KEY } });
});
afterAll(async () => {
  await test.queue.close();
});

describe('GET /api/whatsapp-redirect', () => {
  it.each<[string, Prisma.InputJsonValue]>([
    ['a plain string', '+55 (11) 98888-7777'],
    ['a JSON string', JSON.stringify({ numero: '5511988887777' })],
    ['a JSON-encoded string', JSON.stringify('5511988887777')],
    ['an object { numero }', { numero: '5511988887777' }],
  ])('answers the configured number stored as %s, uncached', async (_form, value) => {
    await storeNumber(value);
    const res = await client.get('/api/whatsapp-redirect');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ numero: '5511988887777' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('falls back to SUPPORT_WHATSAPP when the setting is missing', async () => {
    const res = await client.get('/api/whatsapp-redirect');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ numero: supportNumber });
  });

  it('falls back to SUPPORT_WHATSAPP when the stored value holds no number, and logs it', async () => {
    await storeNumber({ telefone: '5511988887777' });
    const res = await client.get('/api/whatsapp-redirect');
    expect(res.body).toEqual({ numero: supportNumber });
    expect(test.logs()).toContain('whatsapp_redirect_number sem número utilizável');
  });
});

describe('POST /api/whatsapp-redirect/acessos', () => {
  it('records a successful access with the user agent and the referrer sent by the page', async () => {
    const userAgent = `Mozilla/5.0 (teste ${crypto.randomUUID()})`;
    const res = await client
      .post('/api/whatsapp-redirect/acessos', { success: true, referrer: 'https://exemplo.com.br/post' })
      .set('User-Agent', userAgent)
      .set('Referer', 'http://localhost/whatsapp');
    expect(res.status).toBe(201);
    const row = await db.whatsappRedirect.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({
      success: true,
      user_agent: userAgent,
      referrer: 'https://exemplo.com.br/post',
    });
  });

  it('records a failure, taking the Referer header when the body has none, cut to 500 characters', async () => {
    const longReferrer = `https://exemplo.com.br/${'a'.repeat(600)}`;
    const res = await client
      .post('/api/whatsapp-redirect/acessos', { success: false })
      .set('User-Agent', 'u'.repeat(700))
      .set('Referer', longReferrer);
    expect(res.status).toBe(201);
    const row = await db.whatsappRedirect.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row.success).toBe(false);
    expect(row.referrer).toBe(longReferrer.slice(0, 500));
    expect(row.user_agent).toBe('u'.repeat(500));
  });

  it('refuses a body without success with a Portuguese message and records nothing', async () => {
    const before = await db.whatsappRedirect.count();
    const res = await client.post('/api/whatsapp-redirect/acessos', { referrer: 'x' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Informe se o redirecionamento deu certo.');
    expect(await db.whatsappRedirect.count()).toBe(before);
  });

  it('answers 429 after 30 records from one address in a minute', async () => {
    const limited = createTestApp();
    try {
      const post = () =>
        api(limited).post('/api/whatsapp-redirect/acessos', { success: true }).set('User-Agent', 'limite');
      for (let i = 0; i < 30; i++) expect((await post()).status).toBe(201);
      const refused = await post();
      expect(refused.status).toBe(429);
      expect(refused.body.error).toBe(
        'Muitos acessos a partir deste endereço. Aguarde um minuto e tente novamente.',
      );
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.queue.close();
    }
  });
});
