import { randomUUID } from 'node:crypto';
import type { Auth } from '#api/auth/auth.ts';
import { findRegistrationConflicts, insertLojista } from '#api/lojistas/lojista-data.ts';
import { prepareLojista } from '#api/lojistas/prepare-lojista.ts';
import { assertNoConflicts, mapUniqueViolation } from '#api/lojistas/unique-violation.ts';
import type { MailEnv } from '#api/lojistas/welcome.ts';
import { type QuickRegistration, shopFromQuickRegistration } from '#domain/lojistas/shop-profile.ts';
import { generateTemporaryPassword, type RandomInt } from '#domain/validation/temporary-password.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { enqueueCredentials } from './credentials-mail.ts';
import { sendCredentialsWhatsapp } from './credentials-whatsapp.ts';
import { createCredentialUser } from './parceiros-data.ts';

// /parceiros/cadastro-rapido: a partner enrols a shop without logging in. The account, its
// password, the shop, plan, categories, subcategories and lojista role are written in ONE
// transaction, so a failure anywhere leaves nothing behind (no orphan account to clean up).
// That is why the user is written here with Prisma, with better-auth's own id generator and
// password hasher, instead of through its sign-up endpoint: sign-up would commit the account on
// its own, open a session for it and run the e-mail confirmation flow, none of which fits an
// account whose e-mail the partner vouches for and whose password is only temporary.

export async function registerQuickLojista(options: {
  db: Db;
  env: MailEnv;
  auth: Auth;
  queue: JobQueue;
  logger: Logger;
  form: QuickRegistration;
  randomInt: RandomInt;
}) {
  const { db, form } = options;
  assertNoConflicts(
    await findRegistrationConflicts(db, {
      cnpj: form.cnpj,
      whatsappLoja: form.whatsappLoja,
      email: form.email,
    }),
  );

  const authContext = await options.auth.$context;
  const userId = authContext.generateId({ model: 'user' }) || randomUUID();
  const now = new Date();
  const { rows, membership } = await prepareLojista({
    db,
    shop: shopFromQuickRegistration(form),
    userId,
    email: form.email,
    primeiraSenha: true,
    termosAceitosEm: now,
    now,
  });

  const senhaTemporaria = generateTemporaryPassword(options.randomInt);
  const passwordHash = await authContext.password.hash(senhaTemporaria);
  const lojista = await db
    .$transaction(async (tx) => {
      await createCredentialUser(tx, {
        id: userId,
        accountId: authContext.generateId({ model: 'account' }) || randomUUID(),
        name: form.nomeRepresentante,
        email: form.email,
        passwordHash,
      });
      return insertLojista(tx, rows);
    })
    .catch((error: unknown) => {
      throw mapUniqueViolation(error);
    });

  const isEmailQueued = await enqueueCredentials({
    env: options.env,
    queue: options.queue,
    logger: options.logger,
    lojista,
    senhaTemporaria,
  });
  // The first password of the shop is number 1 (lojistas.credenciais_versao's default).
  const isWhatsappSent = await sendCredentialsWhatsapp({
    env: options.env,
    logger: options.logger,
    lojista,
    senhaTemporaria,
    versao: 1,
  });

  return {
    lojista,
    senhaTemporaria,
    plano: { tipo: rows.plan.plano_tipo, ...(membership ? { associacao: membership.associacaoNome } : {}) },
    credenciais: { email: isEmailQueued, whatsapp: isWhatsappSent },
  };
}
