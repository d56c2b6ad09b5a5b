import type { OfferDraft } from './parse-offer.ts';

// The guided questionnaire's state, saved on whatsapp_conversations.agent_state between turns.
// Plain JSON with a version: a state from another version, or older than a day, is dropped and the
// conversation starts over instead of resuming a stale question.

export const STATE_VERSION = 1;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export type WishData = {
  produto?: string;
  cidade?: string;
  uf?: string;
  /** The optional extras question was answered (possibly with "pular"). */
  extras?: boolean;
  marca?: string;
  caracteristicas?: string;
  link?: string;
  categoria?: string;
  /** null: the customer chose no subcategory (the wish reaches the whole category). */
  subcategoria?: string | null;
};

export type CategoryOption = { categoria: string; subcategoria: string | null };

export type WishStep =
  | { etapa: 'produto' }
  | { etapa: 'cidade' }
  | { etapa: 'uf'; cidades: { nome: string; uf: string }[] }
  | { etapa: 'extras' }
  | { etapa: 'categoria'; opcoes: CategoryOption[] }
  | { etapa: 'todas'; categorias: string[] }
  | { etapa: 'subcategoria'; categoria: string; subcategorias: string[] }
  | { etapa: 'confirmar' }
  | { etapa: 'alterar' };

export type WishState = { v: 1; fluxo: 'desejo'; dados: WishData; em: string } & WishStep;

export type CloseState = {
  v: 1;
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
  v: 1;
  fluxo: 'apagar';
  etapa: 'confirmar';
  /** The wish questionnaire to resume after a "não", if one was under way. */
  retorno: WishState | null;
  em: string;
};

export type OfferState = {
  v: 1;
  fluxo: 'oferta';
  etapa: 'valor' | 'pagamento' | 'entrega' | 'confirmar';
  oferta: OfferDraft & { produto?: string };
  em: string;
};

export type RefusalState = { v: 1; fluxo: 'recusa'; etapa: 'codigo'; codigos: string[]; em: string };

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
  return { v: 1, fluxo: 'desejo', dados, em: now.toISOString(), ...step };
}
