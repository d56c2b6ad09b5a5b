import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testOrigin } from '#api/auth/auth-test-client.ts';
import { grantRole } from '#api/auth/roles.ts';
import type { BotConfigKey } from '#domain/bot-config/keys.ts';
import { saoPauloDayStart, saoPauloYmd } from '#domain/dates.ts';
import { REDIRECT_SETTINGS_MESSAGES } from '#domain/whatsapp-redirect/redirect-settings.ts';
import { db, type Prisma } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp, signedInUser } from '#tests/factories/shops.ts';
import { readRedirectStats } from './redirect-settings-service.ts';

// /api/admin/whatsapp-redirect through the real app: who may use it, the number saved here is the
// one the public redirect page opens, an invalid one changes nothing, and the statistics count
// successful visits by São Paulo's day. The worker's database is shared with the files run before
// this one: the redirects table is emptied before each case and the number's row put back at the end.

const REDIRECT_NUMBER_KEY = 'whatsapp_redirect_number' satisfies BotConfigKey;
const supportNumber = '5521977776666';
const test = createTestApp({
  env: { SUPPORT_WHATSAPP: supportNumber, PUBLIC_URL: 'https://desejo.teste/app' },
});
let adminCookie: string;
let adminEmail: string;
let original: { config_value: Prisma.JsonValue; updated_by: string | null } | null;

const call = (cookie?: string) => {
  const withCookie = (req: request.Test) => (cookie ? req.set('Cookie', cookie) : req);
  return {
    get: (path: string) => withCookie(request(test.app).get(path).set('Origin', testOrigin)),
    put: (path: string, body: object) =>
      withCookie(request(test.app).put(path).set('Origin', testOrigin)).send(body),
  };
};

const storedRow = () =>
  db.botConfig.findUnique({
    where: { config_key: REDIRECT_NUMBER_KEY },
    select: { config_value: true, updated_by: true },
  });

beforeAll(async () => {
  original = await storedRow();
  ({ cookie: adminCookie, email: adminEmail } = await signedInAdmin(test.auth));
});

beforeEach(async () => {
  await db.whatsappRedirect.deleteMany();
});

afterAll(async () => {
  await db.botConfig.deleteMany({ where: { config_key: REDIRECT_NUMBER_KEY } });
  if (original) {
    await db.botConfig.create({
      data: {
        config_key: REDIRECT_NUMBER_KEY,
        config_value: original.config_value as Prisma.InputJsonValue,
        updated_by: original.updated_by,
      },
    });
  }
  await test.queue.close();
});

describe('access', () => {
  it('answers 401 to a visitor and 403 to a lojista, and changes nothing', async () => {
    const shop = await signedInUser(test);
    await grantRole(db, shop.userId, 'lojista');
    const before = await storedRow();
    for (const [cookie, status] of [
      [undefined, 401],
      [shop.cookie, 403],
    ] as const) {
      const http = call(cookie);
      expect((await http.get('/api/admin/whatsapp-redirect')).status).toBe(status);
      expect((await http.get('/api/admin/whatsapp-redirect/estatisticas')).status).toBe(status);
      expect((await http.put('/api/admin/whatsapp-redirect', { numero: '5511988887777' })).status).toBe(
        status,
      );
    }
    expect(await storedRow()).toEqual(before);
  });
});

describe('the redirect number', () => {
  it('saves the digits of the typed number, with the admin, and the public page opens it', async () => {
    const http = call(adminCookie);
    const res = await http.put('/api/admin/whatsapp-redirect', { numero: '+55 (31) 98765-4321' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: REDIRECT_SETTINGS_MESSAGES.salvo, numero: '5531987654321' });
    expect(await storedRow()).toEqual({ config_value: '5531987654321', updated_by: adminEmail });

    const settings = await http.get('/api/admin/whatsapp-redirect');
    expect(settings.status).toBe(200);
    expect(settings.headers['cache-control']).toBe('no-store');
    expect(settings.body).toEqual({
      numero: '5531987654321',
      destino: '5531987654321',
      url: 'https://desejo.teste/whatsapp',
    });
    expect((await call().get('/api/whatsapp-redirect')).body).toEqual({ numero: '5531987654321' });
  });

  it.each([
    ['9 digits', '119888877', REDIRECT_SETTINGS_MESSAGES.numeroCurto],
    ['letters', '55 11 9888 abcd', REDIRECT_SETTINGS_MESSAGES.numeroSoDigitos],
    ['16 digits', '5511988887777000', REDIRECT_SETTINGS_MESSAGES.numeroLongo],
    ['nothing', '', REDIRECT_SETTINGS_MESSAGES.numeroObrigatorio],
  ])(
    'refuses %s with 400 and a Portuguese message, keeping the stored number',
    async (_case, numero, message) => {
      const http = call(adminCookie);
      expect((await http.put('/api/admin/whatsapp-redirect', { numero: '5531987654321' })).status).toBe(200);
      const before = await storedRow();
      const res = await http.put('/api/admin/whatsapp-redirect', { numero });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: message, fields: { numero: message } });
      expect(await storedRow()).toEqual(before);
      expect((await call().get('/api/whatsapp-redirect')).body).toEqual({ numero: '5531987654321' });
    },
  );

  it('shows no saved number and the support number as destination when nothing usable is stored', async () => {
    await db.botConfig.upsert({
      where: { config_key: REDIRECT_NUMBER_KEY },
      create: { config_key: REDIRECT_NUMBER_KEY, config_value: { numero: '' } },
      update: { config_value: { numero: '' } },
    });
    const res = await call(adminCookie).get('/api/admin/whatsapp-redirect');
    expect(res.body).toMatchObject({ numero: '', destino: supportNumber });
  });
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

async function redirectsAt(success: boolean, ...instants: Date[]) {
  await db.whatsappRedirect.createMany({
    data: instants.map((created_at) => ({ success, created_at, user_agent: 'teste' })),
  });
}

describe('statistics', () => {
  it('counts only successful redirects: today in São Paulo, the last 7 and 30 days, and all', async () => {
    const now = new Date();
    const midnight = saoPauloDayStart(saoPauloYmd(now));
    await redirectsAt(true, new Date(Math.min(midnight.getTime() + 1_000, now.getTime())));
    await redirectsAt(true, new Date(midnight.getTime() - 1_000));
    await redirectsAt(true, new Date(now.getTime() - 8 * DAY), new Date(now.getTime() - 31 * DAY));
    await redirectsAt(false, now, new Date(now.getTime() - 2 * DAY), new Date(now.getTime() - 40 * DAY));

    const res = await call(adminCookie).get('/api/admin/whatsapp-redirect/estatisticas');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ hoje: 1, ultimos7Dias: 2, ultimos30Dias: 3, total: 4 });
  });

  it('starts "Hoje" at midnight in São Paulo (03:00 UTC), not at midnight UTC', async () => {
    // 22:00 of 9 March in São Paulo is already 10 March in UTC.
    const now = new Date('2026-03-10T01:00:00Z');
    await redirectsAt(
      true,
      new Date('2026-03-09T02:59:59.999Z'), // 23:59:59.999 of 8 March in São Paulo
      new Date('2026-03-09T03:00:00.000Z'), // midnight of 9 March
      new Date('2026-03-09T23:30:00Z'), // 20:30 of 9 March: before midnight UTC
    );
    expect(await readRedirectStats({ db, now })).toEqual({
      hoje: 2,
      ultimos7Dias: 3,
      ultimos30Dias: 3,
      total: 3,
    });
  });

  it('answers zeros when nobody has been redirected yet', async () => {
    const res = await call(adminCookie).get('/api/admin/whatsapp-redirect/estatisticas');
    expect(res.body).toEqual({ hoje: 0, ultimos7Dias: 0, ultimos30Dias: 0, total: 0 });
  });
});
