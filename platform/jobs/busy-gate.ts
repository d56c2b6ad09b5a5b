import { performance } from 'node:perf_hooks';

// Whether the event loop is busy enough that the in-process queue should start jobs sparingly.
// In one process (the embedded default) the handlers, their PGlite statements and the HTTP
// acknowledgements share one thread: a start is cheap to put off, a late acknowledgement makes
// Meta deliver again. Measured over short windows so the answer follows the load within a blink.

export type BusyGate = {
  isBusy(): boolean;
  /** How long a window lasts: while busy, a queue starts one job per window. */
  windowMs: number;
};

export const BUSY_UTILIZATION = 0.7;
const WINDOW_MS = 20;

type Utilization = ReturnType<typeof performance.eventLoopUtilization>;

/** Event loop utilization of the last completed window above `threshold` (0..1). */
export function createBusyGate(options: { threshold?: number; windowMs?: number } = {}): BusyGate {
  const threshold = options.threshold ?? BUSY_UTILIZATION;
  const windowMs = options.windowMs ?? WINDOW_MS;
  const measure = performance.eventLoopUtilization;
  let mark: Utilization = measure();
  let markedAt = performance.now();
  let isBusy = false;
  return {
    windowMs,
    isBusy() {
      const now = performance.now();
      // Read lazily, when a queue asks: no timer keeps an idle process awake.
      if (now - markedAt >= windowMs) {
        const current = measure();
        isBusy = measure(current, mark).utilization > threshold;
        mark = current;
        markedAt = now;
      }
      return isBusy;
    },
  };
}

/**
 * For a queue's starts: 0 when a job may start now (counted), else how long to wait. While the loop
 * is busy, one start per window, so jobs start later but are never starved.
 */
export function startThrottle(gate: BusyGate): { waitMs(): number } {
  let lastBusyStart = Number.NEGATIVE_INFINITY;
  return {
    waitMs() {
      if (!gate.isBusy()) return 0;
      const now = performance.now();
      const waitMs = lastBusyStart + gate.windowMs - now;
      if (waitMs > 0) return waitMs;
      lastBusyStart = now;
      return 0;
    },
  };
}

/** The process's gate, shared by its queues: they share its event loop. */
export const processBusyGate = createBusyGate();
