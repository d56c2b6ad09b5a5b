import type { InteractiveMessage } from '#domain/whatsapp/interactive.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import type { Party } from '#tools/party.ts';

// The contract between the conversation pipeline (bot/conversation), the agent runtime (agent/)
// and the tools (tools/). One turn answers every inbound message that waited while the previous
// turn ran, so `incoming` is a list.

/** A stored message of the conversation, oldest first, as the agent's memory. */
export type HistoryMessage = {
  direction: 'inbound' | 'outbound';
  text: string;
  at: Date;
  /** An outbound message a person of the team wrote from /gestao (human takeover): their name. */
  author?: string;
};

export type AgentTurnInput = {
  party: Party;
  /** Earlier messages (already answered), oldest first, at most message_history_limit. */
  history: HistoryMessage[];
  /** The texts of this turn's inbound messages, oldest first (answered together). */
  incoming: string[];
  /** The guided fallback's saved state (whatsapp_conversations.agent_state), null when none. */
  state: unknown;
  now: Date;
};

/** What goes on the outbound message's metadata (spec: metadata.ai_model). */
export type ReplyMetadata = {
  ai_model?: string;
  /** True when the guided fallback answered. */
  fallback?: boolean;
  /** Why the fallback answered: sem_modelo | erro_modelo | tempo_esgotado. */
  fallback_reason?: 'sem_modelo' | 'erro_modelo' | 'tempo_esgotado';
  duration_ms?: number;
  [key: string]: unknown;
};

export type AgentReply = {
  /** The text to send; empty means nothing to send. */
  text: string;
  toolCalls: ToolCallRecord[];
  metadata: ReplyMetadata;
  /** The state to save for the next turn (null clears it); undefined keeps the saved one. */
  state?: unknown;
  /**
   * The reply's choices as buttons or a list, sent instead of `text` where the transport can (Cloud
   * API, inside the window); `text` stays the whole reply with the options numbered.
   */
  interactive?: InteractiveMessage;
};
