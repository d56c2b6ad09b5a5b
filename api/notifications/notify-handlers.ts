import { isOptedOut } from '#api/opt-out/opt-out.ts';
import { replyButtons } from '#domain/whatsapp/interactive.ts';
import { declineId, makeOfferId } from '#domain/whatsapp/reply-ids.ts';
import type { JobContext, JobHandler } from '#platform/jobs/define-job.ts';
import { db } from '#prisma/client.ts';
import { OFERTA_ATUALIZADA_TEXT, renderTemplate, TEMPLATE_QUICK_REPLIES } from '#prompts/templates.ts';
import { isWindowOpen } from '#whatsapp/lease.ts';
import { getOutboundSender, type OutboundTemplateMessage } from '#whatsapp/sender.ts';
import { type notifyOfferJob, type notifyShopJob, offerNoticeKey, shopNoticeKey } from './jobs.ts';
import {
  findMatchNotice,
  findOfertaNotice,
  hasSentAnyOf,
  isSimulatedWish,
  readWhatsappTemplates,
} from './notifications-data.ts';
import { novoDesejoVars, ofertaRecebidaVars } from './template-vars.ts';

// What the two notification jobs do; their definitions (jobs.ts) are all an enqueuer imports.

/** The photo a notice carries (the wish's first, the offer's own), when there is one. */
function noticeImage(key: string | null | undefined, mimeType: string | null | undefined) {
  return key && mimeType ? { key, mimeType } : undefined;
}

async function sendOnce(message: OutboundTemplateMessage, ctx: JobContext) {
  const { messageId, status } = await getOutboundSender().sendTemplate(message);
  // The key and template only: the number and the text are personal data.
  ctx.logger.info(
    { key: message.idempotencyKey, template: message.template, messageId, status },
    'notificação entregue ao envio',
  );
}

/** `novo_desejo` to the shop's whatsapp_loja. */
export const handleNotifyShop: JobHandler<typeof notifyShopJob> = async ({ matchId }, ctx) => {
  const match = await findMatchNotice(db, matchId);
  // Deleted with its wish, or the wish closed before the job ran: nothing worth telling.
  if (match?.desejo.status !== 'aberto') {
    ctx.logger.info({ matchId }, 'oportunidade não está mais aberta; notificação descartada');
    return;
  }
  // Meta's opt-out: a shop that said "PARAR" gets no notice, not even of a match made before.
  if (await isOptedOut({ db, phone: match.lojista.whatsapp_loja })) {
    ctx.logger.info({ matchId }, 'loja pediu para não receber mensagens; notificação descartada');
    return;
  }
  const templates = await readWhatsappTemplates(db);
  const variables = novoDesejoVars(match);
  const text = renderTemplate(templates.novo_desejo, variables);
  await sendOnce(
    {
      to: match.lojista.whatsapp_loja,
      template: 'novo_desejo',
      variables,
      text,
      idempotencyKey: shopNoticeKey(matchId),
      simulated: isSimulatedWish(match.desejo),
      image: noticeImage(match.desejo.fotos[0]?.storage_key, match.desejo.fotos[0]?.mime_type),
      interactive: opportunityButtons(text, variables.codigo),
    },
    ctx,
  );
};

/**
 * Fazer oferta / Não tenho, for this opportunity's code: reply buttons inside the window, the
 * template's quick replies outside it (deliver.ts), answered by the shop flow as "make an offer for"
 * and "I don't have" that code.
 */
function opportunityButtons(text: string, codigo: string | null | undefined) {
  if (!codigo) return undefined;
  const [offer, decline] = TEMPLATE_QUICK_REPLIES.novo_desejo;
  return replyButtons(text, [
    { id: makeOfferId(codigo), title: offer },
    { id: declineId(codigo), title: decline },
  ]);
}

/**
 * `oferta_recebida` to the customer who made the wish, once per version of the offer. A version
 * already replaced when its job runs is not sent: the newer version's notice tells the terms that
 * stand. A later version is told as an update (free text inside the 24-hour window, the same
 * template as the first notice outside it) when an earlier notice went out, else as the offer.
 */
export const handleNotifyOffer: JobHandler<typeof notifyOfferJob> = async ({ ofertaId, versao }, ctx) => {
  const oferta = await findOfertaNotice(db, ofertaId);
  if (!oferta) {
    ctx.logger.info({ ofertaId }, 'oferta não existe mais; notificação descartada');
    return;
  }
  if (versao < oferta.versao) {
    ctx.logger.info(
      { ofertaId, versao, atual: oferta.versao },
      'versão já substituída; notificação descartada',
    );
    return;
  }
  // Meta's opt-out: an opted-out customer gets an offer only inside a conversation they started
  // (the 24-hour window after their own message); outside it the notice would be ours to start.
  const inConversation = isWindowOpen(oferta.desejo.conversation?.last_inbound_at ?? null);
  if (!inConversation && (await isOptedOut({ db, phone: oferta.desejo.whatsapp_cliente }))) {
    ctx.logger.info({ ofertaId, versao }, 'cliente pediu para não receber mensagens; notificação descartada');
    return;
  }
  const earlier = Array.from({ length: versao - 1 }, (_, i) => offerNoticeKey(ofertaId, i + 1));
  const isUpdate = await hasSentAnyOf(db, earlier);
  const templates = await readWhatsappTemplates(db);
  const variables = ofertaRecebidaVars(oferta);
  await sendOnce(
    {
      to: oferta.desejo.whatsapp_cliente,
      template: 'oferta_recebida',
      variables,
      text: renderTemplate(isUpdate ? OFERTA_ATUALIZADA_TEXT : templates.oferta_recebida, variables),
      idempotencyKey: offerNoticeKey(ofertaId, versao),
      simulated: isSimulatedWish(oferta.desejo),
      image: noticeImage(oferta.foto_key, oferta.foto_mime_type),
    },
    ctx,
  );
};
