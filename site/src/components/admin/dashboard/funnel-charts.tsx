import type { DashboardFunnel } from '#domain/admin/dashboard-schemas.ts';

// The funnel's charts, in their own chunk (funnel-section.tsx imports it lazily), so no other page
// pays for them. Plain SVG horizontal bars: four stages and at most ten cities need no chart
// library. Each chart is an image with a text alternative that carries every number.

const number = new Intl.NumberFormat('pt-BR');
const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

type Bar = { label: string; value: number; note?: string };

const ROW = 36;
const LABEL_WIDTH = 170;
const WIDTH = 640;

function BarChart({ title, bars, color }: { title: string; bars: Bar[]; color: string }) {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const plot = WIDTH - LABEL_WIDTH - 110;
  const height = bars.length * ROW + 8;
  const summary = bars.map(
    (bar) => `${bar.label}: ${number.format(bar.value)}${bar.note ? ` (${bar.note})` : ''}`,
  );
  return (
    <svg
      role="img"
      aria-label={`${title}. ${summary.join('; ')}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      className="h-auto w-full max-w-3xl"
    >
      <title>{title}</title>
      {bars.map((bar, index) => {
        const y = index * ROW + 4;
        const width = Math.max(bar.value > 0 ? 2 : 0, (bar.value / max) * plot);
        return (
          <g key={bar.label}>
            <text
              x={LABEL_WIDTH - 8}
              y={y + ROW / 2}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-slate-700 text-[13px]"
            >
              {bar.label.length > 24 ? `${bar.label.slice(0, 23)}…` : bar.label}
            </text>
            <rect
              x={LABEL_WIDTH}
              y={y + 6}
              width={plot}
              height={ROW - 12}
              rx={4}
              className="fill-slate-100"
            />
            <rect x={LABEL_WIDTH} y={y + 6} width={width} height={ROW - 12} rx={4} fill={color} />
            <text
              x={LABEL_WIDTH + width + 6}
              y={y + ROW / 2}
              dominantBaseline="middle"
              className="fill-slate-900 text-[13px] font-semibold"
            >
              {number.format(bar.value)}
              {bar.note ? ` · ${bar.note}` : ''}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export function FunnelChart({ funnel }: { funnel: DashboardFunnel }) {
  const base = funnel.etapas[0]?.total ?? 0;
  const bars = funnel.etapas.map((etapa, index) => ({
    label: etapa.label,
    value: etapa.total,
    note: index > 0 && base > 0 ? percent.format(etapa.total / base) : undefined,
  }));
  return <BarChart title="Funil de desejos do período" bars={bars} color="#059669" />;
}

export function NoShopCitiesChart({ funnel }: { funnel: DashboardFunnel }) {
  if (funnel.cidadesSemLoja.length === 0) {
    return (
      <p className="text-sm text-slate-500">Todos os desejos do período encontraram ao menos uma loja.</p>
    );
  }
  const bars = funnel.cidadesSemLoja.map((city) => ({
    label: `${city.cidade} - ${city.estado}`,
    value: city.desejos,
  }));
  return <BarChart title="Cidades com desejos sem nenhuma loja" bars={bars} color="#d97706" />;
}
