import { describe, expect, it } from 'vitest';
import { createBatchWriter } from './batch-writer.ts';

describe('createBatchWriter', () => {
  it('writes a burst in one call and what arrives meanwhile in the next, each caller with its result', async () => {
    const writes: number[][] = [];
    let release: () => void = () => {};
    const write = createBatchWriter(async (items: number[]) => {
      writes.push(items);
      if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((n) => n * 10);
    });
    const burst = [write(1), write(2), write(3)];
    await new Promise((resolve) => setImmediate(resolve));
    const later = [write(4), write(5)];
    release();
    expect(await Promise.all([...burst, ...later])).toEqual([10, 20, 30, 40, 50]);
    expect(writes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it('keeps items of one key in separate writes, in order, and bounds a write', async () => {
    const writes: string[][] = [];
    const write = createBatchWriter(
      async (items: string[]) => {
        writes.push(items);
        return items;
      },
      { key: (item) => item.slice(0, 1), maxBatch: 2 },
    );
    await Promise.all(['a1', 'a2', 'b1', 'c1'].map(write));
    expect(writes).toEqual([
      ['a1', 'b1'],
      ['a2', 'c1'],
    ]);
  });

  it("rejects the batch's callers when a write fails, and goes on with the next", async () => {
    let calls = 0;
    const write = createBatchWriter(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('banco fora');
      return items;
    });
    await expect(Promise.all([write(1), write(2)])).rejects.toThrow('banco fora');
    expect(await write(3)).toBe(3);
  });
});
