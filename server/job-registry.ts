import { handleHumanModeSweep } from '#api/atendimento/human-mode-sweep.ts';
import { humanModeSweepJob } from '#api/atendimento/jobs.ts';
import { handleAskRating, handleSweepRatingAsks } from '#api/avaliacoes/ask-ratings.ts';
import { askRatingJob, sweepRatingAsksJob } from '#api/avaliacoes/jobs.ts';
import { expireWishesJob } from '#api/desejos/jobs.ts';
import { handleExpireWishes } from '#api/desejos/lifecycle.ts';
import { handleSendMail } from '#api/mail/send-mail-handler.ts';
import { sendMailJob } from '#api/mail/send-mail-job.ts';
import { notifyOfferJob, notifyOutcomeJob, notifyShopJob } from '#api/notifications/jobs.ts';
import { handleNotifyOffer, handleNotifyShop } from '#api/notifications/notify-handlers.ts';
import { handleNotifyOutcome } from '#api/notifications/outcome-handlers.ts';
import { handleShopAccountNotice } from '#api/notifications/shop-account-handler.ts';
import { shopAccountNoticeJob } from '#api/notifications/shop-account-jobs.ts';
import { handleEraseConversation } from '#api/privacidade/erase-after-turn.ts';
import { eraseConversationJob, mediaPurgeJob, retentionJob } from '#api/privacidade/jobs.ts';
import { handleMediaPurge } from '#api/privacidade/media-purge.ts';
import { handleRetention } from '#api/privacidade/retention.ts';
import { conversationTurnJob } from '#bot/conversation/jobs.ts';
import { handleConversationTurn } from '#bot/conversation/turn-job.ts';
import { whatsappWebhookJob } from '#bot/webhook/jobs.ts';
import { handleWhatsappWebhook } from '#bot/webhook/webhook-job.ts';
import { handleJob, type RunnableJob } from '#platform/jobs/define-job.ts';
import { handleDeliver } from '#whatsapp/deliver-job.ts';
import { deliverJob } from '#whatsapp/jobs.ts';

// Every job a worker runs, each definition paired with its handler here and only here: the code
// that enqueues imports the definition (a feature's jobs.ts) and never what the handler needs.

/** The general queue: mail, notifications, sweeps, outbound deliveries. */
export const generalJobs: RunnableJob[] = [
  handleJob(sendMailJob, handleSendMail),
  handleJob(notifyShopJob, handleNotifyShop),
  handleJob(notifyOfferJob, handleNotifyOffer),
  handleJob(shopAccountNoticeJob, handleShopAccountNotice),
  handleJob(notifyOutcomeJob, handleNotifyOutcome),
  handleJob(expireWishesJob, handleExpireWishes),
  handleJob(sweepRatingAsksJob, handleSweepRatingAsks),
  handleJob(askRatingJob, handleAskRating),
  handleJob(retentionJob, handleRetention),
  handleJob(humanModeSweepJob, handleHumanModeSweep),
  handleJob(eraseConversationJob, handleEraseConversation),
  handleJob(mediaPurgeJob, handleMediaPurge),
  // Webhook bodies go to the conversations queue now; this handles those an earlier version queued here.
  handleJob(whatsappWebhookJob, handleWhatsappWebhook),
  handleJob(deliverJob, handleDeliver),
];

/**
 * The conversations queue, with a concurrency of its own: turns, and the webhook bodies whose job
 * stores the messages and answers their conversations in the same run.
 */
export const conversationJobs: RunnableJob[] = [
  handleJob(conversationTurnJob, handleConversationTurn),
  handleJob(whatsappWebhookJob, handleWhatsappWebhook),
];
