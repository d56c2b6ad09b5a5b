import { BadgeCheck, Check, Handshake, Sparkles, Ticket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatBRL } from '#domain/ofertas/money.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { couponOffer } from './format.ts';
import type { Plans } from './plans-api.ts';

// The two cards of /assinatura (spec 000 §2): the free plan of partner-association members and
// Premium, every figure from GET /api/assinatura/planos (the one plan configuration).

function PlanCard({
  id,
  isHighlighted,
  badge,
  children,
}: {
  id: string;
  isHighlighted?: boolean;
  badge?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        isHighlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      {badge && <div className="absolute -top-3 left-6">{badge}</div>}
      {children}
    </article>
  );
}

export function CurrentPlanBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Seu plano atual
    </span>
  );
}

function Features({ items }: { items: string[] }) {
  return (
    <ul className="mt-6 space-y-3 text-slate-700">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

function Price({ cents }: { cents: number }) {
  return (
    <p className="mt-4 flex items-baseline gap-1 text-slate-900">
      <span className="text-4xl font-bold tracking-tight">{formatBRL(cents)}</span>
      <span className="text-slate-600">/mês</span>
    </p>
  );
}

export function FreePlanCard({ plans, isCurrent }: { plans: Plans; isCurrent: boolean }) {
  const { associado, associacoes } = plans;
  return (
    <PlanCard id="plano-associado" badge={isCurrent && <CurrentPlanBadge />}>
      <div className="flex items-center gap-2 text-brand-700">
        <Handshake aria-hidden="true" className="size-6" />
        <span className="text-sm font-semibold uppercase tracking-wide">Para associados</span>
      </div>
      <h2 id="plano-associado-titulo" className="mt-3 text-2xl font-bold text-slate-900">
        {associado.nome}
      </h2>
      <Price cents={0} />
      <Features
        items={[
          `Até ${associado.limiteDiario} ofertas por dia`,
          'Oportunidades dos clientes da sua cidade pelo WhatsApp',
          'Ativado automaticamente quando o CNPJ da loja consta em uma associação parceira',
        ]}
      />
      <div className="mt-6 rounded-xl bg-slate-50 p-4">
        <h3 className="text-sm font-semibold text-slate-900">Associações parceiras</h3>
        {associacoes.length > 0 ? (
          <ul aria-label="Associações parceiras ativas" className="mt-2 space-y-1 text-sm text-slate-700">
            {associacoes.map((associacao) => (
              <li key={associacao.id}>
                {associacao.nome}
                {associacao.cidade && <span className="text-slate-600"> — {associacao.cidade}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-600">Nenhuma associação parceira ativa no momento.</p>
        )}
      </div>
      <div className="mt-auto pt-6">
        <Button asChild variant="outline" size="lg" className="h-auto min-h-12 w-full py-2 text-center">
          <Link to="/parceiros">
            {/* The button look is nowrap; at 360 px this label must wrap instead of widening the card. */}
            <span className="whitespace-normal">Conhecer as associações parceiras</span>
          </Link>
        </Button>
      </div>
    </PlanCard>
  );
}

export function PremiumPlanCard({
  plans,
  isHighlighted,
  isCurrent,
  action,
}: {
  plans: Plans;
  isHighlighted: boolean;
  isCurrent: boolean;
  /** The subscribe button, its disabled explanation, or the link to manage a running subscription. */
  action: ReactNode;
}) {
  const { premium, cupomAssociado } = plans;
  return (
    <PlanCard id="plano-premium" isHighlighted={isHighlighted} badge={isCurrent && <CurrentPlanBadge />}>
      <div className="flex items-center gap-2 text-brand-700">
        <Sparkles aria-hidden="true" className="size-6" />
        <span className="text-sm font-semibold uppercase tracking-wide">Ofertas ilimitadas</span>
      </div>
      <h2 id="plano-premium-titulo" className="mt-3 text-2xl font-bold text-slate-900">
        {premium.nome}
      </h2>
      <Price cents={premium.mensalCentavos} />
      <Features
        items={[
          'Ofertas ilimitadas para os desejos da sua cidade',
          'Oportunidades dos clientes da sua cidade pelo WhatsApp',
          'Pagamento mensal no cartão, renovação automática',
          'Cancele quando quiser no portal da assinatura',
        ]}
      />
      <div className="mt-6 rounded-xl border border-dashed border-brand-600 bg-brand-50 p-4">
        <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          <Ticket aria-hidden="true" className="size-4 text-brand-700" />
          Associado de uma entidade parceira?
        </p>
        <p className="mt-1 text-sm text-slate-700">
          Cupom{' '}
          <code className="rounded bg-white px-1 py-0.5 font-mono font-semibold">
            {cupomAssociado.codigo}
          </code>
          : {couponOffer(cupomAssociado)}. Aplicado automaticamente no pagamento quando o CNPJ da loja é de um
          associado.
        </p>
      </div>
      <div className="mt-auto pt-6">{action}</div>
    </PlanCard>
  );
}
