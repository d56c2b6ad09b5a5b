import { randomUUID } from 'node:crypto';
import nock from 'nock';
import { notifyOfferJob } from '#api/notifications/jobs.ts';
import { handleNotifyOffer } from '#api/notifications/notify-handlers.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import type { Logger } from '#platform/logger.ts';
import { db } from '#prisma/client.ts';
import type { Enqueued } from '#tests/factories/shops.ts';
import { createBotSender } from '#whatsapp/bot-sender.ts';
import { setOutboundSender } from '#whatsapp/sender.ts';
import { saveWhatsappSettings } from '#whatsapp/whatsapp-settings.ts';

// What the customer got of an offer, for the one-offer-per-match suites: the notice jobs the
// service enqueued, run through the real job and sender (the simulator transport without Cloud API
// credentials; the Graph API under nock with them), and the outbound rows they stored.

/**
 * Runs every `oferta_recebida` job enqueued so far, repeats included, in order: what a queue that
 * forgot a job id would do. The sender's per-version key is what keeps each notice single.
 */
export async function runOfferNotices(enqueued: readonly Enqueued[], logger: Logger) {
  const jobs = enqueued.filter((job) => job.name === notifyOfferJob.name);
  for (const job of jobs) {
    const payload = notifyOfferJob.schema.parse(job.payload);
    await handleNotifyOffer(payload, { jobId: job.jobId ?? 'teste', attempt: 1, logger });
  }
  return jobs.length;
}

/** The customer's notices of one offer (every version), oldest first. */
export function offerNotices(ofertaId: string) {
  return db.whatsappMessage.findMany({
    where: { idempotency_key: { startsWith: `oferta:${ofertaId}` }, direction: 'outbound' },
    orderBy: { created_at: 'asc' },
    select: { idempotency_key: true, message_text: true, message_type: true, status: true },
  });
}

export const fakeGraphUrl = 'https://graph.test/v21.0';
export const fakePhoneNumberId = '100200300';

/** The Graph API's messages endpoint under nock, accepting every POST: the bodies, in order. */
export function fakeGraphMessages() {
  const bodies: Record<string, unknown>[] = [];
  const scope = nock('https://graph.test')
    .persist()
    .post(`/v21.0/${fakePhoneNumberId}/messages`, (body) => {
      bodies.push(body as Record<string, unknown>);
      return true;
    })
    .reply(200, () => ({ messages: [{ id: `wamid.${randomUUID()}` }] }));
  return { bodies, done: () => scope.persist(false) };
}

/**
 * A bot runtime that sends through the Cloud API: credentials saved, the default sender without
 * quick retries, the network closed but for this machine and nock (start `fakeGraphMessages`
 * after it). `close` undoes every part, the credentials included, and closes the runtime.
 */
export async function startCloudApiBot(): Promise<{ bot: BotTestRuntime; close(): Promise<void> }> {
  const bot = await startBotTestRuntime({
    start: false,
    env: { WHATSAPP_TRANSPORT: 'auto', WHATSAPP_GRAPH_URL: fakeGraphUrl, WHATSAPP_RATE_LIMIT: '1000' },
  });
  const accessToken = `EAAG-teste-${randomUUID()}`;
  await saveWhatsappSettings(db, bot.env, { accessToken, phoneNumberId: fakePhoneNumberId }, 'teste');
  setOutboundSender(createBotSender({ quickDelaysMs: [] }));
  nock.disableNetConnect();
  nock.enableNetConnect('127.0.0.1');
  return {
    bot,
    async close() {
      nock.cleanAll();
      nock.enableNetConnect();
      setOutboundSender(undefined);
      await saveWhatsappSettings(db, bot.env, { accessToken: '', phoneNumberId: '' }, 'teste');
      await bot.close();
    },
  };
}
