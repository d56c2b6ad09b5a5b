import type { Auth } from '#api/auth/auth.ts';
import { findLojistaContact } from '#api/lojistas/lojista-data.ts';
import type { MailEnv } from '#api/lojistas/welcome.ts';
import { generateTemporaryPassword, type RandomInt } from '#domain/validation/temporary-password.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';
import type { Db } from '#prisma/client.ts';
import { canSendWhatsapp } from '#whatsapp/transport.ts';
import { enqueueCredentials } from './credentials-mail.ts';
import { sendCredentialsWhatsapp } from './credentials-whatsapp.ts';
import { rotateTemporaryPassword } from './parceiros-data.ts';
import { isValidResendToken } from './resend-token.ts';

// "Reenviar E-mail" / "Reenviar WhatsApp" on the quick registration's success screen. Only a hash
// of the temporary password is stored, so it cannot be sent again: a new temporary password
// replaces it (ending any session opened with the old one), is sent, and is returned so the
// screen shows the password that now works. Keeping the password readable (encrypted) for resends
// was the alternative; it would leave a working password at rest for as long as the shop does not
// log in, for a button that is pressed rarely, so rotation it is. Since the e-mail already sent
// holds the old password, a WhatsApp resend e-mails the new one as well: whichever message the shop
// opens works. A double click rotates once (rotateTemporaryPassword); the later click is refused.

export const resendMessages = {
  notAllowed: 'Reenvio não autorizado. Reenvie pela tela do cadastro em até 30 minutos.',
  whatsappUnavailable: 'O envio por WhatsApp não está configurado. Use "Reenviar E-mail".',
  notFound: 'Cadastro não encontrado.',
  passwordAlreadyChanged:
    'O lojista já criou a própria senha. Para recuperar o acesso, use "Esqueci minha senha" na tela de login.',
  alreadyResent: 'As credenciais acabaram de ser reenviadas. A senha válida é a que aparece na tela.',
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
  const { db, lojistaId, canal } = options;
  if (!isValidResendToken({ secret: options.secret, lojistaId, token: options.token })) {
    throw new AppError('FORBIDDEN', { message: resendMessages.notAllowed });
  }
  const lojista = await findLojistaContact(db, lojistaId);
  if (!lojista?.user_id) throw new AppError('NOT_FOUND', { message: resendMessages.notFound });
  // Once the shop chose its own password, a partner's screen must not be able to reset it.
  if (!lojista.primeira_senha)
    throw new AppError('CONFLICT', { message: resendMessages.passwordAlreadyChanged });
  // Checked before the rotation: with nowhere to send it, the password on screen keeps working.
  if (canal === 'whatsapp' && !(await canSendWhatsapp())) {
    throw new AppError('UNAVAILABLE', { message: resendMessages.whatsappUnavailable });
  }

  const authContext = await options.auth.$context;
  const senhaTemporaria = generateTemporaryPassword(options.randomInt);
  const passwordHash = await authContext.password.hash(senhaTemporaria);
  const userId = lojista.user_id;
  const versao = await db.$transaction((tx) =>
    rotateTemporaryPassword(tx, { lojistaId, userId, versao: lojista.credenciais_versao, passwordHash }),
  );
  if (versao === null) throw new AppError('CONFLICT', { message: resendMessages.alreadyResent });

  const { env, logger } = options;
  const email = await enqueueCredentials({ env, queue: options.queue, logger, lojista, senhaTemporaria });
  const whatsapp =
    canal === 'whatsapp'
      ? await sendCredentialsWhatsapp({ env, logger, lojista, senhaTemporaria, versao })
      : false;
  return { canal, enviado: canal === 'email' ? email : whatsapp, email, whatsapp, senhaTemporaria };
}
