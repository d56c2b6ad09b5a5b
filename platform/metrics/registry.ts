// A small Prometheus registry (text exposition format 0.0.4): counters, histograms with fixed
// buckets, and gauges read at scrape time. Written here rather than taken from prom-client: what
// the product needs fits in one file, and the hot path (one histogram observation per request)
// stays a map lookup and a loop over a dozen buckets.

type Labels = Record<string, string>;

type Metric = { name: string; help: string; type: 'counter' | 'gauge' | 'histogram'; render(): string[] };

// Label values come from our code (route patterns, job names, reasons), but escape them anyway:
// a stray quote or newline must not break the whole scrape.
function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/"/g, '\\"');
}

function labelText(names: readonly string[], values: readonly string[], extra = ''): string {
  const parts = names.map((name, i) => `${name}="${escapeLabel(values[i] ?? '')}"`);
  if (extra) parts.push(extra);
  return parts.length > 0 ? `{${parts.join(',')}}` : '';
}

function valuesOf(names: readonly string[], labels: Labels): string[] {
  return names.map((name) => labels[name] ?? '');
}

function formatNumber(value: number): string {
  if (value === Number.POSITIVE_INFINITY) return '+Inf';
  if (value === Number.NEGATIVE_INFINITY) return '-Inf';
  return Number.isNaN(value) ? 'NaN' : String(value);
}

export type Counter = { inc(labels?: Labels, by?: number): void };

export type Histogram = { observe(labels: Labels, value: number): void };

export type GaugeSample = { labels: Labels; value: number | null };

export type MetricsRegistry = {
  counter(options: { name: string; help: string; labelNames?: readonly string[] }): Counter;
  histogram(options: {
    name: string;
    help: string;
    labelNames: readonly string[];
    buckets: readonly number[];
  }): Histogram;
  /** A gauge whose samples are read when scraped (a null value, unknown, is left out). */
  gauge(options: {
    name: string;
    help: string;
    labelNames: readonly string[];
    collect(): Promise<GaugeSample[]>;
  }): void;
  /** The whole registry in Prometheus text format. */
  render(): Promise<string>;
};

export function createRegistry(): MetricsRegistry {
  const metrics: Metric[] = [];
  const collectors: { metric: Metric; collect(): Promise<void> }[] = [];

  function add(metric: Metric) {
    if (metrics.some((m) => m.name === metric.name))
      throw new Error(`métrica ${metric.name} registrada duas vezes`);
    metrics.push(metric);
  }

  return {
    counter({ name, help, labelNames = [] }) {
      const series = new Map<string, { values: string[]; count: number }>();
      add({
        name,
        help,
        type: 'counter',
        render: () => [...series.values()].map((s) => `${name}${labelText(labelNames, s.values)} ${s.count}`),
      });
      return {
        inc(labels = {}, by = 1) {
          const values = valuesOf(labelNames, labels);
          const key = values.join('\u0000');
          const entry = series.get(key);
          if (entry) entry.count += by;
          else series.set(key, { values, count: by });
        },
      };
    },

    histogram({ name, help, labelNames, buckets }) {
      const bounds = [...buckets].sort((a, b) => a - b);
      const series = new Map<string, { values: string[]; counts: number[]; sum: number; count: number }>();
      add({
        name,
        help,
        type: 'histogram',
        render: () =>
          [...series.values()].flatMap((s) => {
            // Buckets are cumulative in the exposition format; observations are stored per bucket.
            let cumulative = 0;
            const lines = bounds.map((bound, i) => {
              cumulative += s.counts[i] ?? 0;
              return `${name}_bucket${labelText(labelNames, s.values, `le="${formatNumber(bound)}"`)} ${cumulative}`;
            });
            lines.push(`${name}_bucket${labelText(labelNames, s.values, 'le="+Inf"')} ${s.count}`);
            lines.push(`${name}_sum${labelText(labelNames, s.values)} ${formatNumber(s.sum)}`);
            lines.push(`${name}_count${labelText(labelNames, s.values)} ${s.count}`);
            return lines;
          }),
      });
      return {
        observe(labels, value) {
          const values = valuesOf(labelNames, labels);
          const key = values.join('\u0000');
          let entry = series.get(key);
          if (!entry) {
            entry = { values, counts: new Array(bounds.length).fill(0), sum: 0, count: 0 };
            series.set(key, entry);
          }
          const index = bounds.findIndex((bound) => value <= bound);
          if (index !== -1) entry.counts[index] = (entry.counts[index] ?? 0) + 1;
          entry.sum += value;
          entry.count += 1;
        },
      };
    },

    gauge({ name, help, labelNames, collect }) {
      let lines: string[] = [];
      const metric: Metric = { name, help, type: 'gauge', render: () => lines };
      add(metric);
      collectors.push({
        metric,
        async collect() {
          const samples = await collect().catch(() => []);
          lines = samples.flatMap((s) =>
            s.value === null
              ? []
              : [`${name}${labelText(labelNames, valuesOf(labelNames, s.labels))} ${formatNumber(s.value)}`],
          );
        },
      });
    },

    async render() {
      await Promise.all(collectors.map((c) => c.collect()));
      const out: string[] = [];
      for (const metric of metrics) {
        out.push(`# HELP ${metric.name} ${metric.help}`, `# TYPE ${metric.name} ${metric.type}`);
        out.push(...metric.render());
      }
      return `${out.join('\n')}\n`;
    },
  };
}
