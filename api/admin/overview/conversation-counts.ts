import { readHumanModeState } from '#api/atendimento/human-mode.ts';
import { optedOutAmong } from '#api/opt-out/opt-out.ts';
import {
  DASHBOARD_LIMITS,
  type DashboardConversation,
  type DashboardMessage,
  type DashboardThread,
  type DashboardToolCall,
} from '#domain/admin/dashboard-schemas.ts';
import { describeStoredMessage } from '#domain/whatsapp/inbound-labels.ts';
import { readInteractive } from '#domain/whatsapp/interactive.ts';
import { phoneVariants } from '#domain/whatsapp/phone-variants.ts';
import type { Db } from '#prisma/client.ts';
import { findNewestConversations } from '../conversations/conversations-data.ts';
import { documentOf, transcriptOf } from '../conversations/message-media.ts';
import { messageImageUrl } from './message-image.ts';

// Conversas Recentes (spec 001 §2.2): the 10 newest conversations with the name to show, and one
// conversation's thread with the model and the function calls of each message. The admins' own
// tests (playground, webhook tester) come as the 10 newest of their own, marked, after the
// customers' 10: the page hides them unless asked, and then shows the 10 newest of all.

type ConversationRow = Awaited<ReturnType<typeof findNewestConversations>>[number];

export async function listRecentConversations(db: Db): Promise<DashboardConversation[]> {
  const limit = DASHBOARD_LIMITS.conversas;
  const [customers, tests] = await Promise.all([
    findNewestConversations(db, limit, { humanFirst: true, isTest: false }),
    findNewestConversations(db, limit, { humanFirst: true, isTest: true }),
  ]);
  // One order for both, findNewestConversations' own: the page shows the first 10 it keeps.
  const rows = [...customers, ...tests].sort(listOrder);
  // Inbound messages link the conversation to its shop; a shop registered (or whose number
  // changed) after the last message is still found by its whatsapp_loja, as the spec labels it.
  const unlinked = rows.filter((row) => !row.lojista);
  const byVariant = new Map<string, string>();
  if (unlinked.length > 0) {
    const shops = await db.lojista.findMany({
      where: { whatsapp_loja: { in: unlinked.flatMap((row) => phoneVariants(row.phone_number)) } },
      select: { whatsapp_loja: true, nome_loja: true },
    });
    for (const shop of shops) byVariant.set(shop.whatsapp_loja, shop.nome_loja);
  }
  const optedOut = await optedOutAmong({ db, phones: rows.map((row) => row.phone_number) });
  return rows.map((row) => {
    const nomeLoja =
      row.lojista?.nome_loja ??
      phoneVariants(row.phone_number)
        .map((variant) => byVariant.get(variant))
        .find((name) => name !== undefined) ??
      null;
    return {
      id: row.id,
      nome: nomeLoja ?? customerName(row),
      telefone: row.phone_number,
      tipo: nomeLoja === null ? 'Cliente' : 'Lojista',
      lastMessageAt: row.last_message_at.toISOString(),
      humano: row.human_mode_at !== null,
      aguardandoDesde: row.human_waiting_since?.toISOString() ?? null,
      semMensagens: optedOut.has(row.phone_number),
      teste: row.is_test,
    };
  });
}

/** Waiting for a person first (longest wait first), then in human mode, then newest message. */
function listOrder(a: ConversationRow, b: ConversationRow): number {
  const ascNullsLast = (x: Date | null, y: Date | null) =>
    x === null || y === null ? Number(x === null) - Number(y === null) : x.getTime() - y.getTime();
  return (
    ascNullsLast(a.human_waiting_since, b.human_waiting_since) ||
    ascNullsLast(a.human_mode_at, b.human_mode_at) ||
    b.last_message_at.getTime() - a.last_message_at.getTime()
  );
}

/** The WhatsApp profile name, else the name given in the newest wish; null when neither. */
function customerName(row: ConversationRow): string | null {
  return row.contact_name?.trim() || row.desejos[0]?.nome_cliente.trim() || null;
}

/** The thread oldest first: its newest 200 messages (`truncated` when there were more). */
export async function readConversationThread(
  db: Db,
  conversationId: string,
): Promise<DashboardThread | null> {
  const atendimento = await readHumanModeState({ db, conversationId, now: new Date() });
  if (!atendimento) return null;
  const rows = await db.whatsappMessage.findMany({
    where: { conversation_id: conversationId },
    orderBy: [{ timestamp: 'desc' }, { created_at: 'desc' }],
    take: DASHBOARD_LIMITS.mensagens + 1,
    select: {
      id: true,
      direction: true,
      message_text: true,
      message_type: true,
      timestamp: true,
      tool_calls: true,
      metadata: true,
    },
  });
  const truncated = rows.length > DASHBOARD_LIMITS.mensagens;
  const messages = rows
    .slice(0, DASHBOARD_LIMITS.mensagens)
    .reverse()
    .map((row): DashboardMessage => {
      const shown = describeStoredMessage(row);
      return {
        id: row.id,
        direction: row.direction,
        texto: shown.text,
        evento: shown.isEvent,
        notas: shown.notes,
        timestamp: row.timestamp.toISOString(),
        autor: row.direction === 'outbound' ? (adminNameOf(row.metadata) ?? 'Bot') : null,
        modelo: row.direction === 'outbound' ? authorOf(row.metadata) : null,
        toolCalls: parseToolCalls(row.tool_calls),
        imagem: messageImageUrl(row.id, row.metadata),
        transcricao: transcriptOf(row.metadata),
        documento: documentOf(conversationId, row.id, row.metadata),
        interativo:
          row.direction === 'outbound'
            ? (readInteractive(asRecord(row.metadata)?.interactive) ?? null)
            : null,
      };
    });
  return { conversationId, messages, truncated, atendimento };
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** metadata.autor.nome: the admin who wrote it from /gestao (human takeover). */
function adminNameOf(metadata: unknown): string | null {
  const autor = asRecord(asRecord(metadata)?.autor);
  return typeof autor?.nome === 'string' && autor.nome.trim() !== '' ? autor.nome : null;
}

/** metadata.ai_model, else what answered without a model (guided fallback, a template). */
export function authorOf(metadata: unknown): string | null {
  const meta = asRecord(metadata);
  if (!meta) return null;
  if (typeof meta.ai_model === 'string' && meta.ai_model.trim() !== '') return meta.ai_model;
  if (meta.fallback === true) return 'Respostas guiadas (fallback)';
  if (typeof meta.template === 'string') return `Template ${meta.template}`;
  return null;
}

function parseMaybeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/**
 * tool_calls as stored (ToolCallRecord[]: name, arguments, result, error), also in the shapes of
 * older rows the spec mentions: a JSON string, OpenAI's {function: {name, arguments}}.
 */
export function parseToolCalls(value: unknown): DashboardToolCall[] {
  const list = parseMaybeJson(value);
  if (!Array.isArray(list)) return [];
  return list.flatMap((item): DashboardToolCall[] => {
    const call = asRecord(parseMaybeJson(item));
    if (!call) return [];
    const fn = asRecord(call.function);
    const nome = call.name ?? call.function_name ?? fn?.name;
    if (typeof nome !== 'string') return [];
    return [
      {
        nome,
        argumentos: parseMaybeJson(call.arguments ?? call.args ?? fn?.arguments ?? null),
        resultado: parseMaybeJson(call.result ?? call.output ?? null),
        erro: call.error === true,
      },
    ];
  });
}
