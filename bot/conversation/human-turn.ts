import { requestHuman, sendHandoffNotice } from '#api/atendimento/human-mode.ts';
import { markContactWaiting } from '#api/atendimento/human-mode-data.ts';
import { detectsIntent } from '#domain/understanding/intent.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import type { Db } from '#prisma/client.ts';
import { HUMAN_TOOL_NAMES } from '#tools/chamar-atendente.ts';
import { markProcessed, type PendingTurn } from './conversation-data.ts';

// The turn's side of human takeover (issue 21). A contact asking for a person is read by the
// understanding layer before any agent runs (so "quero falar com um atendente" never becomes a
// wish, with or without a model), and by the model through the chamar_atendente tool for what the
// phrases miss. In human mode the turn stores what arrived and answers nothing: a person does.

/** Whether one of the batch's texts asks for a person ("quero falar com um atendente"). */
export function asksForPerson(texts: readonly string[]): boolean {
  return texts.some((text) => detectsIntent(text, 'atendente'));
}

/** The model called chamar_atendente and it worked: the turn's answer is the notice. */
export function calledForPerson(calls: readonly ToolCallRecord[]): boolean {
  return calls.some((call) => HUMAN_TOOL_NAMES.has(call.name) && !call.error && isOk(call.result));
}

function isOk(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { ok?: unknown }).ok === true;
}

type Batch = {
  turn: PendingTurn;
  ids: string[];
  simulated: boolean;
  now: Date;
  toolCalls?: ToolCallRecord[];
};

/** Enters human mode (or keeps it) and says once that a person will answer. */
export async function handOverToPerson(db: Db, batch: Batch): Promise<void> {
  await requestHuman({
    db,
    conversationId: batch.turn.id,
    phone: batch.turn.phone,
    by: batch.turn.lojista ? 'lojista' : 'cliente',
    now: batch.now,
    simulated: batch.simulated,
    inReplyTo: batch.ids,
    ...(batch.toolCalls ? { toolCalls: batch.toolCalls } : {}),
  });
  await markProcessed(db, batch.ids);
}

/**
 * Human mode: the messages become part of the thread (and of the agent's memory for later) without
 * an answer, and the contact waits for a person from the first of them. A turn that crashed between
 * entering human mode and its notice says the notice here (keyed by the episode: said once).
 */
export async function holdForPerson(
  db: Db,
  batch: Batch & { humanMode: NonNullable<PendingTurn['humanMode']>; firstAt: Date },
): Promise<void> {
  const { turn, humanMode } = batch;
  await markContactWaiting(db, turn.id, batch.firstAt);
  if (humanMode.by !== 'admin') {
    await sendHandoffNotice({
      conversationId: turn.id,
      phone: turn.phone,
      since: humanMode.since,
      simulated: batch.simulated,
    });
  }
  await markProcessed(db, batch.ids);
}
