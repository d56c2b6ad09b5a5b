import { describe, expect, it } from 'vitest';
import { createRefusalLimit } from './refusal-limit.ts';

describe('createRefusalLimit', () => {
  it('lets an address be refused `limit` times a window, then tells how long until the window reopens', () => {
    let now = 1_000_000;
    const limit = createRefusalLimit({ limit: 3, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 3; i++) expect(limit.refuse('10.0.0.1')).toBeNull();
    now += 20_000;
    expect(limit.refuse('10.0.0.1')).toBe(40);
    // Another address has its own allowance.
    expect(limit.refuse('10.0.0.2')).toBeNull();
    now += 40_000;
    expect(limit.refuse('10.0.0.1')).toBeNull();
  });

  it('forgets windows that have passed, so a scan over many addresses does not grow without end', () => {
    let now = 0;
    const limit = createRefusalLimit({ limit: 1, windowMs: 1_000, now: () => now });
    for (let i = 0; i < 1_000; i++) limit.refuse(`10.0.${i >> 8}.${i & 255}`);
    now += 2_000;
    // The sweep at the next call dropped every old window: each address starts afresh.
    for (let i = 0; i < 1_000; i++) expect(limit.refuse(`10.0.${i >> 8}.${i & 255}`)).toBeNull();
  });
});
