/**
 * Values computed from the database and valid for one advert_search_version: search totals and
 * the home summaries. Each API process keeps its own; every request reads the version from the
 * database (in the same statement as its page, or in one tiny query), so a process never serves
 * a value older than the data it reads, however many processes share the database.
 */
export interface VersionedCache {
  get<T>(key: string, version: string): T | undefined;
  set(key: string, version: string, value: unknown): void;
  /** The newest version this cache has seen, if any. */
  latest(): string | undefined;
  /**
   * Moves the cache to a newer `version`, keeping what `keep` answers for each entry (the same
   * or an updated value) and dropping an entry when it answers undefined.
   */
  advance(version: string, keep: (key: string, value: unknown) => unknown): void;
}

export function createVersionedCache(maxEntries = 5000): VersionedCache {
  let current: bigint | undefined;
  const entries = new Map<string, unknown>();
  return {
    get<T>(key: string, version: string): T | undefined {
      if (current === undefined || BigInt(version) !== current) return undefined;
      return entries.get(key) as T | undefined;
    },
    set(key, version, value) {
      const v = BigInt(version);
      if (current === undefined || v > current) {
        entries.clear();
        current = v;
      } else if (v < current) {
        // Counted by a statement that ran before a newer version was seen: not kept.
        return;
      }
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, value);
    },
    latest: () => (current === undefined ? undefined : String(current)),
    advance(version, keep) {
      const v = BigInt(version);
      if (current === undefined || v <= current) return;
      current = v;
      for (const [key, value] of [...entries]) {
        const kept = keep(key, value);
        if (kept === undefined) entries.delete(key);
        else entries.set(key, kept);
      }
    },
  };
}
