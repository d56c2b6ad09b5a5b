import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { findRegistrationConflicts, insertLojista } from './lojista-data.ts';
import { type NewLojista, prepareLojista } from './prepare-lojista.ts';
import { assertNoConflicts, mapUniqueViolation } from './unique-violation.ts';
import { enqueueWelcome, type MailEnv } from './welcome.ts';

// /completar-perfil: a signed-up user becomes a shop. One transaction writes the shop, its plan,
// categories, subcategories and the lojista role; the welcome goes out after the commit and its
// failure never undoes the registration.

export const nextAfterProfile = {
  member: '/minha-conta/dashboard',
  other: '/assinatura',
} as const;

export async function completeProfile(options: {
  db: Db;
  env: MailEnv;
  queue: JobQueue;
  logger: Logger;
  /** From the session: the e-mail on the form is read-only and never trusted from the body. */
  user: { id: string; email: string };
  shop: NewLojista;
  hasAcceptedTerms: boolean;
}) {
  const { db, user, shop } = options;
  const email = user.email.trim().toLowerCase();
  assertNoConflicts(
    await findRegistrationConflicts(db, {
      cnpj: shop.cnpj,
      whatsappLoja: shop.whatsappLoja,
      email,
      userId: user.id,
    }),
  );
  const now = new Date();
  const { rows, membership } = await prepareLojista({
    db,
    shop,
    userId: user.id,
    email,
    primeiraSenha: false,
    termosAceitosEm: options.hasAcceptedTerms ? now : null,
    now,
  });

  const lojista = await db
    .$transaction((tx) => insertLojista(tx, rows))
    .catch((error: unknown) => {
      throw mapUniqueViolation(error);
    });

  await enqueueWelcome({ env: options.env, queue: options.queue, logger: options.logger, lojista });

  return {
    lojista,
    plano: {
      tipo: rows.plan.plano_tipo,
      ...(membership ? { associacao: membership.associacaoNome } : {}),
    },
    next: membership ? nextAfterProfile.member : nextAfterProfile.other,
  };
}
