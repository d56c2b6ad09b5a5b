import type { DbClient } from '#prisma/client.ts';
import { clearFirstPasswordFlag } from './lojista-data.ts';

/**
 * A shop registered by a partner (quick registration) logs in first with a temporary password and
 * `primeira_senha` true, which makes the dashboard insist on a new one. Call this once the user
 * has changed the password (better-auth's change-password, or a reset): it clears the flag of the
 * user's shop. Returns whether a flag was cleared; a user without a shop is not an error.
 */
export async function clearFirstPassword(db: DbClient, userId: string): Promise<boolean> {
  return (await clearFirstPasswordFlag(db, userId)) > 0;
}
