import { describe, expect, it } from 'vitest';
import { db } from './client.ts';
import { statementNames } from './statement-names.ts';

const query = (sql: string) => ({ sql, args: [], argTypes: [] });

describe('statementNames', () => {
  it('names a statement from its second run on, with the same name for the same text', () => {
    const name = statementNames();
    expect(name(query('SELECT 1'))).toBe('');
    const first = name(query('SELECT 1'));
    expect(first).not.toBe('');
    expect(name(query('SELECT 1'))).toBe(first);
    expect(name(query('SELECT 2'))).toBe('');
    const second = name(query('SELECT 2'));
    expect(second).not.toBe('');
    expect(second).not.toBe(first);
  });

  it('leaves statements unnamed past the most it may keep prepared', () => {
    const name = statementNames({ max: 2, after: 1 });
    const named = ['SELECT 1', 'SELECT 2', 'SELECT 3'].map((sql) => name(query(sql)));
    expect(named.slice(0, 2).every((n) => n !== '')).toBe(true);
    expect(named[2]).toBe('');
    expect(name(query('SELECT 1'))).toBe(named[0]);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  it('runs a repeated statement prepared: the connection parses it once', async () => {
    const marker = `prepared_${Date.now()}`;
    for (let i = 0; i < 3; i++) await db.$queryRawUnsafe(`SELECT 1 AS ${marker}`);
    const prepared = await db.$queryRaw<{ statement: string }[]>`
      SELECT statement FROM pg_prepared_statements WHERE statement LIKE ${`%${marker}%`}`;
    expect(prepared).toHaveLength(1);
  });
});
