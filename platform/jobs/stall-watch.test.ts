import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStallWatch } from './stall-watch.ts';

// The clock is Vitest's: the bound is crossed by advancing it, not by waiting.

afterEach(() => {
  vi.useRealTimers();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('createStallWatch', () => {
  it('says stalled once the oldest unanswered command passes the bound, and recovers when it is answered', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const watch = createStallWatch(100);
    const recovered = vi.fn();
    watch.onRecovered(recovered);
    const hung = deferred();
    const tracked = watch.track(hung.promise);

    vi.advanceTimersByTime(100);
    expect(watch.isStalled()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(watch.isStalled()).toBe(true);

    hung.resolve();
    await tracked;
    expect(watch.isStalled()).toBe(false);
    expect(recovered).toHaveBeenCalledTimes(1);
  });

  it('counts a failed command as answered, and announces nothing when no one saw a stall', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const watch = createStallWatch(100);
    const recovered = vi.fn();
    watch.onRecovered(recovered);

    const slow = watch.track(Promise.reject(new Error('Redis fora')));
    vi.advanceTimersByTime(500);
    await expect(slow).rejects.toThrow('Redis fora');
    expect(watch.isStalled()).toBe(false);
    expect(recovered).not.toHaveBeenCalled();
  });

  it('stays stalled while an older command hangs, whatever newer ones do', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const watch = createStallWatch(100);
    const old = deferred();
    const oldTracked = watch.track(old.promise);
    vi.advanceTimersByTime(150);
    await watch.track(Promise.resolve());
    expect(watch.isStalled()).toBe(true);
    old.resolve();
    await oldTracked;
    expect(watch.isStalled()).toBe(false);
  });
});
