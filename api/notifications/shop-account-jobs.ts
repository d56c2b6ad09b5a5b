import { z } from 'zod';
import { defineJob } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import type { Logger } from '#platform/logger.ts';

// The shop's own WhatsApp notices: the welcome once its profile is complete (enviar-boas-vindas)
// and the notice of its first approval in /gestao/lojistas, each beside the e-mail of the same
// event. Enqueued after the commit under a job id per shop and notice, and sent under a message
// key per shop and notice (shop-account-handler.ts), so a retried request, a second admin or a
// retried job never messages the shop twice.

export const SHOP_NOTICES = ['boas_vindas', 'aprovacao'] as const;
export type ShopNotice = (typeof SHOP_NOTICES)[number];

/** The message's idempotency key (whatsapp_messages.idempotency_key). */
export const shopAccountNoticeKey = (aviso: ShopNotice, lojistaId: string) =>
  `${aviso === 'boas_vindas' ? 'boas-vindas' : 'aprovacao'}:${lojistaId}`;

export const shopAccountNoticeJob = defineJob({
  name: 'notifications.aviso-lojista',
  schema: z.object({ lojistaId: z.uuid(), aviso: z.enum(SHOP_NOTICES) }),
  attempts: 8,
  backoff: { type: 'exponential', delayMs: 5_000 },
});

/** Queues one notice; call after the commit. Logged, never thrown: the e-mail still goes. */
export async function enqueueShopAccountNotice(options: {
  queue: JobQueue;
  logger: Logger;
  lojistaId: string;
  aviso: ShopNotice;
}): Promise<boolean> {
  const { lojistaId, aviso } = options;
  try {
    // Not the e-mail's job id (boas-vindas:<id>, aprovacao:<id>): both live in the same queue.
    await options.queue.enqueue(
      shopAccountNoticeJob,
      { lojistaId, aviso },
      { jobId: `whatsapp-${shopAccountNoticeKey(aviso, lojistaId)}` },
    );
    return true;
  } catch (error) {
    options.logger.error({ err: error, lojistaId, aviso }, 'aviso do lojista por WhatsApp não enfileirado');
    return false;
  }
}
