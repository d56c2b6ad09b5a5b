// The guided questionnaire's state, saved on whatsapp_conversations.agent_state between turns.
// Plain JSON with a version: a state from another version, or older than a day, is dropped and the
// conversation starts over instead of resuming a stale question.

// 2: the questionnaire asks only for what is missing (no extras step; corrections by field).
export const STATE_VERSION = 2;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type WishData = {
  produto?: string;
  cidade?: string;
  uf?: string;
  marca?: string;
  caracteristicas?: string;
  link?: string;
  categoria?: string;
  /** null: the customer chose no subcategory (the wish reaches the whole category). */
  subcategoria?: string | null;
};

/** A shop's offer being put together from its reply. */
export type OfferDraft = {
  codigo: string;
  /** Integer cents; null while the price is missing. */
  valorCentavos: number | null;
  pagamento?: string;
  entrega?: string;
  validade?: string;
  observacoes?: string;
};

export type CategoryOption = { categoria: string; subcategoria: string | null };

export type WishStep =
  | { etapa: 'produto' }
  | { etapa: 'cidade' }
  | { etapa: 'uf'; cidades: { nome: string; uf: string }[] }
  | { etapa: 'categoria'; opcoes: CategoryOption[] }
  | { etapa: 'todas'; categorias: string[] }
  | { etapa: 'marca' }
  | { etapa: 'detalhes' }
  | { etapa: 'confirmar' }
  | { etapa: 'alterar' };

export type WishState = { v: 2; fluxo: 'desejo'; dados: WishData; em: string } & WishStep;

export type CloseState = {
  v: 2;
  fluxo: 'fechar';
  etapa: 'confirmar';
  codigo: string;
  produto: string;
  /** The offers received, cheapest first, as numbered to the customer (their ids). */
  ofertas?: string[];
  /** The wish questionnaire to resume afterwards, if one was under way. */
  retorno: WishState | null;
  em: string;
};

/** "apagar meus dados" asked; the yes/no is awaited. */
export type ErasureState = {
  v: 2;
  fluxo: 'apagar';
  etapa: 'confirmar';
  /** The wish questionnaire to resume after a "não", if one was under way. */
  retorno: WishState | null;
  em: string;
};

export type OfferState = {
  v: 2;
  fluxo: 'oferta';
  /** valor: the price is asked; codigo: which opportunity (several open, the words did not tell). */
  etapa: 'valor' | 'codigo' | 'confirmar';
  oferta: OfferDraft & { produto?: string };
  /** With etapa codigo: the open opportunities offered. */
  codigos?: string[];
  em: string;
};

export type RefusalState = {
  v: 2;
  fluxo: 'recusa';
  etapa: 'codigo';
  codigos: string[];
  motivo?: string;
  em: string;
};

export type GuidedState = WishState | CloseState | ErasureState | OfferState | RefusalState;

const FLUXOS = new Set(['desejo', 'fechar', 'apagar', 'oferta', 'recusa']);

/** The saved state if it is ours, current and fresh; null otherwise. */
export function readState(saved: unknown, now: Date): GuidedState | null {
  if (!saved || typeof saved !== 'object') return null;
  const state = saved as Partial<GuidedState>;
  if (state.v !== STATE_VERSION || !FLUXOS.has(state.fluxo ?? '') || typeof state.etapa !== 'string')
    return null;
  const at = Date.parse(state.em ?? '');
  if (!Number.isFinite(at) || now.getTime() - at > MAX_AGE_MS) return null;
  return state as GuidedState;
}

export function wishState(dados: WishData, step: WishStep, now: Date): WishState {
  return { v: STATE_VERSION, fluxo: 'desejo', dados, em: now.toISOString(), ...step };
}
