import { describe, expect, it } from 'vitest';
import { createRegistry } from './registry.ts';

describe('metrics registry', () => {
  it('renders counters, cumulative histogram buckets and scraped gauges in Prometheus text format', async () => {
    const registry = createRegistry();
    const counter = registry.counter({ name: 'x_total', help: 'X.', labelNames: ['status'] });
    counter.inc({ status: 'sent' });
    counter.inc({ status: 'sent' }, 2);
    const histogram = registry.histogram({
      name: 'd_seconds',
      help: 'D.',
      labelNames: ['route'],
      buckets: [0.1, 1],
    });
    histogram.observe({ route: '/a/:id' }, 0.05);
    histogram.observe({ route: '/a/:id' }, 0.5);
    histogram.observe({ route: '/a/:id' }, 3);
    registry.gauge({
      name: 'q',
      help: 'Q.',
      labelNames: ['state'],
      collect: async () => [
        { labels: { state: 'waiting' }, value: 4 },
        { labels: { state: 'active' }, value: null },
      ],
    });
    const text = await registry.render();
    expect(text).toContain('# TYPE x_total counter\nx_total{status="sent"} 3\n');
    expect(text).toContain(
      [
        'd_seconds_bucket{route="/a/:id",le="0.1"} 1',
        'd_seconds_bucket{route="/a/:id",le="1"} 2',
        'd_seconds_bucket{route="/a/:id",le="+Inf"} 3',
        'd_seconds_sum{route="/a/:id"} 3.55',
        'd_seconds_count{route="/a/:id"} 3',
      ].join('\n'),
    );
    // An unknown value (Redis down) is left out rather than reported as zero.
    expect(text).toContain('# TYPE q gauge\nq{state="waiting"} 4\n');
    expect(text).not.toContain('state="active"');
  });

  it('escapes label values so one odd value cannot break the scrape', async () => {
    const registry = createRegistry();
    registry.counter({ name: 'e_total', help: 'E.', labelNames: ['v'] }).inc({ v: 'a"b\nc\\' });
    expect(await registry.render()).toContain('e_total{v="a\\"b\\nc\\\\"} 1');
  });
});
