import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { AgentReply, AgentTurnInput } from '#agent/types.ts';
import { receiveInbound } from '#bot/inbound/receive.ts';
import { type BotTestRuntime, startBotTestRuntime } from '#bot/test-support.ts';
import { db } from '#prisma/client.ts';
import type { ToolContext } from '#tools/tool-types.ts';
import type { InboundMessage } from '#whatsapp/inbound-message.ts';
import { type OutboundSender, type OutboundTextMessage, setOutboundSender } from '#whatsapp/sender.ts';
import { setTurnRunner } from './answer-batch.ts';
import { markProcessed } from './conversation-data.ts';

// Helpers of the pipeline tests: inbound messages, a sender that stores replies like the real one (row keyed by idempotency key, nothing
// delivered) and a scripted agent whose turns can be held open.

/**
 * An inbound message as a transport delivers it: through receiveInbound (shop detection, turn
 * enqueued). With enqueue: false the row is written directly and no turn is asked for, as a crash
 * between the two would leave it.
 */
export async function storeInbound(
  phone: string,
  text: string,
  options: { at?: Date; type?: InboundMessage['type']; enqueue?: boolean; contactName?: string } = {},
): Promise<{ conversationId: string; messageId: string }> {
  const at = options.at ?? new Date();
  if (options.enqueue !== false) {
    const received = await receiveInbound({
      waMessageId: `wamid.${randomUUID()}`,
      from: phone,
      contactName: options.contactName ?? null,
      timestamp: at,
      type: options.type ?? 'text',
      text,
      ...(options.type === 'unsupported' ? { mediaType: 'image' } : {}),
      transport: 'cloud',
    });
    if (!received.messageId) throw new Error('mensagem não armazenada');
    return { conversationId: received.conversationId, messageId: received.messageId };
  }
  const conversation = await db.whatsappConversation.upsert({
    where: { phone_number: phone },
    create: {
      phone_number: phone,
      contact_name: options.contactName ?? null,
      last_inbound_at: at,
      last_message_at: at,
    },
    update: { last_inbound_at: at, last_message_at: at },
    select: { id: true },
  });
  const message = await db.whatsappMessage.create({
    data: {
      conversation_id: conversation.id,
      wa_message_id: `wamid.${randomUUID()}`,
      direction: 'inbound',
      message_type: options.type ?? 'text',
      message_text: text,
      status: 'received',
      timestamp: at,
    },
    select: { id: true },
  });
  return { conversationId: conversation.id, messageId: message.id };
}

export type SentReply = OutboundTextMessage & { messageId: string };

export function storingSender(): { sender: OutboundSender; sent: SentReply[] } {
  const sent: SentReply[] = [];
  const sender: OutboundSender = {
    async sendTemplate() {
      throw new Error('não usado nestes testes');
    },
    async sendText(message) {
      const existing = await db.whatsappMessage.findUnique({
        where: { idempotency_key: message.idempotencyKey },
        select: { id: true },
      });
      // As the real sender's statement does: storing the reply marks what it answers processed.
      const answered = () => markProcessed(db, message.answers ?? []);
      if (existing) {
        await answered();
        return { messageId: existing.id, status: 'simulado' };
      }
      const conversation = await db.whatsappConversation.findUniqueOrThrow({
        where: { phone_number: message.to },
        select: { id: true },
      });
      const row = await db.whatsappMessage.create({
        data: {
          conversation_id: conversation.id,
          direction: 'outbound',
          message_type: 'text',
          message_text: message.text,
          status: 'simulado',
          idempotency_key: message.idempotencyKey,
          timestamp: new Date(),
          tool_calls: (message.toolCalls ?? []) as object,
          metadata: (message.metadata ?? {}) as object,
        },
        select: { id: true },
      });
      await answered();
      sent.push({ ...message, messageId: row.id });
      return { messageId: row.id, status: 'simulado' };
    },
  };
  return { sender, sent };
}

export type RecordedTurn = { input: AgentTurnInput; ctx: ToolContext };

/** A promise opened from outside: holds a scripted turn until the test lets it finish. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/** An agent that answers "ok: <messages>" unless `script` says otherwise, recording every turn. */
export function scriptedAgent(
  script: (input: AgentTurnInput) => Promise<Partial<AgentReply> | undefined> | undefined = async () =>
    undefined,
) {
  const turns: RecordedTurn[] = [];
  const runner = async (input: AgentTurnInput, ctx: ToolContext): Promise<AgentReply> => {
    turns.push({ input, ctx });
    const scripted = (await script(input)) ?? {};
    return {
      text: `ok: ${input.incoming.join(' | ')}`,
      toolCalls: [],
      metadata: { ai_model: 'roteiro' },
      ...scripted,
    };
  };
  return { runner, turns };
}

/**
 * The hooks both pipeline suites need: a started runtime, the storing sender fresh for each test,
 * the agent reset after it. Returns the readers the tests use.
 */
export function pipelineSuite() {
  let sent: SentReply[] = [];
  let bot: BotTestRuntime | undefined;
  beforeAll(async () => {
    bot = await startBotTestRuntime();
    // Opening this worker's database copy takes seconds on a busy machine: not in a test's time.
    await db.whatsappConversation.count();
  });
  afterAll(async () => {
    await bot?.close();
  });
  beforeEach(() => {
    const sender = storingSender();
    sent = sender.sent;
    setOutboundSender(sender.sender);
  });
  afterEach(() => {
    setOutboundSender(undefined);
    setTurnRunner(undefined);
  });
  return {
    bot: () => {
      if (!bot) throw new Error('runtime ainda não iniciado');
      return bot;
    },
    eventually: <T>(check: () => T | Promise<T>) => vi.waitFor(check, { timeout: 10_000, interval: 10 }),
    repliesTo: (phone: string) => sent.filter((reply) => reply.to === phone),
    inboundStatuses: async (conversationId: string) =>
      (
        await db.whatsappMessage.findMany({
          where: { conversation_id: conversationId, direction: 'inbound' },
          orderBy: { timestamp: 'asc' },
          select: { status: true },
        })
      ).map((row) => row.status),
  };
}
