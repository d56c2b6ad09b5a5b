import type { DbClient } from '#prisma/client.ts';

// Application roles in user_roles (spec 001: "user_roles", "has_role"): 'lojista' when a shop
// profile is completed, 'admin' for staff. The admin role is mirrored on users.role, which is
// what better-auth's admin plugin and requireAdmin read; ensureAdmin keeps the two in step.

export type AppRole = 'admin' | 'lojista';

type Client = DbClient;

/** Gives `role` to the user; granting it again changes nothing. */
export async function grantRole(db: Client, userId: string, role: AppRole): Promise<void> {
  await db.userRole.upsert({
    where: { user_id_role: { user_id: userId, role } },
    create: { user_id: userId, role },
    update: {},
  });
}

export async function hasRole(db: Client, userId: string, role: AppRole): Promise<boolean> {
  const row = await db.userRole.findUnique({
    where: { user_id_role: { user_id: userId, role } },
    select: { id: true },
  });
  return row !== null;
}
