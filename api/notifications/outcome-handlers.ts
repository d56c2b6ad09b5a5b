import type { JobHandler } from '#platform/jobs/define-job.ts';
import { db } from '#prisma/client.ts';
import { renderTemplate } from '#prompts/templates.ts';
import { getOutboundSender } from '#whatsapp/sender.ts';
import { type notifyOutcomeJob, outcomeNoticeKey } from './jobs.ts';
import { findOutcomeNotice, isSimulatedWish, readWhatsappTemplates } from './notifications-data.ts';
import { desejoEncerradoVars, ofertaEscolhidaVars } from './outcome-vars.ts';

/**
 * The shop of an offer learns how its wish ended: `oferta_escolhida` (product, price, the
 * customer's first name and a wa.me link to them: the customer was told before choosing that the
 * chosen shop receives their contact) or `desejo_encerrado`. One key per offer: a retried job, or
 * one enqueued again by a turn run after a crash, finds the stored message and sends nothing.
 */
export const handleNotifyOutcome: JobHandler<typeof notifyOutcomeJob> = async ({ ofertaId }, ctx) => {
  const oferta = await findOutcomeNotice(db, ofertaId);
  if (!oferta || oferta.status === 'pendente') {
    ctx.logger.info({ ofertaId }, 'oferta sem resultado; aviso descartado');
    return;
  }
  const templates = await readWhatsappTemplates(db);
  const message =
    oferta.status === 'aceita'
      ? { template: 'oferta_escolhida' as const, variables: ofertaEscolhidaVars(oferta) }
      : { template: 'desejo_encerrado' as const, variables: desejoEncerradoVars(oferta) };
  const key = outcomeNoticeKey(ofertaId);
  const { messageId, status } = await getOutboundSender().sendTemplate({
    to: oferta.lojista.whatsapp_loja,
    template: message.template,
    variables: message.variables,
    text: renderTemplate(templates[message.template], message.variables),
    idempotencyKey: key,
    simulated: isSimulatedWish(oferta.desejo),
  });
  ctx.logger.info({ key, template: message.template, messageId, status }, 'notificação entregue ao envio');
};
