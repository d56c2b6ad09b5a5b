// Writes that arrive while one is running go together in the next one: under load a burst of
// callers costs one statement instead of one each, and alone a caller waits no longer than for its
// own statement (the first write starts on the next turn of the event loop, so the callers of one
// burst share it too). Each caller gets its own item's result, or the batch's error.

type Pending<T, R> = { item: T; resolve: (result: R) => void; reject: (error: unknown) => void };

export type BatchWriterOptions<T> = {
  /** Items per write (a bounded statement). */
  maxBatch?: number;
  /** Items with the same key never share a write: the second goes in the next one, in order. */
  key?: (item: T) => string;
};

/** `write` gets the batch and returns one result per item, in the batch's order. */
export function createBatchWriter<T, R>(
  write: (items: T[]) => Promise<R[]>,
  options: BatchWriterOptions<T> = {},
): (item: T) => Promise<R> {
  const maxBatch = options.maxBatch ?? 100;
  let pending: Pending<T, R>[] = [];
  let isWriting = false;

  function nextBatch(): Pending<T, R>[] {
    const batch: Pending<T, R>[] = [];
    const keys = new Set<string>();
    const rest: Pending<T, R>[] = [];
    for (const entry of pending) {
      const key = options.key?.(entry.item);
      if (batch.length >= maxBatch || (key !== undefined && keys.has(key))) {
        rest.push(entry);
        continue;
      }
      if (key !== undefined) keys.add(key);
      batch.push(entry);
    }
    pending = rest;
    return batch;
  }

  async function run() {
    while (pending.length > 0) {
      const batch = nextBatch();
      try {
        const results = await write(batch.map((entry) => entry.item));
        for (const [i, entry] of batch.entries()) entry.resolve(results[i] as R);
      } catch (error) {
        for (const entry of batch) entry.reject(error);
      }
    }
    isWriting = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (isWriting) return;
      isWriting = true;
      setImmediate(run);
    });
}
