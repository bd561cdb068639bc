import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { queryRows, type Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { isLockTimeout } from '../../lib/db-errors';
import { hasAgency, hasPriceRange, hasTypedFilters, type SearchFilters } from './search-filters';
import { prefixQuery } from '../../lib/search-words';

/** At most this many phrases are kept; past it the least recently asked is forgotten. */
export const KEPT_PHRASES = 2000;
/** A phrase asked this many times within the hour gets kept counts (one ask counts directly). */
const ASKS_BEFORE_KEEPING = 2;
const HOUR_MS = 3_600_000;
/** How long a registration may wait for writers to finish before it leaves it for next time. */
const REGISTRATION_LOCK_TIMEOUT = '200ms';

/**
 * Exact totals of text searches through kept phrase counts (migration 0022,
 * docs/decisions/0031-phrase-counts.md): several words, or one word in a status other than public,
 * which the prefix counts cannot total without reading every match. A phrase asked again within
 * the hour is registered: counted once under a lock, then kept exact by the adverts' triggers.
 * Place and price filters are not kept: those totals stay direct counts.
 */
export function createPhraseCounts(db: Db, keep = KEPT_PHRASES) {
  const asks = new LRUCache<string, number>({ max: 10_000, ttl: HOUR_MS });
  // Phrases whose used_at this process moved within the hour: one write per phrase per hour.
  const touched = new LRUCache<string, true>({ max: keep, ttl: HOUR_MS });

  async function read(filters: SearchFilters, phrase: string) {
    const [row] = await namedQuery<{ kept: boolean; n: string | number }>(
      db,
      'search_phrase_count',
      sql`SELECT EXISTS (SELECT 1 FROM advert_phrases WHERE phrase = ${phrase}) AS kept,
            (SELECT coalesce(sum(k.n), 0) FROM advert_phrase_counts k
             JOIN categories c ON c.id = k.category_id
             WHERE k.phrase = ${phrase}
               AND CASE WHEN ${filters.publicOnly}::boolean
                        THEN advert_is_public(k.status, k.is_active, c.is_active)
                        ELSE k.status = ${filters.status ?? 1}::smallint END
               AND (${filters.categoryId ?? null}::integer IS NULL
                    OR k.category_id = ${filters.categoryId ?? null}::integer)
               AND (${filters.advertTypeId ?? null}::integer IS NULL
                    OR k.advert_type_id = ${filters.advertTypeId ?? null}::integer)) AS n`,
    );
    return { kept: row?.kept === true, n: Number(row?.n ?? 0) };
  }

  /** Registers the phrase; false when writers held the lock too long (counted directly then). */
  async function register(phrase: string, words: string[]): Promise<boolean> {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`SET LOCAL lock_timeout = '${REGISTRATION_LOCK_TIMEOUT}'`));
        await tx.execute(
          sql`SELECT advert_phrase_register(${phrase}, ${prefixQuery(words)}::tsquery, ${keep})`,
        );
        return true;
      });
    } catch (error) {
      if (isLockTimeout(error)) return false;
      throw error;
    }
  }

  async function touch(phrase: string) {
    if (touched.has(phrase)) return;
    touched.set(phrase, true);
    await queryRows(db, sql`UPDATE advert_phrases SET used_at = now() WHERE phrase = ${phrase}`);
  }

  return {
    /** The exact total from kept counts, or undefined when a direct count must answer. */
    async count(filters: SearchFilters): Promise<number | undefined> {
      if (!isKeepable(filters)) return undefined;
      const words = [...filters.words].sort();
      const phrase = words.join(' ');
      const found = await read(filters, phrase);
      if (found.kept) {
        await touch(phrase);
        return found.n;
      }
      const asked = (asks.get(phrase) ?? 0) + 1;
      asks.set(phrase, asked);
      if (asked < ASKS_BEFORE_KEEPING || !(await register(phrase, words))) return undefined;
      touched.set(phrase, true);
      return (await read(filters, phrase)).n;
    },

    /** Housekeeping: forgets phrases nobody asked for within `idleDays`. */
    async forgetIdle(idleDays: number): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT advert_phrase_forget_idle(make_interval(days => ${idleDays})) AS n`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

export type PhraseCounts = ReturnType<typeof createPhraseCounts>;

/** Text with only the filters a kept count has: status (or public), category and type. */
export function isKeepable(filters: SearchFilters): boolean {
  if (filters.words.length === 0) return false;
  if (!filters.publicOnly && filters.status === undefined) return false;
  if (hasTypedFilters(filters) || hasAgency(filters)) return false;
  const place = filters.countryId || filters.cityId || filters.districtId || filters.bbox;
  return !(place || hasPriceRange(filters));
}
