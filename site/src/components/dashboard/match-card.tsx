import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  type Aba,
  MATCH_STATUS_LABELS,
  SEM_DESISTENCIA,
  shortenLink,
} from '#domain/ofertas/dashboard-labels.ts';
import type { MatchCard as Match } from '../../lib/dashboard-api.ts';
import { preloadOn } from '../../lib/lazy-part.ts';
import { PhotoGallery } from '../photos/photo-gallery.tsx';
import { Button } from '../ui/button.tsx';
import { formatDateTime, formatValor } from './format.ts';
import { ArchiveDialog, OfferDialog } from './match-dialogs.ts';

// One opportunity of a tab (spec 000 §2 Dashboard): the wish's fields on every tab, plus the offer
// (Enviadas), the explanation (Perdidas) or the withdrawal (Arquivadas), and the tab's actions.

export type MatchActions = {
  /** What 'Fazer Oferta' says: the plan may have turned it into 'Sem Plano' / 'Limite Atingido'. */
  offerLabel: string;
  isOfferBlocked: boolean;
  onOffer: (match: Match) => void;
  /** The sent offer's dialog: a new price or new terms replace it (no second plan slot). */
  onChangeOffer: (match: Match) => void;
  onArchive: (match: Match) => void;
  onRestore: (match: Match) => void;
  restoringId: string | null;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function MatchCard({ match, aba, actions }: { match: Match; aba: Aba; actions: MatchActions }) {
  const { desejo } = match;
  const statusLabel = MATCH_STATUS_LABELS[match.status];
  return (
    <article
      aria-label={desejo.produtoDesejado}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold text-slate-900">{desejo.produtoDesejado}</h3>
          <p className="text-xs text-slate-500">
            {/* The full id stays in the text (read aloud, copied, searched); the eye gets its start. */}
            Oportunidade{' '}
            <span title={match.id} className="inline-block max-w-[11ch] truncate align-bottom">
              #{match.id}
            </span>{' '}
            · Desejo {desejo.codigo} · {formatDateTime(desejo.createdAt)}
          </p>
        </div>
        {statusLabel && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-medium text-brand-800">
            {statusLabel}
          </span>
        )}
      </header>

      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label="Localização">
          {desejo.cidade} - {desejo.estado}
        </Field>
        <Field label="Categoria">{desejo.categoria}</Field>
        <Field label="Subcategoria">{desejo.subcategoria || '—'}</Field>
        <Field label="Marca preferida">{desejo.marca || '—'}</Field>
        {typeof desejo.caracteristicas === 'string' && desejo.caracteristicas && (
          <Field label="Detalhes">{desejo.caracteristicas}</Field>
        )}
        {desejo.linkProduto && (
          <Field label="Link de referência">
            <a
              href={desejo.linkProduto}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-brand-700 underline"
            >
              {shortenLink(desejo.linkProduto)}
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          </Field>
        )}
      </dl>
      <PhotoGallery photos={desejo.fotos} title="Foto do cliente" />

      {aba === 'enviadas' && <SentOffer match={match} />}
      {aba === 'perdidas' && (
        <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <p>Este desejo foi encerrado sem que você enviasse uma oferta.</p>
          <p className="mt-1">Dica: responda às novas oportunidades o quanto antes para não perder vendas.</p>
        </div>
      )}
      {aba === 'arquivadas' && <Withdrawal match={match} />}

      <CardActions match={match} aba={aba} actions={actions} />
    </article>
  );
}

function SentOffer({ match }: { match: Match }) {
  const { oferta } = match;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-900">Sua oferta</p>
        {oferta && <OfferOutcome status={oferta.status} label={oferta.statusLabel} />}
      </div>
      <dl className="grid gap-3 sm:grid-cols-2">
        <Field label="Valor">{formatValor(oferta?.valor)}</Field>
        <Field label="Enviada em">{oferta ? formatDateTime(oferta.createdAt) : '—'}</Field>
        {oferta?.atualizadaEm && <Field label="Atualizada em">{formatDateTime(oferta.atualizadaEm)}</Field>}
      </dl>
      <p className="text-sm whitespace-pre-line text-slate-700">{oferta?.descricao || 'Sem descrição'}</p>
    </div>
  );
}

const OUTCOME_TONE: Record<string, string> = {
  aceita: 'bg-emerald-100 text-emerald-800',
  recusada: 'bg-red-100 text-red-800',
};

/** Pendente until the customer closes the wish; then Aceita (chosen) or Recusada. */
function OfferOutcome({ status, label }: { status: string; label: string }) {
  return (
    <span
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${OUTCOME_TONE[status] ?? 'bg-amber-100 text-amber-800'}`}
    >
      {label}
    </span>
  );
}

function Withdrawal({ match }: { match: Match }) {
  const { desistencia } = match;
  if (!desistencia) return <p className="text-sm text-slate-600">{SEM_DESISTENCIA}</p>;
  return (
    <dl className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-2">
      <Field label="Motivo">{desistencia.motivoLabel}</Field>
      <Field label="Arquivada em">{formatDateTime(desistencia.createdAt)}</Field>
      {desistencia.observacoes && <Field label="Observações">{desistencia.observacoes}</Field>}
    </dl>
  );
}

function CardActions({ match, aba, actions }: { match: Match; aba: Aba; actions: MatchActions }) {
  if (aba === 'novas') {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          variant={actions.isOfferBlocked ? 'outline' : 'primary'}
          onClick={() => actions.onOffer(match)}
          {...(actions.isOfferBlocked ? {} : preloadOn(OfferDialog))}
        >
          {actions.offerLabel}
        </Button>
        <Button variant="outline" onClick={() => actions.onArchive(match)} {...preloadOn(ArchiveDialog)}>
          Não tenho interesse
        </Button>
      </div>
    );
  }
  if (aba === 'enviadas') {
    // A decided offer (the customer closed the wish) cannot change any more.
    const isPending = (match.oferta?.status ?? 'pendente') === 'pendente';
    return (
      <div className="flex flex-wrap gap-2">
        {isPending && (
          <Button variant="outline" onClick={() => actions.onChangeOffer(match)} {...preloadOn(OfferDialog)}>
            Alterar Oferta
          </Button>
        )}
        <Button variant="outline" onClick={() => actions.onArchive(match)} {...preloadOn(ArchiveDialog)}>
          Arquivar
        </Button>
      </div>
    );
  }
  if (aba === 'arquivadas') {
    return (
      <Button
        variant="outline"
        disabled={actions.restoringId === match.id}
        onClick={() => actions.onRestore(match)}
      >
        Retomar Oferta
      </Button>
    );
  }
  return null;
}
