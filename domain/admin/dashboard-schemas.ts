import { z } from 'zod';
import type { HumanModeState, HumanQueueSummary } from '#domain/atendimento/human-mode.ts';
import { saoPauloDayStart } from '#domain/dates.ts';
import { formatPhone } from '#domain/masks.ts';
import type { InteractiveMessage } from '#domain/whatsapp/interactive.ts';

// /gestao/dashboard (spec 001 §2.2, §7, §9): the queries the page sends and the shapes the API
// answers, shared by api/admin/dashboard-*.ts and site/src/lib/admin-dashboard-api.ts.

/** Spec 001 §9: conversations shown 10; recent offers and recent shops 15 each. */
export const DASHBOARD_LIMITS = { conversas: 10, ofertas: 15, lojistas: 15, mensagens: 200 } as const;

/** The funnel's longest period, so one request never scans years of wishes. */
export const FUNNEL_MAX_DAYS = 366;
/** How many cities the 'wishes that found no shop' chart lists. */
export const NO_SHOP_CITIES_LIMIT = 10;

export const DASHBOARD_MESSAGES = {
  conversaNaoEncontrada: 'Conversa não encontrada.',
  cidadeInvalida: 'Cidade inválida.',
  categoriaInvalida: 'Categoria inválida.',
  dataInvalida: 'Informe a data no formato AAAA-MM-DD.',
  periodoInvertido: 'A data inicial deve ser anterior ou igual à data final.',
  periodoLongo: `O período pode ter no máximo ${FUNNEL_MAX_DAYS} dias.`,
  ordemInvalida: 'Ordem inválida.',
} as const;

const optionalId = (message: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : value),
    z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).optional(),
  );

/** Visão Geral: "Todas as cidades" (no value) or the id of one active city. */
export const overviewQuerySchema = z.object({ cidade: optionalId(DASHBOARD_MESSAGES.cidadeInvalida) });

const ymd = z
  .string({ error: DASHBOARD_MESSAGES.dataInvalida })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DASHBOARD_MESSAGES.dataInvalida)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), DASHBOARD_MESSAGES.dataInvalida);

const DAY_MS = 24 * 60 * 60 * 1000;

const funnelFilters = z.object({
  from: ymd,
  to: ymd,
  cidade: optionalId(DASHBOARD_MESSAGES.cidadeInvalida),
  categoria: optionalId(DASHBOARD_MESSAGES.categoriaInvalida),
});

// The period checks and São Paulo bounds, shared by the funnel and its shops table.
function checkPeriod(query: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = (Date.parse(query.to) - Date.parse(query.from)) / DAY_MS;
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['from'], message: DASHBOARD_MESSAGES.periodoInvertido });
  else if (days + 1 > FUNNEL_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: DASHBOARD_MESSAGES.periodoLongo });
  }
}

function withBounds<Q extends { from: string; to: string }>(query: Q) {
  return {
    ...query,
    start: saoPauloDayStart(query.from),
    // `to` is inclusive: up to the start of the next day.
    end: new Date(saoPauloDayStart(query.to).getTime() + DAY_MS),
  };
}

/** Funnel of a period (São Paulo dates, both inclusive), optionally one city and one category. */
export const funnelQuerySchema = funnelFilters.superRefine(checkPeriod).transform(withBounds);

/** How the funnel's shops table is ordered; the default answers "who serves customers best". */
export const FUNNEL_SHOP_ORDERS = {
  avaliacao: 'Melhor avaliação',
  ofertas: 'Mais ofertas',
  aceitas: 'Mais aceitas',
} as const;
export type FunnelShopOrder = keyof typeof FUNNEL_SHOP_ORDERS;

/** Rows of the funnel's shops table: enough to compare, small enough to read. */
export const FUNNEL_SHOPS_LIMIT = 20;

/** The funnel's filters plus the order of the shops table (issue 21: ratings order the reports). */
export const funnelShopsQuerySchema = funnelFilters
  .extend({
    ordem: z
      .enum(Object.keys(FUNNEL_SHOP_ORDERS) as [FunnelShopOrder, ...FunnelShopOrder[]], {
        error: DASHBOARD_MESSAGES.ordemInvalida,
      })
      .default('avaliacao'),
  })
  .superRefine(checkPeriod)
  .transform(withBounds);

export type FunnelQueryInput = z.input<typeof funnelQuerySchema>;
export type FunnelShopsQuery = z.output<typeof funnelShopsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export type ConversationKind = 'Lojista' | 'Cliente';

/**
 * A row of Conversas Recentes: name is the shop's, else the contact's profile name, else the name
 * of their newest wish; null when none is known (the page shows the phone alone).
 */
export type DashboardConversation = {
  id: string;
  nome: string | null;
  telefone: string;
  tipo: ConversationKind;
  lastMessageAt: string;
  /** In human mode (a person answers, the bot is quiet): listed first. */
  humano: boolean;
  /** ISO time the contact has waited since for a person; null when nobody waits. */
  aguardandoDesde: string | null;
  /** The number asked for no business-initiated messages ("PARAR"); shown as a badge. */
  semMensagens: boolean;
  /** An admin's test (playground, webhook tester): hidden in /gestao unless asked for. */
  teste: boolean;
};

/** What names a conversation in /gestao: its name, else its phone in the one phone format. */
export function conversationTitle(conversation: Pick<DashboardConversation, 'nome' | 'telefone'>): string {
  return conversation.nome ?? formatPhone(conversation.telefone);
}

/** One function call of a message: name, arguments and the result given back to the model. */
export type DashboardToolCall = { nome: string; argumentos: unknown; resultado: unknown; erro: boolean };

export type DashboardMessage = {
  id: string;
  direction: 'inbound' | 'outbound';
  /** null or '' is shown as '(mensagem vazia)'. */
  texto: string | null;
  /**
   * A WhatsApp event of the thread (number or security code changed, a message deleted or edited,
   * a message that could not be processed): shown as a line of the thread, not as a message.
   */
  evento: boolean;
  /** What later events say of this message: 'Editada para: …', 'Apagada pelo contato'. */
  notas: string[];
  timestamp: string;
  /** Who wrote an outbound message: 'Bot', or the name of the admin who answered (human takeover). */
  autor: string | null;
  /** Which part of the bot wrote an outbound message: the AI model, the guided fallback, or a template. */
  modelo: string | null;
  toolCalls: DashboardToolCall[];
  /** The photo received or sent with it, served to admins (api/admin/overview/message-image.ts). */
  imagem: string | null;
  /** A voice note or audio transcribed: what it said and its length in seconds (null: unknown). */
  transcricao: DashboardTranscript | null;
  /** A document received (PDF...): where admins open it. */
  documento: DashboardDocument | null;
  /** The reply buttons or list the bot sent with an outbound message (metadata.interactive). */
  interativo: InteractiveMessage | null;
};

export type DashboardTranscript = { texto: string; segundos: number | null };

/** `nome` is the sender's file name: shown as text only, never used to store or serve the file. */
export type DashboardDocument = { url: string; mimeType: string; nome: string | null };

export type DashboardThread = {
  conversationId: string;
  messages: DashboardMessage[];
  truncated: boolean;
  /** Human mode and the 24-hour window: what the reply box offers. */
  atendimento: HumanModeState;
};

export type DashboardCity = { id: number; nome: string; estado: string };

export type DashboardOverview = {
  totalDesejos: number;
  totalLojistas: number;
  totalMatches: number;
  totalOfertas: number;
  /** Conversations waiting for a person (every city: a conversation has none). */
  atendimentoHumano: HumanQueueSummary;
};

export type RecentOffer = {
  id: string;
  /** Decimal as text ('1234.50'), formatted in BRL by the page. */
  valor: string;
  descricao: string;
  status: 'pendente' | 'aceita' | 'recusada';
  createdAt: string;
  desejo: { produto: string; cidade: string; estado: string };
  lojista: string;
};

export type RecentShop = {
  id: string;
  nomeLoja: string;
  cidade: string;
  estado: string;
  createdAt: string;
  categorias: Array<{ nome: string; subcategorias: string[] }>;
};

export type FunnelStage = {
  etapa: 'desejos' | 'com_match' | 'com_oferta' | 'fechados';
  label: string;
  total: number;
};

export type DashboardFunnel = {
  from: string;
  to: string;
  /** Wishes of the period, then those that reached a shop, got an offer, were closed. */
  etapas: FunnelStage[];
  /** Raw counts of the period's wishes: every match and every offer. */
  totalMatches: number;
  totalOfertas: number;
  /** Cities whose wishes of the period reached no shop, most wishes first. */
  cidadesSemLoja: Array<{ cidade: string; estado: string; desejos: number }>;
};

export const FUNNEL_LABELS: Record<FunnelStage['etapa'], string> = {
  desejos: 'Desejos',
  com_match: 'Com match',
  com_oferta: 'Com oferta',
  fechados: 'Fechados',
};

/** A shop that received opportunities of the period's wishes (the funnel's shops table). */
export type FunnelShop = {
  id: string;
  nomeLoja: string;
  oportunidades: number;
  ofertas: number;
  aceitas: number;
  /** The customers' ratings of the shop (all time): average with one decimal, null without any. */
  avaliacoes: { media: number | null; total: number };
};

export type FunnelShops = {
  ordem: FunnelShopOrder;
  /** Every shop that received opportunities; `lojistas` holds the first FUNNEL_SHOPS_LIMIT. */
  total: number;
  lojistas: FunnelShop[];
};
