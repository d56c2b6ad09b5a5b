import { ArrowDownUp, LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { ABAS, type Aba, type Ordem } from '#domain/ofertas/dashboard-labels.ts';
import { ARQUIVO_MESSAGES } from '#domain/ofertas/messages.ts';
import { ApiError } from '../../lib/api.ts';
import {
  type DashboardData,
  type MatchCard as Match,
  useMatches,
  useRestoreMatch,
} from '../../lib/dashboard-api.ts';
import { tabIndexAfterKey } from '../../lib/roving-tabs.ts';
import { toast } from '../../lib/toast.ts';
import { ErrorAlert } from '../form/form-controls.tsx';
import { Button } from '../ui/button.tsx';
import { MatchCard } from './match-card.tsx';
import { ArchiveDialog, OfferDialog } from './match-dialogs.ts';

// The four tabs with their badges, the sort toggle, one page of cards and the paging. Novas reloads
// every 120 s while it is open (spec 000 §2, §9).

const REFRESH_MS = 120_000;

const TAB_LABELS: Record<Aba, string> = {
  novas: 'Novas',
  enviadas: 'Enviadas',
  perdidas: 'Perdidas',
  arquivadas: 'Arquivadas',
};

const EMPTY_TEXT: Record<Aba, string> = {
  novas: 'Nenhuma nova oportunidade.',
  enviadas: 'Nenhuma oferta enviada.',
  perdidas: 'Nenhuma oportunidade perdida.',
  arquivadas: 'Nenhuma oportunidade arquivada.',
};

export function MatchList({ dashboard }: { dashboard: DashboardData }) {
  const baseId = useId();
  const tabId = (tab: Aba) => `${baseId}-${tab}-tab`;
  const [aba, setAba] = useState<Aba>('novas');
  const [ordem, setOrdem] = useState<Ordem>('recentes');
  const [pagina, setPagina] = useState(1);
  const [offering, setOffering] = useState<Match | null>(null);
  const [archivingId, setArchivingId] = useState<string | null>(null);
  const matches = useMatches({ aba, ordem, pagina }, true);
  const restore = useRestoreMatch();
  const { refetch } = matches;

  useEffect(() => {
    if (aba !== 'novas') return;
    const timer = setInterval(async () => {
      const result = await refetch();
      if (result.isSuccess) toast.success('Oportunidades atualizadas');
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [aba, refetch]);

  function chooseTab(next: Aba) {
    setAba(next);
    setPagina(1);
  }

  // Roving tabindex: only the selected tab is in the Tab order; the arrows, Home and End move the
  // selection and the focus together.
  function onTabKeyDown(event: KeyboardEvent) {
    const next = tabIndexAfterKey(event.key, ABAS.indexOf(aba), ABAS.length);
    if (next === null) return;
    event.preventDefault();
    const tab = ABAS[next] as Aba;
    chooseTab(tab);
    document.getElementById(tabId(tab))?.focus();
  }

  function offer(match: Match) {
    if (dashboard.oferta.permitida) setOffering(match);
    else toast.error('Oferta bloqueada', { description: dashboard.oferta.mensagem });
  }

  async function restoreMatch(match: Match) {
    try {
      await restore.mutateAsync({ matchId: match.id });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'WISH_GONE') {
        toast.warning(ARQUIVO_MESSAGES.aviso, { description: ARQUIVO_MESSAGES.desejoInexistente });
      } else {
        toast.error(ARQUIVO_MESSAGES.erroRetomar, {
          description: error instanceof Error ? error.message : undefined,
        });
      }
      return;
    }
    toast.success(ARQUIVO_MESSAGES.retomada);
  }

  const page = matches.data;
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div
          role="tablist"
          aria-label="Oportunidades"
          className="flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
        >
          {ABAS.map((tab) => (
            <button
              key={tab}
              id={tabId(tab)}
              type="button"
              role="tab"
              aria-selected={aba === tab}
              aria-controls={`${baseId}-panel`}
              tabIndex={aba === tab ? 0 : -1}
              onClick={() => chooseTab(tab)}
              onKeyDown={onTabKeyDown}
              className={
                aba === tab
                  ? 'flex items-center gap-2 rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 shadow-sm'
                  : 'flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900'
              }
            >
              {TAB_LABELS[tab]}
              <span className="rounded-full bg-slate-200 px-2 text-xs text-slate-800">
                {dashboard.counts[tab]}
              </span>
            </button>
          ))}
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setOrdem(ordem === 'recentes' ? 'antigas' : 'recentes');
            setPagina(1);
          }}
        >
          <ArrowDownUp aria-hidden="true" />
          {ordem === 'recentes' ? 'Mais recentes primeiro' : 'Mais antigas primeiro'}
        </Button>
      </div>

      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(aba)} className="space-y-4">
        {matches.isPending ? (
          <div role="status" className="flex items-center justify-center gap-2 py-12 text-slate-500">
            <LoaderCircle className="size-5 animate-spin" aria-hidden="true" />
            Carregando oportunidades...
          </div>
        ) : matches.isError && !page ? (
          <ErrorAlert>
            <p>{matches.error.message}</p>
            <Button size="sm" variant="outline" onClick={() => refetch()}>
              Tentar novamente
            </Button>
          </ErrorAlert>
        ) : page && page.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {EMPTY_TEXT[aba]}
          </p>
        ) : (
          page?.items.map((match) => (
            <MatchCard
              key={match.id}
              match={match}
              aba={aba}
              actions={{
                offerLabel: dashboard.oferta.permitida ? 'Fazer Oferta' : dashboard.oferta.botao,
                isOfferBlocked: !dashboard.oferta.permitida,
                onOffer: offer,
                onChangeOffer: setOffering,
                onArchive: (m) => setArchivingId(m.id),
                onRestore: restoreMatch,
                restoringId: restore.isPending ? (restore.variables?.matchId ?? null) : null,
              }}
            />
          ))
        )}
      </div>

      {page && page.totalPaginas > 1 && (
        <nav aria-label="Paginação" className="flex items-center justify-center gap-3">
          <Button variant="outline" size="sm" disabled={pagina <= 1} onClick={() => setPagina(pagina - 1)}>
            Anterior
          </Button>
          <span className="text-sm text-slate-600">
            Página {page.pagina} de {page.totalPaginas}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={pagina >= page.totalPaginas}
            onClick={() => setPagina(pagina + 1)}
          >
            Próxima
          </Button>
        </nav>
      )}

      <OfferDialog match={offering} onClose={() => setOffering(null)} />
      <ArchiveDialog matchId={archivingId} onClose={() => setArchivingId(null)} />
    </section>
  );
}
