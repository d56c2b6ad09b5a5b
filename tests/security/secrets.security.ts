import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, testOrigin } from '#api/auth/auth-test-client.ts';
import { db } from '#prisma/client.ts';
import { signedInAdmin } from '#tests/factories/admins.ts';
import { createTestApp } from '#tests/factories/shops.ts';
import { appEndpoints, concrete, key } from '#tests/setup/route-walk.ts';
import { printTable } from './print-table.ts';

// Secrets never leave the server: after an admin stores the WhatsApp access token and people
// sign up and in, no answer of any GET route (read as the admin, who sees the most) and no log
// line carries the token, the app secrets, a password, its hash or a session token.

const appSecret = `app-secret-${randomBytes(12).toString('hex')}`;
const stripeKey = `sk_test_${randomBytes(12).toString('hex')}`;
const test = createTestApp({
  env: {
    WHATSAPP_APP_SECRET: appSecret,
    STRIPE_SECRET_KEY: stripeKey,
    STRIPE_PREMIUM_PRICE_ID: 'price_premium',
    STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(12).toString('hex')}`,
  },
});
const accessToken = `EAAG${randomBytes(24).toString('hex')}`;
const shopPassword = `Senha-${randomUUID()}`;
let adminCookie: string;
let secrets: Record<string, string>;

beforeAll(async () => {
  const admin = await signedInAdmin(test.auth);
  adminCookie = admin.cookie;
  const shopEmail = `lojista-segredos-${randomUUID()}@exemplo.com.br`;
  await signUp(test.auth, shopEmail, shopPassword, 'Loja Segredo');
  const saved = await request(test.app)
    .put('/api/admin/tools/whatsapp')
    .set('Origin', testOrigin)
    .set('Cookie', adminCookie)
    .send({ accessToken, phoneNumberId: '1234567890' });
  expect(saved.status).toBe(200);
  const hash = await db.account.findFirstOrThrow({
    where: { user: { email: admin.email } },
    select: { password: true },
  });
  const stored = await db.botConfig.findUniqueOrThrow({
    where: { config_key: 'whatsapp_settings' },
    select: { config_value: true },
  });
  secrets = {
    'token de acesso do WhatsApp': accessToken,
    'token cifrado no banco': JSON.stringify(stored.config_value).slice(20, 60),
    'segredo do app Meta': appSecret,
    'chave secreta Stripe': stripeKey,
    AUTH_SECRET: test.env.AUTH_SECRET ?? '',
    'senha do admin': admin.password,
    'senha do lojista': shopPassword,
    'hash da senha': hash.password ?? '',
    'cookie de sessão': decodeURIComponent(adminCookie.split('=')[1]?.split('.')[0] ?? ''),
  };
});

describe('secrets', () => {
  it('appear in no answer of any GET route, nor in the logs', async () => {
    const gets = appEndpoints(test.app, (path) => path.startsWith('/api')).filter(
      (e) => e.method === 'get' && !e.path.startsWith('/api/auth/'),
    );
    const leaks: string[] = [];
    for (const endpoint of gets) {
      const res = await request(test.app)
        .get(concrete(endpoint.path))
        .set('Origin', testOrigin)
        .set('Cookie', adminCookie);
      for (const [name, value] of Object.entries(secrets)) {
        if (value && res.text.includes(value)) leaks.push(`${key(endpoint)} mostra ${name}`);
      }
    }
    const logs = test.logs();
    const rows = Object.entries(secrets).map(([name, value]) => {
      const inLogs = value !== '' && logs.includes(value);
      if (inLogs) leaks.push(`log mostra ${name}`);
      return [name, value === '' ? 'não definido' : inLogs ? 'VAZOU' : 'ausente'];
    });
    printTable(['segredo', `em ${gets.length} rotas GET e nos logs`], rows);
    expect(Object.values(secrets).filter((v) => v === '')).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('shows the stored access token masked to the admin', async () => {
    const res = await request(test.app)
      .get('/api/admin/tools')
      .set('Origin', testOrigin)
      .set('Cookie', adminCookie);
    expect(res.status).toBe(200);
    expect(res.body.whatsapp.hasToken).toBe(true);
    // The last four characters only, so the admin can tell which token is stored.
    expect(res.body.whatsapp.accessTokenMasked).toBe(`••••••••${accessToken.slice(-4)}`);
    expect(res.text).not.toContain(accessToken.slice(0, -4));
  });
});
