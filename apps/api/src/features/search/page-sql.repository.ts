import { sql, type SQL } from 'drizzle-orm';
import type { AdvertSortField, Bbox } from '@estate/contracts';
import {
  ADVERT_INNER_COLUMNS,
  PUBLIC_ADVERT,
  advertOuterColumns,
} from './advert-columns.repository';
import { hasAgency, type SearchFilters, type SearchPaging } from './search-filters';
import { propertyConditionSql } from './property-filters.repository';
import { prefixQuery } from '../../lib/search-words';

/** Sort columns of the adverts search, on `a` and on the walked rows `w`. */
const SORT_COLUMNS: Record<AdvertSortField, SQL> = {
  title: sql`a.title`,
  price: sql`a.price_site`,
  createAt: sql`a.created_at`,
  viewCount: sql`a.view_count`,
};
const WALKED_SORT_COLUMNS: Record<AdvertSortField, SQL> = {
  title: sql`w.title`,
  price: sql`w.price_site`,
  createAt: sql`w.created_at`,
  viewCount: sql`w.view_count`,
};

const direction = (paging: SearchPaging) => (paging.direction === 'ASC' ? sql`ASC` : sql`DESC`);
const limitOffset = (paging: SearchPaging) =>
  sql`LIMIT ${paging.size} OFFSET ${paging.page * paging.size}`;

/** The advert's map point lies in the box (GiST index adverts_point_idx). */
export const inBox = ([minLng, minLat, maxLng, maxLat]: Bbox): SQL =>
  sql`point(a.longitude, a.latitude) <@ box(point(${minLng}::float8, ${minLat}::float8), point(${maxLng}::float8, ${maxLat}::float8))`;

/**
 * The same test written so no index serves it: for one agency's adverts, which
 * adverts_agency_idx finds and this then checks. The planner guessed a map's box small and
 * intersected both indexes, reading every advert of the box (10 ms at 100,000 adverts for the
 * whole map).
 */
const inBoxApart = ([minLng, minLat, maxLng, maxLat]: Bbox): SQL =>
  sql`a.longitude BETWEEN ${minLng}::float8 AND ${maxLng}::float8 AND a.latitude BETWEEN ${minLat}::float8 AND ${maxLat}::float8`;

/**
 * A bound of a price range in the site currency: converted once per statement at the current
 * rate, rounded as each advert's price_site is (so an advert priced at the bound in the bound's
 * own currency is inside it). Without a currency the bound is in the site currency already.
 */
export const siteBound = (bound: number, currency: string | undefined): SQL =>
  currency === undefined
    ? sql`${String(bound)}::numeric`
    : sql`round(${String(bound)}::numeric * (SELECT r.rate FROM exchange_rates r WHERE r.currency = ${currency}), 2)`;

/** The WHERE of a search over adverts `a` joined with categories `c`; every value a parameter. */
export function whereOf(filters: SearchFilters, withText = true): SQL {
  const conditions: SQL[] = [];
  if (filters.publicOnly) conditions.push(PUBLIC_ADVERT);
  else if (filters.status !== undefined) conditions.push(sql`a.status = ${filters.status}`);
  // Every word must begin a word of the folded title + description (GIN on search_vector).
  if (withText && filters.words.length)
    conditions.push(sql`a.search_vector @@ ${prefixQuery(filters.words)}::tsquery`);
  if (filters.categoryId) conditions.push(sql`a.category_id = ${filters.categoryId}`);
  if (filters.advertTypeId) conditions.push(sql`a.advert_type_id = ${filters.advertTypeId}`);
  if (filters.countryId) conditions.push(sql`a.country_id = ${filters.countryId}`);
  if (filters.cityId) conditions.push(sql`a.city_id = ${filters.cityId}`);
  if (filters.districtId) conditions.push(sql`a.district_id = ${filters.districtId}`);
  if (filters.priceFrom !== undefined)
    conditions.push(sql`a.price_site >= ${siteBound(filters.priceFrom, filters.currency)}`);
  if (filters.priceTo !== undefined)
    conditions.push(sql`a.price_site <= ${siteBound(filters.priceTo, filters.currency)}`);
  for (const condition of filters.properties) conditions.push(propertyConditionSql(condition));
  if (filters.bbox)
    conditions.push(hasAgency(filters) ? inBoxApart(filters.bbox) : inBox(filters.bbox));
  // Present only when asked for, as every condition here: a statement's text holds the filters
  // it uses, so its plan fits them (adverts_agency_idx for this one).
  if (filters.agencySlug !== undefined)
    conditions.push(
      sql`a.agency_id = (SELECT ag.id FROM agencies ag WHERE ag.slug = ${filters.agencySlug} AND ag.closed_at IS NULL)`,
    );
  return conditions.length ? sql.join(conditions, sql` AND `) : sql`true`;
}

/** The page's rows with their names, over an inner query `p` that picks and orders them. */
const outer = (inner: SQL, viewerId: number | undefined) =>
  sql`SELECT ${advertOuterColumns(viewerId)} FROM (${inner}) p`;

/** Matching rows in sort order through the sort's index, one page of them. */
export const sortedPage = (where: SQL, paging: SearchPaging, viewerId: number | undefined) =>
  outer(
    sql`SELECT ${ADVERT_INNER_COLUMNS}
        FROM adverts a JOIN categories c ON c.id = a.category_id
        WHERE ${where}
        ORDER BY ${SORT_COLUMNS[paging.sort]} ${direction(paging)}, a.id ${direction(paging)}
        ${limitOffset(paging)}`,
    viewerId,
  );

/**
 * Matches of a text search collected through the GIN index: only the id and the sort key of each
 * are sorted, then the page's rows are read by id (sorting thousands of whole rows, descriptions
 * included, cost more).
 */
export const collectedTextPage = (where: SQL, paging: SearchPaging, viewerId: number | undefined) =>
  outer(
    sql`WITH matches AS MATERIALIZED (
          SELECT a.id, ${SORT_COLUMNS[paging.sort]} AS sort_key
          FROM adverts a JOIN categories c ON c.id = a.category_id WHERE ${where}),
        page AS (
          SELECT m.id, m.sort_key FROM matches m
          ORDER BY m.sort_key ${direction(paging)}, m.id ${direction(paging)}
          ${limitOffset(paging)})
        SELECT ${ADVERT_INNER_COLUMNS}
        FROM page pg JOIN adverts a ON a.id = pg.id JOIN categories c ON c.id = a.category_id
        ORDER BY pg.sort_key ${direction(paging)}, pg.id ${direction(paging)}`,
    viewerId,
  );

/**
 * Beyond this many rows a walk costs about what collecting the matches does. Measured at
 * 1,000,000 adverts: a 20,000-row walk along the sort's index takes 8–20 ms, while collecting
 * 13,000 matches through the GIN index takes 70–170 ms (each match's heap row is read).
 */
const MAX_WALK_ROWS = 20_000;
/** Rows walked per expected one: matches are not spread evenly along the sort order. */
const WALK_MARGIN = 4;
/**
 * A walked row costs about a quarter of a collected match (2.5–3 µs against about 12 µs at
 * 1,000,000 adverts, bench/results/2026-11-29-kept-accounts.md): walking up to this many rows per
 * match costs no more than collecting them.
 */
const WALK_ROWS_PER_MATCH = 4;

/**
 * How many rows of the search without its text to walk, in sort order, to meet `wanted`
 * matches when `matches` of `candidates` rows match; undefined when that walk would be long.
 * The walk stops at its page, so its length is a bound: as far as collecting would cost, for
 * words that cluster away from the start of the order (a title's first word: "Modern …").
 */
export function walkLength(
  wanted: number,
  candidates: number,
  matches: number,
): number | undefined {
  if (matches <= 0) return undefined;
  const rows = Math.ceil(((wanted * candidates) / matches) * WALK_MARGIN) + 20;
  if (rows > MAX_WALK_ROWS) return undefined;
  return Math.min(candidates, MAX_WALK_ROWS, Math.max(rows, matches * WALK_ROWS_PER_MATCH));
}

/**
 * The first `walk` rows of the search without its text, in sort order (the filters' own index),
 * then the text test on those only. Exact when the walk held the whole page: the caller checks
 * that it got as many rows as the total leaves for this page. A common prefix ("ga") thus costs
 * a few hundred rows instead of reading every match. The walk follows the sort column alone,
 * with every row that ties with its last (so no row it leaves out sorts before one it keeps):
 * only the matches are sorted by id as well, not every walked row.
 */
export const walkedTextPage = (
  filters: SearchFilters,
  paging: SearchPaging,
  walk: number,
  viewerId: number | undefined,
) =>
  outer(
    sql`SELECT w.* FROM (
          SELECT ${ADVERT_INNER_COLUMNS}, a.search_vector AS words
          FROM adverts a JOIN categories c ON c.id = a.category_id
          WHERE ${whereOf(filters, false)}
          ORDER BY ${SORT_COLUMNS[paging.sort]} ${direction(paging)}
          FETCH FIRST ${walk} ROWS WITH TIES) w
        WHERE w.words @@ ${prefixQuery(filters.words)}::tsquery
        ORDER BY ${WALKED_SORT_COLUMNS[paging.sort]} ${direction(paging)}, w.id ${direction(paging)}
        ${limitOffset(paging)}`,
    viewerId,
  );

/**
 * A page without text: through the sort's index, or, for one agency's adverts, collected through
 * adverts_agency_idx and sorted (docs/product.md#agency-page). An agency holds a few thousand
 * adverts at most, while walking the sort's index for them read tens of thousands of others
 * (30 ms at 100,000 adverts for a 30-advert agency, the planner guessing them spread evenly).
 */
export const pageStatement = (
  filters: SearchFilters,
  paging: SearchPaging,
  viewerId: number | undefined,
) =>
  hasAgency(filters)
    ? collectedTextPage(whereOf(filters), paging, viewerId)
    : sortedPage(whereOf(filters), paging, viewerId);
