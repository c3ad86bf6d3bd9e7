import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limiter.js';

const at = (ms: number) => new Date(Date.UTC(2026, 10, 22, 8) + ms);

describe('the in-memory rate limiter', () => {
  it('accepts up to the limit within the window, then refuses without counting the refusal', () => {
    const limiter = createRateLimiter({ limit: 3, windowMs: 1000 });
    expect([0, 100, 200].map((ms) => limiter.tryHit('a', at(ms)))).toEqual([true, true, true]);
    expect(limiter.tryHit('a', at(300))).toBe(false);
    expect(limiter.tryHit('a', at(999))).toBe(false);
    // The first hit leaves the window at 1000 ms; the refusals at 300 and 999 did not count.
    expect(limiter.tryHit('a', at(1000))).toBe(true);
    expect(limiter.tryHit('a', at(1001))).toBe(false);
    expect(limiter.tryHit('a', at(1100))).toBe(true);
  });

  it('counts each key on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.tryHit('a', at(0))).toBe(true);
    expect(limiter.tryHit('a', at(1))).toBe(false);
    expect(limiter.tryHit('b', at(1))).toBe(true);
  });

  it('forgets idle keys once 10,000 are tracked, never a key still inside its window', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000 });
    for (let i = 0; i < 10_000; i += 1) limiter.tryHit(`early-${i}`, at(0));
    expect(limiter.tryHit('late', at(500))).toBe(true);
    expect(limiter.trackedKeys).toBe(10_001);
    expect(limiter.tryHit('early-1', at(999))).toBe(false);
    // At 1000 ms the early keys have left their window: the next hit sweeps them away.
    expect(limiter.tryHit('next', at(1000))).toBe(true);
    expect(limiter.trackedKeys).toBe(2);
    expect(limiter.tryHit('late', at(1001))).toBe(false);
  });
});
