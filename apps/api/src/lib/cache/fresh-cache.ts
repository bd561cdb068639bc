import { LRUCache } from 'lru-cache';
import pLimit, { type LimitFunction } from 'p-limit';
import { createSingleFlight } from './single-flight';

export interface FreshCacheOptions<V> {
  /** How old a value may be when it is answered, in milliseconds. */
  maxAgeMs: number;
  /** Bound of the sum of `sizeOf` over the values kept. */
  maxSize: number;
  sizeOf: (value: V) => number;
  /** The clock (tests move it by hand). */
  now?: () => number;
  /**
   * Runs the background remakes in turn: shared by a process's caches so that keeping hot
   * values fresh does not crowd out the callers being answered (default: this cache's own, one
   * at a time).
   */
  background?: LimitFunction;
}

/**
 * Share of its life after which a value being answered is made again in the background. Late
 * enough that a hot key is made about once per life (at half its life, twice: twice the
 * database work behind every cached answer), early enough that the new value lands first.
 */
export const REFRESH_AFTER_SHARE = 0.8;

interface Entry<V> {
  value: V;
  /** When the making of the value started: the data it read is at least this recent. */
  madeAt: number;
}

/**
 * Values made from the database and answered while younger than `maxAgeMs`: a bounded LRU
 * (lru-cache, by size) whose entries expire at that age, counted from when their making
 * started. A value late in its life (REFRESH_AFTER_SHARE) is made again in the background while
 * it is still answered, so hot keys never wait; a missing or expired one is made once however
 * many callers ask for it at the same moment. Background remakes wait their turn (`background`);
 * one whose value expired or was made anew meanwhile is skipped.
 */
export function createFreshCache<V extends object>(options: FreshCacheOptions<V>) {
  const now = options.now ?? (() => performance.now());
  const store = new LRUCache<string, Entry<V>>({
    max: 100_000,
    maxSize: options.maxSize,
    sizeCalculation: (entry) => Math.max(1, Math.ceil(options.sizeOf(entry.value))),
    ttl: options.maxAgeMs,
    // Read the clock on every look: by default lru-cache reuses it for a millisecond.
    ttlResolution: 0,
    perf: { now },
  });
  const making = createSingleFlight<V>();
  const background = options.background ?? pLimit(1);
  const waiting = new Set<string>();
  const isLate = (entry: Entry<V>) => now() - entry.madeAt > options.maxAgeMs * REFRESH_AFTER_SHARE;

  const make = (key: string, compute: () => Promise<V>) =>
    making.run(key, async () => {
      const madeAt = now();
      const value = await compute();
      const left = options.maxAgeMs - (now() - madeAt);
      // A value larger than the whole cache is answered but not kept (lru-cache refuses it).
      if (left > 0 && options.sizeOf(value) <= options.maxSize)
        store.set(key, { value, madeAt }, { ttl: left });
      return value;
    });

  const remakeLater = (key: string, compute: () => Promise<V>) => {
    if (waiting.has(key)) return;
    waiting.add(key);
    background(async () => {
      // Expired: the next caller makes it. Made anew by a caller meanwhile: nothing to do.
      const entry = store.peek(key);
      if (entry && isLate(entry)) await make(key, compute);
    })
      // A failed remake is dropped: the next caller retries.
      .catch(() => undefined)
      .finally(() => waiting.delete(key));
  };

  return {
    /**
     * The kept value of `key`, or one made by `compute`. `foreground` wraps the making when this
     * caller starts it (not a background remake, not a caller joining one being made): the costly
     * read budget of docs/decisions/0054-costly-read-budget.md.
     */
    async get(
      key: string,
      compute: () => Promise<V>,
      foreground?: (make: () => Promise<V>) => Promise<V>,
    ): Promise<V> {
      const entry = store.get(key);
      if (!entry) return make(key, foreground ? () => foreground(compute) : compute);
      if (isLate(entry)) remakeLater(key, compute);
      return entry.value;
    },
    /** Bytes held, as counted by `sizeOf`. */
    get size() {
      return store.calculatedSize;
    },
    /** Values being made now. */
    get making() {
      return making.size;
    },
  };
}

export type FreshCache<V extends object> = ReturnType<typeof createFreshCache<V>>;
