import type { Auth } from '#api/auth/auth.ts';
import { findLojistaContact } from '#api/lojistas/lojista-data.ts';
import type { MailEnv } from '#api/lojistas/welcome.ts';
import { generateTemporaryPassword, type RandomInt } from '#domain/validation/temporary-password.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { enqueueCredentials } from './credentials-mail.ts';
import { replaceCredentialPassword } from './parceiros-data.ts';
import { isValidResendToken } from './resend-token.ts';

// "Reenviar E-mail" / "Reenviar WhatsApp" on the quick registration's success screen. Only a hash
// of the temporary password is stored, so it cannot be sent again: a new temporary password
// replaces it (ending any session opened with the old one), is sent, and is returned so the
// screen shows the password that now works.

export const resendMessages = {
  notAllowed: 'Reenvio não autorizado. Reenvie pela tela do cadastro em até 30 minutos.',
  whatsappUnavailable: 'Envio por WhatsApp ainda não configurado.',
  notFound: 'Cadastro não encontrado.',
  passwordAlreadyChanged:
    'O lojista já criou a própria senha. Para recuperar o acesso, use "Esqueci minha senha" na tela de login.',
} as const;

export async function resendCredentials(options: {
  db: Db;
  env: MailEnv;
  auth: Auth;
  queue: JobQueue;
  logger: Logger;
  secret: string;
  lojistaId: string;
  token: string;
  canal: 'email' | 'whatsapp';
  randomInt: RandomInt;
}) {
  const { db, lojistaId } = options;
  if (!isValidResendToken({ secret: options.secret, lojistaId, token: options.token })) {
    throw new AppError('FORBIDDEN', { message: resendMessages.notAllowed });
  }
  if (options.canal === 'whatsapp') {
    throw new AppError('UNAVAILABLE', { message: resendMessages.whatsappUnavailable });
  }
  const lojista = await findLojistaContact(db, lojistaId);
  if (!lojista?.user_id) throw new AppError('NOT_FOUND', { message: resendMessages.notFound });
  // Once the shop chose its own password, a partner's screen must not be able to reset it.
  if (!lojista.primeira_senha)
    throw new AppError('CONFLICT', { message: resendMessages.passwordAlreadyChanged });

  const authContext = await options.auth.$context;
  const senhaTemporaria = generateTemporaryPassword(options.randomInt);
  const passwordHash = await authContext.password.hash(senhaTemporaria);
  const userId = lojista.user_id;
  await db.$transaction((tx) => replaceCredentialPassword(tx, userId, passwordHash));

  const isQueued = await enqueueCredentials({
    env: options.env,
    queue: options.queue,
    logger: options.logger,
    lojista,
    senhaTemporaria,
  });
  return { canal: options.canal, enviado: isQueued, senhaTemporaria };
}
