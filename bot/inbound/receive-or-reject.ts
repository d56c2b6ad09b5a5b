import type { Logger } from '#platform/logger.ts';
import { Prisma } from '#prisma/client.ts';
import type { InboundMessage } from '#whatsapp/inbound-message.ts';
import { receiveInbound } from './receive.ts';

// One message of a delivered batch, on its own. A message that cannot be stored because of what
// it holds is kept as 'rejected' (its id, sender and time, with the reason; never its content), so
// the admins see it in the thread and the rest of the batch goes on: before, one NUL in a profile
// name failed the whole webhook body eight times and lost every message in it. A failure that is
// not the message's (the database or the queue away) is left for the caller's retry, where the
// stored messages are skipped by their wamid.

/** lost: not even the bare rejected row could be stored (logged as an error). */
export type Outcome = 'stored' | 'duplicate' | 'rejected' | 'retry' | 'lost';

/** answer: the conversation whose turn the caller runs (the message awaits one). */
export type Reception = { outcome: Outcome; answer?: string };

// SQLSTATE classes a retry cannot change: data exception (22: bad encoding, value out of range),
// integrity constraint (23), program limit (54: a value too large for an index).
const MESSAGE_FAULT_CLASSES = new Set(['22', '23', '54']);
// Prisma's own refusals of a value: too long, invalid, out of range.
const MESSAGE_FAULT_CODES = new Set(['P2000', 'P2006', 'P2007', 'P2019', 'P2020', 'P2023']);

/** The SQLSTATE behind a Prisma error, from a driver adapter (pg, PGlite) or Prisma's own meta. */
function sqlState(error: Prisma.PrismaClientKnownRequestError): string | undefined {
  const meta = error.meta as
    | { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; code?: unknown } } }
    | undefined;
  const code =
    meta?.driverAdapterError?.cause?.originalCode ?? meta?.driverAdapterError?.cause?.code ?? meta?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True when storing failed because of the message itself: trying it again gives the same answer. */
export function isMessageFault(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (MESSAGE_FAULT_CODES.has(error.code)) return true;
    const state = sqlState(error);
    return state !== undefined && MESSAGE_FAULT_CLASSES.has(state.slice(0, 2));
  }
  if (error instanceof Prisma.PrismaClientValidationError) return true;
  // Our own code choking on a value (a TypeError, a RangeError) does so again on every retry.
  return error instanceof TypeError || error instanceof RangeError;
}

function faultReason(error: unknown): string {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    return `o banco recusou a mensagem (${sqlState(error) ?? error.code})`;
  }
  if (error instanceof Prisma.PrismaClientValidationError) return 'valor inválido para o banco';
  return `erro ao gravar (${error instanceof Error ? error.name : 'desconhecido'})`;
}

/**
 * Stores one message, leaving its turn to the caller. On a failure that is the message's own, or
 * on the batch's last attempt (`isLastAttempt`: nothing will retry it), keeps it as rejected and
 * logs it once. 'retry' when the failure may pass: the caller retries the batch.
 */
export async function receiveOrReject(
  message: InboundMessage,
  options: { isLastAttempt: boolean; logger: Logger },
): Promise<Reception> {
  let failure: unknown;
  try {
    const received = await receiveInbound(message, { turn: 'caller' });
    return {
      outcome: received.stored ? 'stored' : 'duplicate',
      ...(received.awaitsTurn ? { answer: received.conversationId } : {}),
    };
  } catch (error) {
    failure = error;
  }
  return { outcome: await keepRejected(message, failure, options) };
}

async function keepRejected(
  message: InboundMessage,
  failure: unknown,
  options: { isLastAttempt: boolean; logger: Logger },
): Promise<Outcome> {
  if (!isMessageFault(failure) && !options.isLastAttempt) return 'retry';
  const reason = isMessageFault(failure) ? faultReason(failure) : 'falhou em todas as tentativas';
  // Only the keys and the reason, never the error itself: a refused value's error may quote what
  // the message holds, which may be personal.
  const logged = { waMessageId: message.waMessageId, transport: message.transport, reason };
  try {
    const isValidTime = !Number.isNaN(message.timestamp.getTime());
    const kept = await receiveInbound({
      waMessageId: message.waMessageId,
      from: message.from,
      // The time may be what failed: the arrival time still places it in the thread.
      timestamp: isValidTime ? message.timestamp : new Date(),
      type: 'rejected',
      text: '',
      rejection: reason,
      transport: message.transport,
    });
    // Kept by an earlier delivery: said once, then.
    if (!kept.stored) return 'duplicate';
    options.logger.warn(logged, 'mensagem recebida guardada como rejeitada');
    return 'rejected';
  } catch (error) {
    // Not even the bare row went in: the database is away (retry) or the id itself is refused.
    if (!isMessageFault(error) && !options.isLastAttempt) return 'retry';
    options.logger.error(logged, 'mensagem recebida não gravada');
    return 'lost';
  }
}
