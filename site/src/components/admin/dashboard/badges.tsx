import type { ConversationKind } from '#domain/admin/dashboard-schemas.ts';
import type { ServiceStatus } from '#domain/admin/system-status-rules.ts';
import { ofertaStatusLabel } from '#domain/ofertas/dashboard-labels.ts';
import { cn } from '../../../lib/cn.ts';

// The small labels of the dashboard: Lojista/Cliente, service status, offer status.

const tone = {
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
  slate: 'bg-slate-100 text-slate-700',
} as const;

export function Badge({ color, children }: { color: keyof typeof tone; children: string }) {
  return (
    <span className={cn('inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', tone[color])}>
      {children}
    </span>
  );
}

export function KindBadge({ tipo }: { tipo: ConversationKind }) {
  return <Badge color={tipo === 'Lojista' ? 'blue' : 'slate'}>{tipo}</Badge>;
}

/** The number said "PARAR": it gets no message we start (notices, new opportunities). */
export function OptOutBadge() {
  return <Badge color="amber">Não recebe mensagens</Badge>;
}

/** An admin's test (playground, webhook tester), not a customer. */
export function TestBadge() {
  return <Badge color="slate">Teste</Badge>;
}

export const STATUS_LABELS: Record<ServiceStatus, string> = {
  online: 'Online',
  degraded: 'Degradado',
  offline: 'Offline',
};

export function StatusBadge({ status }: { status: ServiceStatus }) {
  const color = status === 'online' ? 'green' : status === 'degraded' ? 'amber' : 'red';
  return <Badge color={color}>{STATUS_LABELS[status]}</Badge>;
}

const OFFER_COLORS = { pendente: 'amber', aceita: 'green', recusada: 'red' } as const;

/** Spec 001 §4: pendente (default when empty) = Pendente, aceita = Aceita, recusada = Recusada. */
export function OfferStatusBadge({ status }: { status: string | null }) {
  const color = OFFER_COLORS[(status || 'pendente') as keyof typeof OFFER_COLORS] ?? 'slate';
  return <Badge color={color}>{ofertaStatusLabel(status)}</Badge>;
}
