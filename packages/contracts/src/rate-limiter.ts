/**
 * A small in-memory rate limiter: at most `limit` accepted hits per key within any `windowMs`
 * (a sliding window over the times of the accepted hits). The caller passes the time, so
 * procedures drive it with ctx.now and tests with a fake clock.
 *
 * It lives in this process's memory: each API process counts on its own, and a restart forgets.
 * That is enough for one server; behind several processes the effective limit is multiplied.
 */
export interface RateLimiter {
  /** Records a hit for the key and answers true, or answers false (and records nothing) when the key is over its limit. */
  tryHit(key: string, now: Date): boolean;
  /** How many keys it tracks now (keys idle for a whole window are forgotten once 10,000 are tracked). */
  readonly trackedKeys: number;
}

const MAX_KEYS = 10_000;

export function createRateLimiter(opts: { limit: number; windowMs: number }): RateLimiter {
  const hits = new Map<string, number[]>();

  /** Forgets keys whose hits have all left the window, so memory follows the active keys only. */
  function sweep(nowMs: number): void {
    for (const [key, times] of hits) {
      if (times.every((time) => nowMs - time >= opts.windowMs)) hits.delete(key);
    }
  }

  return {
    get trackedKeys() {
      return hits.size;
    },
    tryHit(key, now) {
      const nowMs = now.getTime();
      if (hits.size >= MAX_KEYS) sweep(nowMs);
      const recent = (hits.get(key) ?? []).filter((time) => nowMs - time < opts.windowMs);
      if (recent.length >= opts.limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(nowMs);
      hits.set(key, recent);
      return true;
    },
  };
}
