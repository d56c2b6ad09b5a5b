import type { CpuReading, MemoryReading } from './load-report.ts';
import {
  commandCpuSeconds,
  cpuSeconds,
  heapUsedMb,
  histogramBuckets,
  machineCpu,
  rssMb,
} from './proc-stats.ts';

// What bench/load reads of the running server (its /metrics) and of the processes (/proc).

export type Probed = { child: { pid?: number }; metrics: string };

export function createProbes(base: string, processes: Probed[]) {
  const metricsText = async () => (await fetch(`${base}/metrics`)).text();
  return {
    // The API's own view of its webhook acknowledgements, without the load generator's queueing:
    // tells a slow server from a busy client.
    webhookBuckets: async () =>
      histogramBuckets(await metricsText(), 'http_request_duration_seconds', {
        route: '/api/whatsapp/webhook',
        status: '2xx',
      }),

    /** Jobs waiting or running in each queue, as the server reads them (memory or BullMQ). */
    async queueDepth() {
      const text = await metricsText();
      const count = (queue: string) =>
        ['waiting', 'active'].reduce((sum, state) => {
          const line = new RegExp(`^job_queue_depth\\{queue="${queue}",state="${state}"\\} (\\d+)`, 'm');
          return sum + Number(text.match(line)?.[1]);
        }, 0);
      const jobs = count('jobs');
      const conversations = count('conversations');
      return { jobs, conversations, text: `jobs ${jobs}, conversations ${conversations} waiting or running` };
    },

    readMemory: async (): Promise<MemoryReading> => ({
      processes: await Promise.all(processes.map((p) => rssMb(p.child.pid))),
      // RSS moves by tens of percent with each collection; the V8 heap in use says more of a leak.
      heaps: await Promise.all(processes.map((p) => heapUsedMb(p.metrics))),
      bench: process.memoryUsage().rss / 2 ** 20,
    }),

    readCpu: async (): Promise<CpuReading> => ({
      processes: await Promise.all(processes.map((p) => cpuSeconds(p.child.pid))),
      machine: await machineCpu(),
      postgres: await commandCpuSeconds('postgres'),
      redis: await commandCpuSeconds('redis-server'),
      bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
    }),
  };
}
