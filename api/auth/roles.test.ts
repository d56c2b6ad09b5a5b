import { afterAll, describe, expect, it } from 'vitest';
import { db } from '#prisma/client.ts';
import { createAuth } from './auth.ts';
import { signUpConfirmed, startTestQueue, testAuthEnv, uniqueEmail } from './auth-test-client.ts';
import { grantRole, hasRole } from './roles.ts';

const queue = await startTestQueue();
const auth = createAuth({ db, env: testAuthEnv(), queue });
afterAll(() => queue.close());

describe('grantRole / hasRole', () => {
  it('grants a role once, however often it is asked, and tells roles apart', async () => {
    const { json } = await signUpConfirmed(auth, uniqueEmail('papel'), 'segredo1');
    const userId: string = json.user.id;
    expect(await hasRole(db, userId, 'lojista')).toBe(false);

    await grantRole(db, userId, 'lojista');
    await grantRole(db, userId, 'lojista');
    expect(await hasRole(db, userId, 'lojista')).toBe(true);
    expect(await hasRole(db, userId, 'admin')).toBe(false);
    expect(await db.userRole.count({ where: { user_id: userId } })).toBe(1);
  });

  it('works inside a transaction', async () => {
    const { json } = await signUpConfirmed(auth, uniqueEmail('papel'), 'segredo1');
    await db.$transaction(async (tx) => {
      await grantRole(tx, json.user.id, 'admin');
      expect(await hasRole(tx, json.user.id, 'admin')).toBe(true);
    });
    expect(await hasRole(db, json.user.id, 'admin')).toBe(true);
  });
});
