import {
  HUMAN_MODE_MESSAGES,
  type HumanModeBy,
  type HumanModeState,
  type HumanQueueSummary,
} from '#domain/atendimento/human-mode.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import { AppError } from '#platform/http/app-error.ts';
import type { Db } from '#prisma/client.ts';
import { isWindowOpen } from '#whatsapp/lease.ts';
import { getOutboundSender } from '#whatsapp/sender.ts';
import {
  countHumanQueue,
  endStaleHumanModes,
  enterHumanMode,
  findReplyTarget,
  leaveHumanMode,
} from './human-mode-data.ts';

// Human mode's use cases, shared by the turn (a contact asking), the agent's tool, the /gestao
// routes and the sweep. Each is idempotent: a retried job or a second click changes nothing more.

const HOUR_MS = 60 * 60 * 1000;

/** A contact asked for a person: human mode (kept if already on) and the notice, said once. */
export async function requestHuman(options: {
  db: Db;
  conversationId: string;
  phone: string;
  by: Exclude<HumanModeBy, 'admin'>;
  now: Date;
  simulated: boolean;
  inReplyTo?: string[];
  /** The agent's calls of the turn that asked (chamar_atendente), kept on the notice for /gestao. */
  toolCalls?: ToolCallRecord[];
}): Promise<{ since: Date }> {
  const entered = await enterHumanMode(options.db, {
    conversationId: options.conversationId,
    by: options.by,
    at: options.now,
  });
  if (!entered) throw new AppError('NOT_FOUND', { message: HUMAN_MODE_MESSAGES.conversaNaoEncontrada });
  await sendHandoffNotice({ ...options, since: entered.since });
  return { since: entered.since };
}

/**
 * The agent's chamar_atendente: human mode on (kept if already on), the notice left to the turn,
 * which knows the transport and sends it in place of the model's text.
 */
export async function markHumanRequested(options: {
  db: Db;
  conversationId: string;
  by: Exclude<HumanModeBy, 'admin'>;
  now: Date;
}): Promise<{ since: Date }> {
  const entered = await enterHumanMode(options.db, {
    conversationId: options.conversationId,
    by: options.by,
    at: options.now,
  });
  if (!entered) throw new AppError('NOT_FOUND', { message: HUMAN_MODE_MESSAGES.conversaNaoEncontrada });
  return { since: entered.since };
}

/**
 * The "a person will answer" notice of an episode a contact began. Keyed by the conversation and
 * the episode's start, so a turn retried after a crash (human mode on, notice not yet stored) says
 * it, and says it once.
 */
export async function sendHandoffNotice(options: {
  conversationId: string;
  phone: string;
  since: Date;
  simulated: boolean;
  inReplyTo?: string[];
  toolCalls?: ToolCallRecord[];
}): Promise<void> {
  await getOutboundSender().sendText({
    to: options.phone,
    text: HUMAN_MODE_MESSAGES.aviso,
    idempotencyKey: `humano:${options.conversationId}:${options.since.getTime()}`,
    simulated: options.simulated,
    ...(options.toolCalls?.length ? { toolCalls: options.toolCalls } : {}),
    // intent: as the guided fallback marks its replies (what the evaluation reads).
    metadata: {
      atendimento_humano: true,
      intent: 'atendente',
      ...(options.inReplyTo ? { in_reply_to: options.inReplyTo } : {}),
    },
  });
}

/** 'Assumir conversa': the bot stops answering; no notice (the admin writes). */
export async function takeConversation(options: { db: Db; conversationId: string; now: Date }) {
  const entered = await enterHumanMode(options.db, {
    conversationId: options.conversationId,
    by: 'admin',
    at: options.now,
  });
  if (!entered) throw new AppError('NOT_FOUND', { message: HUMAN_MODE_MESSAGES.conversaNaoEncontrada });
  return entered;
}

/** 'Devolver ao bot': the next message is the bot's again. */
export async function returnToBot(options: {
  db: Db;
  conversationId: string;
}): Promise<{ devolvida: boolean }> {
  const target = await findReplyTarget(options.db, options.conversationId);
  if (!target) throw new AppError('NOT_FOUND', { message: HUMAN_MODE_MESSAGES.conversaNaoEncontrada });
  return { devolvida: await leaveHumanMode(options.db, options.conversationId) };
}

export async function readHumanModeState(options: {
  db: Db;
  conversationId: string;
  now: Date;
}): Promise<HumanModeState | null> {
  const target = await findReplyTarget(options.db, options.conversationId);
  if (!target) return null;
  return {
    desde: target.humanModeAt?.toISOString() ?? null,
    por: (target.humanModeBy as HumanModeBy | null) ?? null,
    aguardandoDesde: target.waitingSince?.toISOString() ?? null,
    janelaAberta: target.isSimulated || isWindowOpen(target.lastInboundAt, options.now.getTime()),
  };
}

export async function summarizeHumanQueue(db: Db): Promise<HumanQueueSummary> {
  const { waiting, oldest, inHumanMode } = await countHumanQueue(db);
  return { aguardando: waiting, maisAntigaDesde: oldest?.toISOString() ?? null, emAtendimento: inHumanMode };
}

/** The sweep: conversations no admin wrote to for `timeoutHours` go back to the bot. */
export async function returnStaleToBot(options: {
  db: Db;
  timeoutHours: number;
  now: Date;
}): Promise<{ devolvidas: string[] }> {
  const cutoff = new Date(options.now.getTime() - options.timeoutHours * HOUR_MS);
  return { devolvidas: await endStaleHumanModes(options.db, cutoff) };
}
