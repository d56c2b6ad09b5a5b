import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Archive } from '#domain/ofertas/archive-schema.ts';
import type { Aba, Ordem } from '#domain/ofertas/dashboard-schemas.ts';
import type { Offer } from '#domain/ofertas/offer-schema.ts';
import type { PlanoTipo } from '#domain/plans/plan-types.ts';
import { api } from './api.ts';

// The dashboard's calls (GET /api/dashboard, the tab lists, offer, archive, restore) as react-query
// hooks. The shapes mirror api/dashboard/read-dashboard.ts; every write refreshes the header
// (plan counter, badges) and the lists.

export type DashboardData = {
  lojista: {
    id: string;
    nomeLoja: string;
    email: string;
    cidade: string;
    estado: string;
    receberMatches: boolean;
    primeiraSenha: boolean;
  };
  plano: {
    tipo: PlanoTipo;
    ativo: boolean;
    ilimitado: boolean;
    consultasHoje: number;
    limiteDiario: number;
    associacao: string | null;
  };
  /** Whether 'Fazer Oferta' may be used; when not, what the button says and the toast's text. */
  oferta:
    | { permitida: true }
    | { permitida: false; motivo: 'PLAN_REQUIRED' | 'LIMIT_REACHED'; botao: string; mensagem: string };
  counts: Record<Aba, number>;
};

export type MatchCard = {
  id: string;
  status: string;
  createdAt: string;
  atualizadoEm: string | null;
  desejo: {
    id: string;
    codigo: string;
    produtoDesejado: string;
    marca: string | null;
    caracteristicas: unknown;
    descricao: string | null;
    categoria: string;
    subcategoria: string | null;
    cidade: string;
    estado: string;
    linkProduto: string | null;
    status: string;
    createdAt: string;
  };
  oferta: {
    id: string;
    valor: string | null;
    descricao: string | null;
    condicoesPagamento: string | null;
    prazoEntrega: string | null;
    validade: string | null;
    observacoes: string | null;
    status: string;
    createdAt: string;
    /** 1 as sent; each change of price or terms adds one. */
    versao: number;
    atualizadaEm: string | null;
  } | null;
  desistencia: {
    motivo: string;
    motivoLabel: string;
    observacoes: string | null;
    createdAt: string;
  } | null;
};

export type MatchPage = {
  aba: Aba;
  ordem: Ordem;
  pagina: number;
  tamanhoPagina: number;
  total: number;
  totalPaginas: number;
  items: MatchCard[];
};

const dashboardKey = ['dashboard'] as const;

export function useDashboard(enabled: boolean) {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: ({ signal }) => api<DashboardData>('/api/dashboard', { signal }),
    enabled,
    retry: false,
  });
}

export function useMatches(params: { aba: Aba; ordem: Ordem; pagina: number }, enabled: boolean) {
  return useQuery({
    queryKey: [...dashboardKey, 'matches', params],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ ...params, pagina: String(params.pagina) });
      return api<MatchPage>(`/api/dashboard/matches?${query}`, { signal });
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

function useDashboardWrite<Vars, Result = unknown>(call: (vars: Vars) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dashboardKey }),
  });
}

const matchPath = (matchId: string, action: string) =>
  `/api/dashboard/matches/${encodeURIComponent(matchId)}/${action}`;

/** 'Oferta enviada com sucesso!' for a new offer, 'Oferta atualizada com sucesso!' for a change. */
export type SentOffer = { message: string };

/**
 * `idempotencyKey`: made when the dialog opens, so a double click or a retried request is
 * answered with the offer the first one made instead of making another.
 */
export function useSendOffer() {
  return useDashboardWrite(
    ({ matchId, offer, idempotencyKey }: { matchId: string; offer: Offer; idempotencyKey: string }) =>
      api<SentOffer>(matchPath(matchId, 'oferta'), { method: 'POST', body: { ...offer, idempotencyKey } }),
  );
}

export function useArchiveMatch() {
  return useDashboardWrite(({ matchId, archive }: { matchId: string; archive: Archive }) =>
    api(matchPath(matchId, 'arquivar'), { method: 'POST', body: archive }),
  );
}

export function useRestoreMatch() {
  return useDashboardWrite(({ matchId }: { matchId: string }) =>
    api(matchPath(matchId, 'retomar'), { method: 'POST' }),
  );
}
