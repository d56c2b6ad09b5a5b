import { siteUrl } from '#api/mail/templates.ts';
import type { JobHandler } from '#platform/jobs/define-job.ts';
import { getBotRuntime } from '#platform/runtime.ts';
import { db } from '#prisma/client.ts';
import { renderTemplate, SHOP_ACCOUNT_TEMPLATES } from '#prompts/templates.ts';
import { getOutboundSender } from '#whatsapp/sender.ts';
import { canSendWhatsapp } from '#whatsapp/transport.ts';
import { findShopAccountContact } from './notifications-data.ts';
import { type shopAccountNoticeJob, shopAccountNoticeKey } from './shop-account-jobs.ts';
import { shopAccountVars } from './template-vars.ts';

// The welcome and approval notices on the shop's WhatsApp (shop-account-jobs.ts): the
// lojista_boas_vindas / lojista_aprovado template outside the 24-hour window (a new shop has
// usually never written to the bot), the same text inside it. Stored before it is sent, so it
// shows in /gestao's conversations, under a key per shop and notice: a retried job sends nothing.

const TEMPLATE = { boas_vindas: 'lojista_boas_vindas', aprovacao: 'lojista_aprovado' } as const;

export const handleShopAccountNotice: JobHandler<typeof shopAccountNoticeJob> = async (
  { lojistaId, aviso },
  ctx,
) => {
  const shop = await findShopAccountContact(db, lojistaId);
  if (!shop) {
    ctx.logger.info({ lojistaId, aviso }, 'lojista não existe mais; aviso descartado');
    return;
  }
  // Without any way out (the Cloud API chosen, no credentials saved) the notice is dropped, not
  // retried for days: the e-mail of the same event went out, and a retry would not help.
  if (!(await canSendWhatsapp())) {
    ctx.logger.warn({ lojistaId, aviso }, 'WhatsApp não configurado; aviso ao lojista não enviado');
    return;
  }
  const { env } = getBotRuntime();
  const template = TEMPLATE[aviso];
  const variables = {
    ...shopAccountVars(env.PRODUCT_NAME, shop),
    link_painel: siteUrl(env, '/minha-conta/dashboard'),
  };
  const key = shopAccountNoticeKey(aviso, lojistaId);
  const { messageId, status } = await getOutboundSender().sendTemplate({
    to: shop.whatsapp_loja,
    template,
    variables,
    text: renderTemplate(SHOP_ACCOUNT_TEMPLATES[template], variables),
    idempotencyKey: key,
  });
  // The key and template only: the number and the text are personal data.
  ctx.logger.info({ key, template, messageId, status }, 'aviso ao lojista entregue ao envio');
};
