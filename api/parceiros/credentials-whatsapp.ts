import type { MailEnv } from '#api/lojistas/welcome.ts';
import { siteUrl } from '#api/mail/templates.ts';
import { shopAccountVars } from '#api/notifications/template-vars.ts';
import type { Logger } from '#platform/logger.ts';
import { renderTemplate, SHOP_ACCOUNT_TEMPLATES } from '#prompts/templates.ts';
import { getOutboundSender } from '#whatsapp/sender.ts';
import { canSendWhatsapp } from '#whatsapp/transport.ts';

// A quick registration's login and temporary password on the shop's WhatsApp (spec 001 §7,
// enviar-credenciais-evento), as the lojista_credenciais template outside the 24-hour window.
// Sent from the request through the outbound sender (stored first, then delivered; a retry is the
// outbound.deliver job), so the screen can say whether it left and the password never travels in
// a job payload. Every message is stored and shown in /gestao's conversations, so the stored text
// and variables carry the password masked; the real ones are sealed (encrypted) on the row for
// the delivery and erased once it is final (whatsapp/sealed-content.ts). One message per password:
// the key names the password's number (lojistas.credenciais_versao), so a retry of the same
// request never sends it twice and a new password is a new message. Never logged.

export const MASKED_PASSWORD = '••••••••';

export const credentialsMessageKey = (lojistaId: string, versao: number) =>
  `credenciais:${lojistaId}:v${versao}`;

export type CredentialsShop = {
  id: string;
  email: string;
  nome_loja: string;
  nome_responsavel: string | null;
  whatsapp_loja: string;
};

/** True when the message is stored and delivered or on its way; false when it cannot go. */
export async function sendCredentialsWhatsapp(options: {
  env: MailEnv;
  logger: Logger;
  lojista: CredentialsShop;
  senhaTemporaria: string;
  versao: number;
}): Promise<boolean> {
  const { env, lojista } = options;
  try {
    if (!(await canSendWhatsapp())) {
      options.logger.warn({ lojistaId: lojista.id }, 'WhatsApp não configurado; credenciais só por e-mail');
      return false;
    }
    const variables = {
      ...shopAccountVars(env.PRODUCT_NAME, lojista),
      email: lojista.email,
      senha: options.senhaTemporaria,
      link_login: siteUrl(env, '/lojista/auth'),
    };
    const masked = { ...variables, senha: MASKED_PASSWORD };
    const body = SHOP_ACCOUNT_TEMPLATES.lojista_credenciais;
    const { status } = await getOutboundSender().sendTemplate({
      to: lojista.whatsapp_loja,
      template: 'lojista_credenciais',
      variables: masked,
      text: renderTemplate(body, masked),
      idempotencyKey: credentialsMessageKey(lojista.id, options.versao),
      secret: { text: renderTemplate(body, variables), variables: { senha: options.senhaTemporaria } },
    });
    return status !== 'failed';
  } catch (error) {
    // The error of a store or a send, never the message: the password is in it.
    options.logger.error(
      { err: error instanceof Error ? error.message : String(error), lojistaId: lojista.id },
      'credenciais do cadastro rápido não enviadas por WhatsApp',
    );
    return false;
  }
}
