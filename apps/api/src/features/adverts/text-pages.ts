import { sql, type SQL } from 'drizzle-orm';
import type { AdvertSearchQuery, AdvertSortField } from '@estate/contracts';
import { ADVERT_INNER_COLUMNS } from './advert-select';
import { prefixQuery } from './search-text';

/** Sort columns of the adverts search, on `a` and as named by ADVERT_INNER_COLUMNS. */
export const SORT_COLUMNS: Record<AdvertSortField, SQL> = {
  title: sql`a.title`,
  price: sql`a.price`,
  createAt: sql`a.created_at`,
  viewCount: sql`a.view_count`,
};
const SORT_NAMES: Record<AdvertSortField, SQL> = {
  title: sql`w.title`,
  price: sql`w.price`,
  createAt: sql`w.created_at`,
  viewCount: sql`w.view_count`,
};

export const direction = (query: AdvertSearchQuery) =>
  query.type === 'ASC' ? sql`ASC` : sql`DESC`;

const limitOffset = (size: number, offset: number) =>
  sql`LIMIT ${sql.raw(String(size))} OFFSET ${sql.raw(String(offset))}`;

/**
 * Matches of a text search collected through the GIN index: only the id and the sort key of each
 * are sorted, then the page's rows are read by id (sorting thousands of whole rows, descriptions
 * included, cost more).
 */
export const ginTextPage = (query: AdvertSearchQuery, where: SQL, offset: number) =>
  sql`WITH matches AS MATERIALIZED (
        SELECT a.id, ${SORT_COLUMNS[query.sort]} AS sort_key
        FROM adverts a JOIN categories c ON c.id = a.category_id WHERE ${where}),
      page AS (
        SELECT m.id, m.sort_key FROM matches m
        ORDER BY m.sort_key ${direction(query)}, m.id ${direction(query)}
        ${limitOffset(query.size, offset)})
      SELECT ${ADVERT_INNER_COLUMNS}
      FROM page pg JOIN adverts a ON a.id = pg.id JOIN categories c ON c.id = a.category_id
      ORDER BY pg.sort_key ${direction(query)}, pg.id ${direction(query)}`;

/** Beyond this many rows a walk costs about what collecting the matches does. */
const MAX_WALK_ROWS = 5_000;
/** Rows walked per expected one: matches are not spread evenly along the sort order. */
const WALK_MARGIN = 4;

/**
 * How many rows of the search without its text to walk, in sort order, to meet `wanted`
 * matches when `matches` of `candidates` rows match; undefined when that walk would be long.
 */
export function walkLength(
  wanted: number,
  candidates: number,
  matches: number,
): number | undefined {
  if (matches <= 0) return undefined;
  const rows = Math.ceil(((wanted * candidates) / matches) * WALK_MARGIN) + 20;
  if (rows >= candidates) return candidates;
  return rows <= MAX_WALK_ROWS ? rows : undefined;
}

/**
 * The first `walk` rows of the search without its text, in the sort order (an index walk of
 * the filters' own index), then the text test on those only. The page is exact when the walk
 * held all of it: the caller checks that it got as many rows as the exact total leaves for
 * this page, else falls back to the GIN plan. A common prefix ("ga", "bah") thus costs a few
 * hundred rows instead of reading every match.
 */
export const cappedWalkTextPage = (
  query: AdvertSearchQuery,
  whereWithoutText: SQL,
  words: string[],
  walk: number,
  offset: number,
) =>
  sql`SELECT w.* FROM (
        SELECT ${ADVERT_INNER_COLUMNS}, a.search_vector AS words
        FROM adverts a JOIN categories c ON c.id = a.category_id
        WHERE ${whereWithoutText}
        ORDER BY ${SORT_COLUMNS[query.sort]} ${direction(query)}, a.id ${direction(query)}
        LIMIT ${sql.raw(String(walk))}) w
      WHERE w.words @@ ${prefixQuery(words)}::tsquery
      ORDER BY ${SORT_NAMES[query.sort]} ${direction(query)}, w.id ${direction(query)}
      ${limitOffset(query.size, offset)}`;
