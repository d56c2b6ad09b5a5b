import type { Logger } from '#api/logger.ts';
import { outboundMessages } from '#api/metrics/metrics.ts';
import type { Db } from '#prisma/client.ts';
import type { TemplateKey } from '#prompts/templates.ts';
import {
  claimOutbound,
  findOutboundForDelivery,
  type OutboundForDelivery,
  settleOutbound,
} from './outbound-data.ts';
import { sendRateLimiter } from './rate-limiter.ts';
import { SIMULATED_STATUS, simulatorTransport } from './simulator-transport.ts';
import { maskPhone, resolveTransport, TransportError, type WhatsappTransport } from './transport.ts';

// One delivery of a stored outbound row: claim it (so two attempts never both send), pick the
// transport and, for a notification, free text or template by the 24-hour window, then a few
// quick tries against short hiccups. What is still retryable goes back to 'queued' for the
// outbound.deliver job; what is not is 'failed' and logged as an error for the admins.

/** Statuses after which the row is never sent again. */
export const FINAL_STATUSES: ReadonlySet<string> = new Set([
  'sent',
  'delivered',
  'read',
  'failed',
  SIMULATED_STATUS,
]);

export type DeliveryOptions = {
  db: Db;
  logger: Logger;
  /** Pauses between the quick tries of this attempt; [] = a single try. */
  quickDelaysMs: readonly number[];
  /** A Retry-After above this is not waited out here: the job takes it over. */
  retryAfterCapMs: number;
};

export type DeliveryOutcome =
  | { kind: 'done'; status: string }
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  /** Another attempt holds the row (status 'sending'). */
  | { kind: 'busy' }
  | { kind: 'missing' };

// A worker that died mid-send leaves 'sending'; after this long another attempt may take over.
const STALE_SENDING_MS = 2 * 60_000;
// Meta's window is 24 h from the user's last message; a margin keeps a slow send from missing it.
const WINDOW_MS = 24 * 60 * 60_000 - 5 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `created`: the row this caller has just stored as 'sending', which claims it at birth (it is
 * neither read again nor claimed: one statement less for every reply).
 */
export async function attemptDelivery(
  messageId: string,
  options: DeliveryOptions,
  created?: OutboundForDelivery,
): Promise<DeliveryOutcome> {
  const { db, logger } = options;
  const claimed = created?.id === messageId;
  const row = claimed ? created : await findOutboundForDelivery(db, messageId);
  if (row?.direction !== 'outbound') return { kind: 'missing' };
  if (FINAL_STATUSES.has(row.status ?? '')) return { kind: 'done', status: row.status ?? '' };
  if (!claimed && !(await claimOutbound(db, messageId, new Date(Date.now() - STALE_SENDING_MS)))) {
    const now = await findOutboundForDelivery(db, messageId);
    return now && FINAL_STATUSES.has(now.status ?? '')
      ? { kind: 'done', status: now.status ?? '' }
      : { kind: 'busy' };
  }

  const to = row.conversation.phone_number;
  const text = row.message_text ?? '';
  const stored = (row.metadata ?? {}) as Record<string, unknown>;
  const template = row.message_type === 'template' ? (stored.template as TemplateKey | undefined) : undefined;
  const windowOpen =
    row.conversation.last_inbound_at !== null &&
    Date.now() - row.conversation.last_inbound_at.getTime() < WINDOW_MS;
  const log = { messageId, key: row.idempotency_key, to: maskPhone(to) };

  let lastError: TransportError | undefined;
  for (let attempt = 0; attempt <= options.quickDelaysMs.length; attempt += 1) {
    let transport: WhatsappTransport | undefined;
    let sent: { waMessageId: string };
    const asTemplate = template !== undefined && !windowOpen;
    try {
      transport = stored.simulated === true ? simulatorTransport : await resolveTransport();
      if (transport.name !== 'simulator') await sendRateLimiter().acquire();
      sent = asTemplate
        ? await transport.sendTemplate(to, template, (stored.variables ?? {}) as Record<string, string>, text)
        : await transport.sendText(to, text);
    } catch (error) {
      const failure =
        error instanceof TransportError
          ? error
          : // Our own fault (database, a bug) before anything left: worth another try.
            new TransportError(error instanceof Error ? error.message : String(error), {
              retryable: true,
              cause: error,
            });
      if (!failure.retryable) {
        outboundMessages.inc({ status: 'failed', transport: transport?.name ?? 'none' });
        await settleOutbound(db, messageId, {
          status: 'failed',
          error: failure.message,
          metadata: { ...stored, ...(transport ? { transport: transport.name } : {}) },
        });
        logger.error(
          {
            ...log,
            transport: transport?.name,
            status: failure.status,
            code: failure.code,
            error: failure.message,
          },
          'mensagem do WhatsApp recusada; não será reenviada',
        );
        return { kind: 'done', status: 'failed' };
      }
      lastError = failure;
      outboundMessages.inc({ status: 'retried', transport: transport?.name ?? 'none' });
      const pause = options.quickDelaysMs[attempt];
      if (pause === undefined) break;
      if ((failure.retryAfterMs ?? 0) > options.retryAfterCapMs) break;
      await sleep(Math.max(pause, failure.retryAfterMs ?? 0));
      continue;
    }
    // It went out: from here on nothing may send it again, so a failing write is thrown, not retried.
    const status = transport.name === 'simulator' ? SIMULATED_STATUS : 'sent';
    const metadata = {
      ...stored,
      transport: transport.name,
      ...(template
        ? { window: windowOpen ? 'aberta' : 'fechada', enviado_como: asTemplate ? 'template' : 'texto' }
        : {}),
    };
    await settleOutbound(db, messageId, { status, waMessageId: sent.waMessageId, error: null, metadata });
    outboundMessages.inc({ status: 'sent', transport: transport.name });
    logger.info({ ...log, transport: transport.name, status }, 'mensagem do WhatsApp enviada');
    return { kind: 'done', status };
  }

  const error = lastError?.message ?? 'falha temporária';
  await settleOutbound(db, messageId, { status: 'queued', error });
  logger.warn(
    { ...log, status: lastError?.status, code: lastError?.code, error },
    'envio do WhatsApp falhou; nova tentativa agendada',
  );
  return { kind: 'retry', error, retryAfterMs: lastError?.retryAfterMs };
}
