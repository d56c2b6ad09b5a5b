import { type InteractiveMessage, readInteractive } from '#domain/whatsapp/interactive.ts';
import type { Logger } from '#platform/logger.ts';
import { outboundMessages } from '#platform/metrics/metrics.ts';
import type { Db } from '#prisma/client.ts';
import type { TemplateKey } from '#prompts/templates.ts';
import { isWindowOpen } from './lease.ts';
import { findOptOut } from './opt-out-data.ts';
import {
  claimOutbound,
  findOutboundForDelivery,
  type OutboundForDelivery,
  settleOutbound,
} from './outbound-data.ts';
import { canSendImage, loadOutboundImage, sendImageWithText } from './outbound-image.ts';
import { sendRateLimiter } from './rate-limiter.ts';
import { openContent, type SealedContent } from './sealed-content.ts';
import { SIMULATED_STATUS, simulatorTransport } from './simulator-transport.ts';
import { maskPhone, resolveTransport } from './transport.ts';
import { TransportError, type WhatsappTransport } from './whatsapp-transport.ts';

// One delivery of a stored outbound row: claim it (so two attempts never both send), pick the
// transport and, for a notification, free text or template by the 24-hour window, then a few
// quick tries against short hiccups. What is still retryable goes back to 'queued' for the
// outbound.deliver job; what is not is 'failed' and logged as an error for the admins. A send
// that may have reached WhatsApp without our knowing (no answer) is never tried again at once:
// the row stays 'sending' until Meta's status callback settles it or its lease runs out.

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
  /** How long a 'sending' row belongs to the attempt holding it (lease.ts). */
  leaseMs: number;
};

export type DeliveryOutcome =
  | { kind: 'done'; status: string }
  | { kind: 'retry'; error: string; retryAfterMs?: number }
  /** It may have gone: left 'sending' for the status callback, or the sweeper once the lease ends. */
  | { kind: 'uncertain'; error: string }
  /** Another attempt holds the row (status 'sending'). */
  | { kind: 'busy' }
  | { kind: 'missing' };

// Sends without an answer after which the row is given up (each waits a lease for a callback).
const MAX_UNCERTAIN_SENDS = 5;
// A write after a send that went out is retried over a few seconds: without it the row would
// look unsent once its lease ends (Meta's status callback would still settle it by its key).
const SETTLE_RETRY_MS = [200, 1_000, 3_000];

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
  if (!claimed && !(await claimOutbound(db, messageId, new Date(Date.now() - options.leaseMs)))) {
    const now = await findOutboundForDelivery(db, messageId);
    return now && FINAL_STATUSES.has(now.status ?? '')
      ? { kind: 'done', status: now.status ?? '' }
      : { kind: 'busy' };
  }

  const to = row.conversation.phone_number;
  const stored = (row.metadata ?? {}) as Record<string, unknown>;
  const template = row.message_type === 'template' ? (stored.template as TemplateKey | undefined) : undefined;
  const lastInbound = row.conversation.last_inbound_at;
  const windowOpen = isWindowOpen(lastInbound);
  const log = { messageId, key: row.idempotency_key, to: maskPhone(to) };
  const fail = async (error: string, transport?: string) => {
    outboundMessages.inc({ status: 'failed', transport: transport ?? 'none' });
    await settleOutbound(db, messageId, {
      status: 'failed',
      error,
      metadata: { ...stored, ...(transport ? { transport } : {}) },
    });
    return { kind: 'done', status: 'failed' } as const;
  };

  // A message stored masked goes out with its real content (sealed-content.ts); one whose content
  // no longer opens (the installation's key changed) cannot be sent right and is failed.
  let secret: SealedContent | undefined;
  try {
    secret = row.conteudo_sigiloso ? openContent(row.conteudo_sigiloso) : undefined;
  } catch {
    logger.error(log, 'conteúdo sigiloso ilegível; mensagem não enviada');
    return fail('conteúdo sigiloso ilegível (chave de criptografia trocada?)');
  }
  const text = secret?.text ?? row.message_text ?? '';
  const variables = { ...(stored.variables as Record<string, string> | undefined), ...secret?.variables };

  // Free text reaches a person only inside the window (a notification goes as its template
  // outside it): a reply resumed after the window closed is failed, not sent to be refused.
  if (template === undefined && stored.simulated !== true && lastInbound !== null && !windowOpen) {
    logger.error(log, 'resposta não enviada: janela de 24 horas do WhatsApp encerrada');
    return fail('não enviada: a janela de 24 horas do WhatsApp fechou antes da entrega');
  }
  // Meta's opt-out: a notice stored before its recipient said "PARAR" (waiting for a retry) is
  // not sent outside a conversation they started. Not an error: the person asked for it.
  if (template !== undefined && !windowOpen && (await findOptOut(db, to))?.opted_out) {
    logger.info(log, 'notificação não enviada: o número pediu para não receber mensagens');
    return fail('não enviada: o número pediu para não receber mensagens (opt-out)');
  }
  const callback = row.idempotency_key ? { callbackData: row.idempotency_key } : {};

  let lastError: TransportError | undefined;
  for (let attempt = 0; attempt <= options.quickDelaysMs.length; attempt += 1) {
    let transport: WhatsappTransport | undefined;
    let sent: { waMessageId: string };
    const asTemplate = template !== undefined && !windowOpen;
    try {
      transport = stored.simulated === true ? simulatorTransport : await resolveTransport();
      const image = await loadOutboundImage(stored, transport);
      const interactive = readInteractive(stored.interactive);
      const withImage = image ? { ...callback, headerImage: image } : callback;
      if (transport.name !== 'simulator') await sendRateLimiter().acquire();
      sent = asTemplate
        ? await transport.sendTemplate(to, template, variables, text, {
            ...withImage,
            ...quickReplies(interactive),
          })
        : interactive && transport.sendInteractive
          ? await transport.sendInteractive(to, interactive, withImage)
          : image && canSendImage(transport)
            ? await sendImageWithText(transport, to, image, text, callback)
            : await transport.sendText(to, text, callback);
    } catch (error) {
      const failure =
        error instanceof TransportError
          ? error
          : // Our own fault (database, a bug) before anything left: worth another try.
            new TransportError(error instanceof Error ? error.message : String(error), {
              retryable: true,
              cause: error,
            });
      const details = { ...log, transport: transport?.name, status: failure.status, code: failure.code };
      if (!failure.retryable) {
        logger.error(
          { ...details, error: failure.message },
          'mensagem do WhatsApp recusada; não será reenviada',
        );
        return fail(failure.message, transport?.name);
      }
      outboundMessages.inc({ status: 'retried', transport: transport?.name ?? 'none' });
      if (failure.ambiguous) return leaveForCallback(failure, details);
      lastError = failure;
      const pause = options.quickDelaysMs[attempt];
      if (pause === undefined) break;
      if ((failure.retryAfterMs ?? 0) > options.retryAfterCapMs) break;
      await sleep(Math.max(pause, failure.retryAfterMs ?? 0));
      continue;
    }
    // It went out: stored before anything else, and from here on nothing may send it again.
    const status = transport.name === 'simulator' ? SIMULATED_STATUS : 'sent';
    const metadata = {
      ...stored,
      transport: transport.name,
      ...(template
        ? { window: windowOpen ? 'aberta' : 'fechada', enviado_como: asTemplate ? 'template' : 'texto' }
        : {}),
    };
    await settleSent(db, messageId, { status, waMessageId: sent.waMessageId, error: null, metadata });
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

  /** No answer: the row stays 'sending' (its lease starts again) for the callback or the sweeper. */
  async function leaveForCallback(failure: TransportError, details: Record<string, unknown>) {
    const uncertain = Number(stored.envios_incertos ?? 0) + 1;
    if (uncertain >= MAX_UNCERTAIN_SENDS) {
      logger.error(
        { ...details, error: failure.message },
        'mensagem do WhatsApp sem confirmação; desistindo',
      );
      return fail(`API do WhatsApp não confirmou o envio após ${uncertain} tentativas: ${failure.message}`);
    }
    await settleOutbound(db, messageId, {
      status: 'sending',
      error: failure.message,
      metadata: { ...stored, envios_incertos: uncertain },
    });
    logger.warn(
      { ...details, error: failure.message },
      'envio do WhatsApp sem resposta; aguardando a confirmação antes de reenviar',
    );
    return { kind: 'uncertain', error: failure.message } as const;
  }
}

/** A notice's reply buttons, outside the window: their ids as the template's quick-reply payloads. */
function quickReplies(interactive: InteractiveMessage | undefined) {
  return interactive?.type === 'button' ? { quickReplies: interactive.buttons.map((b) => b.id) } : {};
}

async function settleSent(db: Db, id: string, outcome: Parameters<typeof settleOutbound>[2]) {
  for (const pause of [...SETTLE_RETRY_MS, undefined]) {
    try {
      await settleOutbound(db, id, outcome);
      return;
    } catch (error) {
      if (pause === undefined) throw error;
      await sleep(pause);
    }
  }
}
