import { phoneVariants } from '#domain/whatsapp/phone-variants.ts';
import type { JobHandler } from '#platform/jobs/define-job.ts';
import type { JobQueue } from '#platform/jobs/job-queue.ts';
import { type Db, db as defaultDb } from '#prisma/client.ts';
import { anonymiseCustomerWishes, eraseCustomerData } from './customer-data.ts';
import { eraseConversationJob } from './jobs.ts';
import { findConversationsOf, hasWorkInFlight } from './privacy-data.ts';

// A customer who asks the bot to erase their data is still in a turn: its reply ("pronto, apaguei")
// is stored as a message before it is sent, in the very conversation being erased. So the wishes
// are anonymised at once, and the conversation goes a few seconds later, once the turn and the
// reply's delivery are over — with the reply itself. Until then the job waits (retries).

export const ERASE_DELAY_MS = 5_000;

export const handleEraseConversation: JobHandler<typeof eraseConversationJob> = async ({ phone }, ctx) => {
  const conversations = await findConversationsOf(defaultDb, phoneVariants(phone));
  const ids = conversations.filter((c) => c.lojista_id === null).map((c) => c.id);
  if (ids.length > 0 && (await hasWorkInFlight(defaultDb, ids))) {
    throw new Error('conversa com turno ou envio em andamento: apagada na próxima tentativa');
  }
  const result = await eraseCustomerData({ phone });
  ctx.logger.info(result, 'dados do cliente apagados a pedido dele');
};

/** The bot's erasure: wishes now, the conversation right after this turn. */
export async function requestErasureFromConversation(options: {
  db?: Db;
  queue: JobQueue;
  phone: string;
  conversationId: string;
  now: Date;
}): Promise<{ desejos_anonimizados: number }> {
  const anonymised = await anonymiseCustomerWishes({
    db: options.db,
    phone: options.phone,
    now: options.now,
  });
  await options.queue.enqueue(
    eraseConversationJob,
    { phone: options.phone },
    { jobId: `${options.conversationId}:${options.now.getTime()}`, delayMs: ERASE_DELAY_MS },
  );
  return { desejos_anonimizados: anonymised };
}
