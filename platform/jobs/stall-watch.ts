// Tells a hung Redis from a slow one by the age of the oldest command still unanswered. A Redis
// that is stopped (SIGSTOP), swapping or stuck keeps its socket open, so ioredis reports no error
// and holds every command; a caller with a fallback (the webhook's inbox) asks isStalled() and
// stops waiting. Once the command is answered, onRecovered listeners run, as after a reconnect.

export type StallWatch = {
  /** Counts `command` as pending until it settles; returns it. */
  track<T>(command: Promise<T>): Promise<T>;
  /** True while the oldest pending command has waited longer than the bound. */
  isStalled(): boolean;
  /** Runs `listener` each time commands are answered again after isStalled() said true. */
  onRecovered(listener: () => void): () => void;
};

export function createStallWatch(stalledAfterMs: number): StallWatch {
  // Start times, oldest first: one connection answers in order.
  const pending = new Map<symbol, number>();
  const listeners = new Set<() => void>();
  let hasReportedStall = false;

  function isOverdue(): boolean {
    const oldest: number | undefined = pending.values().next().value;
    return oldest !== undefined && performance.now() - oldest > stalledAfterMs;
  }

  return {
    track(command) {
      const key = Symbol();
      pending.set(key, performance.now());
      return command.finally(() => {
        pending.delete(key);
        if (hasReportedStall && !isOverdue()) {
          hasReportedStall = false;
          for (const listener of listeners) listener();
        }
      });
    },
    isStalled() {
      if (!isOverdue()) return false;
      hasReportedStall = true;
      return true;
    },
    onRecovered(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
