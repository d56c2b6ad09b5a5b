import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives working defaults for a bare environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    expect(env.WISH_TTL_DAYS).toBe(7);
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', REDIS_URL: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it('names every bad variable in its error', () => {
    try {
      parseEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', ADMIN_EMAIL: 'nope' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('ADMIN_EMAIL');
    }
  });

  it('leaves Stripe unconfigured by default, with the ASSOCIADO coupon code', () => {
    const env = parseEnv({});
    expect(env.STRIPE_SECRET_KEY).toBeUndefined();
    expect(env.STRIPE_PREMIUM_PRICE_ID).toBeUndefined();
    expect(env.STRIPE_WEBHOOK_SECRET).toBeUndefined();
    expect(env.STRIPE_API_URL).toBeUndefined();
    expect(env.STRIPE_ASSOCIATE_COUPON).toBe('ASSOCIADO');
    expect(parseEnv({ STRIPE_ASSOCIATE_COUPON: ' ' }).STRIPE_ASSOCIATE_COUPON).toBe('ASSOCIADO');
    expect(parseEnv({ STRIPE_ASSOCIATE_COUPON: 'PARCEIRO50' }).STRIPE_ASSOCIATE_COUPON).toBe('PARCEIRO50');
  });

  it('refuses a STRIPE_API_URL that is not a URL', () => {
    expect(() => parseEnv({ STRIPE_API_URL: 'stripe' })).toThrow(/STRIPE_API_URL/);
  });

  it('runs everything in one process by default and splits api / worker only with Redis and PostgreSQL', () => {
    expect(parseEnv({}).PROCESS_ROLE).toBe('all');
    expect(() => parseEnv({ PROCESS_ROLE: 'worker' })).toThrow(
      /PROCESS_ROLE: api e worker separados precisam/,
    );
    expect(() => parseEnv({ PROCESS_ROLE: 'api', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow(EnvError);
    const split = parseEnv({
      PROCESS_ROLE: 'api',
      REDIS_URL: 'redis://127.0.0.1:6379',
      DATABASE_URL: 'postgresql://postgres@127.0.0.1:5432/desejo',
    });
    expect(split.PROCESS_ROLE).toBe('api');
    expect(() => parseEnv({ PROCESS_ROLE: 'tudo' })).toThrow(/PROCESS_ROLE/);
  });
});
