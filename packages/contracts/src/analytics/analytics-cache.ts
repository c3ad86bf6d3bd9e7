import { centreDate } from '../centre-date.js';
import type { LiveBus } from '../live/live-bus.js';
import type { AdminAnalytics } from './analytics.schema.js';

/** How long a process answers the Analytics tab from its last figures, unless a change came first. */
export const ANALYTICS_CACHE_MS = 60_000;

interface Entry {
  /** The Bahrain date the figures are of: "today", this month and this year follow from it. */
  day: string;
  takenAt: number;
  figures: Promise<AdminAnalytics>;
}

/**
 * The figures of one process, for a minute. Dropped when any process changes a table they count
 * (the database's figures_changed event, after the commit), or when events may have been lost
 * (the bus reconnected); never served for another Bahrain day. Concurrent requests share one
 * computation. The cache sits behind the procedure's role check: only admins reach it.
 */
class FiguresCache {
  #entry: Entry | undefined;

  constructor(live: LiveBus) {
    live.subscribe((notice) => {
      if (notice.type === 'figures_changed' || notice.type === 'missed') this.#entry = undefined;
    });
  }

  figures(now: Date, compute: () => Promise<AdminAnalytics>): Promise<AdminAnalytics> {
    const day = centreDate(now);
    const at = now.getTime();
    const entry = this.#entry;
    if (entry && entry.day === day && at >= entry.takenAt && at - entry.takenAt < ANALYTICS_CACHE_MS) {
      return entry.figures;
    }
    // A change that lands while these are computed drops this entry, so they are never kept.
    const fresh: Entry = { day, takenAt: at, figures: compute() };
    this.#entry = fresh;
    fresh.figures.catch(() => {
      if (this.#entry === fresh) this.#entry = undefined;
    });
    return fresh.figures;
  }
}

/** One cache per live bus, that is per server process (tests make a bus per caller). */
const caches = new WeakMap<LiveBus, FiguresCache>();

export function cachedFigures(
  live: LiveBus,
  now: Date,
  compute: () => Promise<AdminAnalytics>,
): Promise<AdminAnalytics> {
  let cache = caches.get(live);
  if (!cache) {
    cache = new FiguresCache(live);
    caches.set(live, cache);
  }
  return cache.figures(now, compute);
}
