import type { Prisma } from '#prisma/client.ts';

// The better-auth rows of an account created by a partner: a user with an e-mail/password
// ("credential") account, written with Prisma so they commit in the same transaction as the shop.
// Same shape better-auth writes at sign-up (accountId = user id, provider "credential").

export async function createCredentialUser(
  tx: Prisma.TransactionClient,
  user: { id: string; accountId: string; name: string; email: string; passwordHash: string },
): Promise<void> {
  await tx.user.create({
    data: {
      id: user.id,
      name: user.name,
      email: user.email,
      // The partner typed the shop's e-mail, and the credentials are sent to it.
      emailVerified: true,
      role: 'user',
    },
    select: { id: true },
  });
  await tx.account.create({
    data: {
      id: user.accountId,
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: user.passwordHash,
    },
    select: { id: true },
  });
}

/** Sets a new password hash and ends the user's sessions opened with the previous password. */
export async function replaceCredentialPassword(
  tx: Prisma.TransactionClient,
  userId: string,
  passwordHash: string,
): Promise<number> {
  const { count } = await tx.account.updateMany({
    where: { userId, providerId: 'credential' },
    data: { password: passwordHash },
  });
  await tx.session.deleteMany({ where: { userId } });
  return count;
}

/**
 * A new temporary password for a quick registration, if its number is still `versao` and the shop
 * has not chosen its own: bumps the number and replaces the hash in one transaction. Of two
 * requests racing (a double click), the second waits for the first's row lock and then finds the
 * number moved: it gets null and changes nothing. Returns the new password's number.
 */
export async function rotateTemporaryPassword(
  tx: Prisma.TransactionClient,
  change: { lojistaId: string; userId: string; versao: number; passwordHash: string },
): Promise<number | null> {
  const { count } = await tx.lojista.updateMany({
    where: { id: change.lojistaId, credenciais_versao: change.versao, primeira_senha: true },
    data: { credenciais_versao: { increment: 1 } },
  });
  if (count !== 1) return null;
  await replaceCredentialPassword(tx, change.userId, change.passwordHash);
  return change.versao + 1;
}
