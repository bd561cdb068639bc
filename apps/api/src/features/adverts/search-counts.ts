import { sql, type SQL } from 'drizzle-orm';
import type { AdvertSearchQuery } from '@estate/contracts';
import { ADVERT_STATUS_CODES } from '@estate/contracts';
import { MAX_COUNTED_PREFIX } from './search-text';

/**
 * Exact totals for the search pager, chosen by the shape of the search
 * (docs/decisions/search-performance.md):
 *
 * - no text: a sum over advert_counts, the trigger-kept cube of counts per place level, status,
 *   switch, price bucket, category and type (a few rows; a few hundred with a price range),
 *   plus an index-only count of the adverts in the two edge buckets when a price bound is not a
 *   bucket boundary (two significant digits: 150000 is one, 175000 is not);
 * - one word, public, no place or price filter: a sum over advert_term_counts (word prefixes);
 * - anything else with text: count(*) on the GIN index of search_vector (cost grows with the
 *   number of matches; the per-process count cache absorbs repeated searches).
 *
 * Every path joins categories at read time, so switching a category off changes public totals
 * at once, and every statement also returns advert_search_version read in the same snapshot.
 */
export interface CountInput {
  query: AdvertSearchQuery;
  publicOnly: boolean;
  words: string[];
  /** The WHERE of the page query (alias a for adverts, c for categories). */
  where: SQL;
}

/** Above any price the contract accepts (1e12): an open-ended range ends here. */
const NO_UPPER_BOUND = '10000000000000';

const VERSION = sql`(SELECT v.version FROM advert_search_version v WHERE v.id = 1)`;

/** The location level and place of the cube rows that answer this search. */
function placeOf(q: AdvertSearchQuery): { level: number; placeId: number } {
  if (q.district) return { level: 3, placeId: q.district };
  if (q.city) return { level: 2, placeId: q.city };
  if (q.country) return { level: 1, placeId: q.country };
  return { level: 0, placeId: 0 };
}

function cubeFilters(input: CountInput): SQL[] {
  const q = input.query;
  const { level, placeId } = placeOf(q);
  const f: SQL[] = [sql`k.level = ${level}`, sql`k.place_id = ${placeId}`];
  if (input.publicOnly) f.push(sql`k.status = 1 AND k.is_active AND c.is_active`);
  else if (q.status) f.push(sql`k.status = ${ADVERT_STATUS_CODES[q.status]}`);
  if (q.categoryid) f.push(sql`k.category_id = ${q.categoryid}`);
  if (q.advert_type_id) f.push(sql`k.advert_type_id = ${q.advert_type_id}`);
  // The place columns are the advert's own, so mixed place filters stay exact.
  if (q.country && level > 1) f.push(sql`k.country_id = ${q.country}`);
  if (q.city && level > 2) f.push(sql`k.city_id = ${q.city}`);
  return f;
}

function cubeCount(input: CountInput): SQL {
  const q = input.query;
  const hasPrice = q.price_start !== undefined || q.price_end !== undefined;
  const filters = cubeFilters(input);
  if (!hasPrice) {
    filters.push(sql`k.bucket = -1`);
    return sql`(SELECT coalesce(sum(k.n), 0) FROM advert_counts k
                JOIN categories c ON c.id = k.category_id WHERE ${sql.join(filters, sql` AND `)})`;
  }
  const lo = sql`${String(q.price_start ?? 0)}::numeric`;
  const hi = sql`${q.price_end === undefined ? NO_UPPER_BOUND : String(q.price_end)}::numeric`;
  // Whole buckets strictly inside [lo, hi], and lo's / hi's own bucket when it is a boundary.
  filters.push(sql`k.bucket BETWEEN advert_price_bucket(${lo}) + advert_price_bucket(${lo}) % 2
                               AND advert_price_bucket(${hi}) - advert_price_bucket(${hi}) % 2`);
  const inner = sql`(SELECT coalesce(sum(k.n), 0) FROM advert_counts k
                     JOIN categories c ON c.id = k.category_id WHERE ${sql.join(filters, sql` AND `)})`;
  // The adverts of the partial buckets at either end, counted one by one (few: a bucket spans
  // a tenth of a significant digit). The immutable edge functions fold into index bounds; the
  // second part starts where the first ends, so lo and hi in one bucket are counted once.
  const edge = (range: SQL) =>
    sql`(SELECT count(*) FROM adverts a JOIN categories c ON c.id = a.category_id
         WHERE ${input.where} AND ${range})`;
  const edges = sql`${edge(sql`a.price < advert_price_edge_end(${lo})`)} + ${edge(
    sql`a.price > advert_price_edge_start(${hi}) AND a.price >= advert_price_edge_end(${lo})`,
  )}`;
  return sql`(${inner} + ${edges})`;
}

function termCount(input: CountInput, term: string): SQL {
  const q = input.query;
  const f: SQL[] = [sql`k.term = ${term}`, sql`c.is_active`];
  if (q.categoryid) f.push(sql`k.category_id = ${q.categoryid}`);
  if (q.advert_type_id) f.push(sql`k.advert_type_id = ${q.advert_type_id}`);
  return sql`(SELECT coalesce(sum(k.n), 0) FROM advert_term_counts k
              JOIN categories c ON c.id = k.category_id WHERE ${sql.join(f, sql` AND `)})`;
}

function directCount(input: CountInput): SQL {
  return sql`(SELECT count(*) FROM adverts a JOIN categories c ON c.id = a.category_id
              WHERE ${input.where})`;
}

/** Which strategy answers this search; exported for the tests and the decision record. */
export function countStrategy(input: CountInput): 'cube' | 'terms' | 'direct' {
  const q = input.query;
  if (input.words.length === 0) return 'cube';
  const [word] = input.words;
  const placeOrPrice =
    q.country || q.city || q.district || q.price_start !== undefined || q.price_end !== undefined;
  if (
    input.words.length === 1 &&
    input.publicOnly &&
    !placeOrPrice &&
    Array.from(word!).length <= MAX_COUNTED_PREFIX
  )
    return 'terms';
  return 'direct';
}

/** One statement: the total and the version it was counted at. */
export function countStatement(input: CountInput): SQL {
  const strategy = countStrategy(input);
  const total =
    strategy === 'cube'
      ? cubeCount(input)
      : strategy === 'terms'
        ? termCount(input, input.words[0]!)
        : directCount(input);
  return sql`SELECT ${VERSION} AS version, ${total} AS n`;
}

export const versionStatement = sql`SELECT ${VERSION} AS version`;
