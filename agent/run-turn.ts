import type { AgentReply, AgentTurnInput } from '#agent/types.ts';
import type { ToolCallRecord } from '#domain/whatsapp/tool-call-record.ts';
import type { Env } from '#platform/config/env.ts';
import { fallbackTurns, modelDuration, modelErrors } from '#platform/metrics/metrics.ts';
import type { ToolContext } from '#tools/tool-types.ts';
import { readTurnConfig, type TurnConfig } from './agent-config.ts';
import { buildSystemPrompt } from './agent-context.ts';
import { runGuidedTurn } from './fallback/guided-turn.ts';
import { CLIENTE } from './fallback/messages.ts';
import { inferInteractive } from './infer-interactive.ts';
import { runModelTurn } from './model-agent.ts';
import { answerOptOut } from './opt-out-turn.ts';

// One turn of a conversation: the configured model with its tools, or the guided fallback when
// there is no model, the model fails, or it takes longer than AI_TIMEOUT_MS. The configuration
// comes from the process's bot_config cache, which every save drops, so an admin's change applies
// to the next message.

export type AgentEnv = Pick<Env, 'OPENAI_BASE_URL' | 'OPENAI_API_KEY' | 'AI_TIMEOUT_MS'>;

type FallbackReason = 'sem_modelo' | 'erro_modelo' | 'tempo_esgotado';

export async function runTurn(
  input: AgentTurnInput,
  ctx: ToolContext,
  options: { env: AgentEnv; config?: TurnConfig },
): Promise<AgentReply> {
  const { env } = options;
  const started = performance.now();
  // The pipeline read it already for the history limit.
  const config = options.config ?? (await readTurnConfig(ctx.db, input.party.kind));
  const model = config.model;
  if (!model || !env.OPENAI_API_KEY) return fallback(input, ctx, 'sem_modelo', [], started);
  const optOut = await answerOptOut(input, ctx);
  if (optOut) return { ...optOut, metadata: { ...optOut.metadata, duration_ms: elapsed(started) } };

  const toolCalls: ToolCallRecord[] = [];
  const inflight = new Set<Promise<unknown>>();
  const signal = AbortSignal.timeout(env.AI_TIMEOUT_MS);
  let modelStarted: number | undefined;
  try {
    const systemPrompt = await buildSystemPrompt(ctx.db, config.systemPrompt, input.party, input.now);
    modelStarted = performance.now();
    const text = await runModelTurn({
      input,
      ctx,
      config: { ...config, model },
      systemPrompt,
      endpoint: { baseURL: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, timeoutMs: env.AI_TIMEOUT_MS },
      signal,
      toolCalls,
      inflight,
      botFunctions: config.botFunctions,
    });
    if (!text) throw new Error('o modelo terminou sem resposta');
    modelDuration.observe({ outcome: 'ok' }, (performance.now() - modelStarted) / 1000);
    const interactive = inferInteractive(text);
    return {
      text,
      ...(interactive ? { interactive } : {}),
      toolCalls,
      metadata: { ai_model: model, duration_ms: elapsed(started) },
      // The model owns the conversation again: a questionnaire left half-way is dropped.
      state: null,
    };
  } catch (error) {
    const reason: FallbackReason = signal.aborted || isTimeout(error) ? 'tempo_esgotado' : 'erro_modelo';
    modelErrors.inc({ reason });
    if (modelStarted !== undefined) {
      modelDuration.observe({ outcome: reason }, (performance.now() - modelStarted) / 1000);
    }
    ctx.logger.warn(
      { err: error, reason, model, conversationId: input.party.conversationId },
      'modelo indisponível: resposta guiada',
    );
    // A tool still running when the budget ran out finishes first, so the fallback sees its
    // effect (a wish just created) instead of racing it.
    await Promise.allSettled([...inflight]);
    return fallback(input, ctx, reason, toolCalls, started, model);
  }
}

type CreatedWish = { codigo: string; lojas_notificadas: number; cidade: string };

function createdWish(calls: ToolCallRecord[]): CreatedWish | undefined {
  const call = calls.findLast((c) => c.name === 'criar_desejo' && !c.error);
  const result = call?.result as { ok?: boolean; data?: Partial<CreatedWish> } | undefined;
  const data = result?.ok ? result.data : undefined;
  if (typeof data?.codigo !== 'string' || typeof data.lojas_notificadas !== 'number') return undefined;
  return { codigo: data.codigo, lojas_notificadas: data.lojas_notificadas, cidade: data.cidade ?? '' };
}

function isTimeout(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  return name === 'TimeoutError' || name === 'APIConnectionTimeoutError';
}

function elapsed(started: number): number {
  return Math.round(performance.now() - started);
}

async function fallback(
  input: AgentTurnInput,
  ctx: ToolContext,
  reason: FallbackReason,
  earlier: ToolCallRecord[],
  started: number,
  model?: string,
): Promise<AgentReply> {
  fallbackTurns.inc({ reason });
  // The model created the wish before failing: telling the customer so is the whole answer. A new
  // questionnaire over the same message would ask for the wish again and could store it twice.
  const created = createdWish(earlier);
  const reply: AgentReply = created
    ? {
        text: CLIENTE.enviado(created.lojas_notificadas, created.codigo, created.cidade),
        toolCalls: [],
        metadata: {},
        state: null,
      }
    : await runGuidedTurn(input, ctx, reason);
  return {
    ...reply,
    // The calls the model made before failing happened: they stay on the stored message.
    toolCalls: [...earlier, ...reply.toolCalls],
    metadata: {
      ...reply.metadata,
      fallback: true,
      fallback_reason: reason,
      ...(model ? { ai_model_failed: model } : {}),
      duration_ms: elapsed(started),
    },
  };
}
