/**
 * Finished JSON bodies of the public reads that visitors make most (list pages, suggestions,
 * home summaries, popular adverts), kept per advert_search_version.
 *
 * A body is served only when the version the request has just read from the database is the one
 * it was made at, so anything that changes which adverts a page holds, their order, totals, text,
 * prices, places, slugs or pictures (all of which bump the version, see the migrations) is seen
 * by the next request of every API process. The view, favourite and tour counters of the items
 * change without a bump (one per view would empty every cache all the time); a body is therefore
 * also dropped after `maxAgeMs`, which bounds how old those counters can be.
 *
 * Why whole bodies: at a few thousand requests a second the API process, not the database, is the
 * bottleneck, and most of its time went to decoding rows, validating the response against the
 * contract and writing JSON (docs/decisions/search-performance.md).
 */
export interface VisitorResponseCache<T> {
  /** The body kept for `key`, when it was made at `version` and is young enough. */
  get(key: string, version: string): T | undefined;
  /** Keeps a body made at `version`; bodies of an older version than the newest seen are not kept. */
  set(key: string, version: string, body: T): void;
}

interface Entry<T> {
  body: T;
  size: number;
  storedAt: number;
}

export interface VisitorResponseCacheOptions<T> {
  maxAgeMs: number;
  /** Upper bound of the sum of `sizeOf` over the bodies kept. */
  maxSize: number;
  sizeOf: (body: T) => number;
  now?: () => number;
}

export function createVisitorResponseCache<T>({
  maxAgeMs,
  maxSize,
  sizeOf,
  now = Date.now,
}: VisitorResponseCacheOptions<T>): VisitorResponseCache<T> {
  let current: bigint | undefined;
  let total = 0;
  const entries = new Map<string, Entry<T>>();

  const remove = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    total -= entry.size;
  };

  return {
    get(key, version) {
      if (current === undefined || BigInt(version) !== current) return undefined;
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > maxAgeMs) {
        remove(key, entry);
        return undefined;
      }
      return entry.body;
    },

    set(key, version, body) {
      const v = BigInt(version);
      if (current === undefined || v > current) {
        entries.clear();
        total = 0;
        current = v;
      } else if (v < current) {
        return;
      }
      const size = sizeOf(body);
      if (size > maxSize) return;
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      // Oldest first: a Map iterates in insertion order.
      for (const [oldKey, oldEntry] of entries) {
        if (total + size <= maxSize) break;
        remove(oldKey, oldEntry);
      }
      entries.set(key, { body, size, storedAt: now() });
      total += size;
    },
  };
}
