import { readTurnConfig, type TurnConfig } from '#agent/agent-config.ts';
import { type AgentEnv, runTurn } from '#agent/run-turn.ts';
import type { AgentReply, AgentTurnInput } from '#agent/types.ts';
import { answerPendingRating } from '#api/avaliacoes/answer-rating.ts';
import type { Logger } from '#platform/logger.ts';
import type { BotRuntime } from '#platform/runtime.ts';
import type { Db } from '#prisma/client.ts';
import { turnEffectKeys } from '#tools/effect-keys.ts';
import type { Party } from '#tools/party.ts';
import type { ToolContext } from '#tools/tool-types.ts';
import { getOutboundSender } from '#whatsapp/sender.ts';
import { markProcessed, type PendingTurn, saveAgentState } from './conversation-data.ts';
import { asksForPerson, calledForPerson, handOverToPerson, holdForPerson } from './human-turn.ts';
import { readIncoming } from './incoming.ts';

// One turn: every message that waited is answered by one reply, so two quick messages ("quero um
// tênis" / "tamanho 42") get one answer that reads both.

/**
 * `options.config`: the configuration the batch already read (runTurn reads it when absent);
 * `options.env`: the model endpoint, from the process's environment.
 */
export type TurnRunner = (
  input: AgentTurnInput,
  ctx: ToolContext,
  options: { config?: TurnConfig; env: AgentEnv },
) => Promise<AgentReply>;

let turnRunner: TurnRunner | undefined;

/** Replaces the agent for tests and benches (undefined = runTurn). Returns the previous one. */
export function setTurnRunner(runner: TurnRunner | undefined): TurnRunner | undefined {
  const previous = turnRunner;
  turnRunner = runner;
  return previous;
}

// The admin console's webhook tester sends from 5500...: a number no one owns, so a reply could
// only fail (and count against the account's quality).
export function isTesterNumber(phone: string): boolean {
  return phone.startsWith('5500');
}

// Most turns hand back the state they got (or null for none): no write for those.
function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function partyOf(turn: PendingTurn): Party {
  const base = { conversationId: turn.id, phone: turn.phone, contactName: turn.contactName };
  return turn.lojista
    ? { ...base, kind: 'lojista', lojistaId: turn.lojista.id, nomeLoja: turn.lojista.nomeLoja }
    : { ...base, kind: 'cliente' };
}

export async function answerBatch(
  turn: PendingTurn,
  deps: { db: Db; runtime: BotRuntime; logger: Logger },
): Promise<void> {
  const { db, runtime } = deps;
  const batch = turn.pending;
  const ids = batch.map((message) => message.id);
  const last = batch[batch.length - 1];
  if (!last) return;
  // The conversation id reaches every line through the log context (turn-job.ts), not a child
  // logger here, which would only cover this function's own lines.
  const logger = deps.logger;
  const idempotencyKey = `reply:${last.id}`;

  if (isTesterNumber(turn.phone)) {
    logger.info({ messages: ids.length }, 'mensagem do testador de webhook: sem resposta');
    await markProcessed(db, ids);
    return;
  }
  const party = partyOf(turn);
  // A turn that stored its reply and crashed before marking the batch: running the agent again
  // would repeat its tool calls (a second wish), and the sender would not send twice anyway.
  if (turn.replyStored) {
    await markProcessed(db, ids);
    return;
  }
  // Downloads and transcribes what the batch holds (kept on the rows, so a rerun does neither again).
  const { texts: incoming, notices } = await readIncoming(batch, {
    db,
    env: runtime.env,
    logger,
    agentState: turn.agentState,
    isShop: party.kind === 'lojista',
    now: new Date(),
  });
  const simulated = batch.some((message) => message.transport === 'simulator');
  const now = new Date();
  // A person answers this conversation: store, say nothing (human-turn.ts).
  if (turn.humanMode) {
    await holdForPerson(db, { turn, ids, simulated, now, humanMode: turn.humanMode, firstAt: batch[0]!.at });
    logger.info({ messages: ids.length }, 'atendimento humano: mensagem guardada sem resposta do bot');
    return;
  }
  if (asksForPerson(incoming)) {
    await handOverToPerson(db, { turn, ids, simulated, now });
    logger.info({ messages: ids.length }, 'atendimento humano pedido: o bot para de responder');
    return;
  }
  // The answer to a pending rating ask ("5", "nota 4", a button, "não quero avaliar") is the turn;
  // anything else, the agent's as always.
  const rating =
    party.kind === 'cliente' && incoming.length > 0
      ? await answerPendingRating({ db, phone: turn.phone, texts: incoming, now })
      : null;
  const config = incoming.length > 0 && !rating ? await readTurnConfig(db, party.kind) : undefined;

  let reply: AgentReply;
  if (rating) {
    reply = {
      text: [...notices, rating.text].join('\n\n'),
      toolCalls: [],
      metadata: { avaliacao: rating.kind },
    };
  } else if (!config) {
    // Nothing for the agent (a photo, an audio that could not be heard): the notices are the answer
    // and the conversation stays where it was.
    reply = { text: notices.join('\n\n'), toolCalls: [], metadata: { sem_texto: true } };
  } else {
    const history = config.historyLimit > 0 ? turn.history.slice(-config.historyLimit) : [];
    const ctx: ToolContext = {
      db,
      queue: runtime.jobs,
      logger,
      party,
      settings: {
        wishTtlDays: runtime.env.WISH_TTL_DAYS,
        publicUrl: runtime.env.PUBLIC_URL ?? `http://localhost:${runtime.env.PORT}`,
      },
      now,
      // Keyed by the batch's oldest message: a rerun of this batch finds its effects even when a
      // message arrived meanwhile and joined the batch (batch[0] exists: `last` does).
      effectKey: turnEffectKeys(batch[0]!.id),
    };
    // An error here (the agent catches the model's own) fails the job, which retries the batch.
    reply = await (turnRunner ?? runTurn)({ party, history, incoming, state: turn.agentState, now }, ctx, {
      config,
      env: runtime.env,
    });
    if (reply.state !== undefined && !sameJson(reply.state, turn.agentState)) {
      await saveAgentState(db, turn.id, reply.state);
    }
    // The model handed the conversation to a person: the fixed notice, said once, is the answer.
    if (calledForPerson(reply.toolCalls)) {
      await handOverToPerson(db, { turn, ids, simulated, now, toolCalls: reply.toolCalls });
      logger.info({ messages: ids.length }, 'atendimento humano pedido pelo agente: o bot para de responder');
      return;
    }
    if (notices.length > 0) reply = { ...reply, text: [...notices, reply.text].join('\n\n') };
  }

  if (reply.text.trim() !== '') {
    await getOutboundSender().sendText({
      to: turn.phone,
      text: reply.text,
      idempotencyKey,
      simulated,
      toolCalls: reply.toolCalls,
      metadata: { ...reply.metadata, in_reply_to: ids },
      ...(reply.interactive ? { interactive: reply.interactive } : {}),
      answers: ids,
    });
  } else {
    await markProcessed(db, ids);
  }
  logger.info({ messages: ids.length, replied: reply.text.trim() !== '' }, 'turno respondido');
}
