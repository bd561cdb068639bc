import { sql, type SQL } from 'drizzle-orm';
import { hasAgency, hasPriceRange, type SearchFilters } from './search-filters';
import { MAX_COUNTED_PREFIX } from '../../lib/search-words';
import { siteBound, whereOf } from './page-sql.repository';
import type { PropertyCondition } from './property-filters.repository';

type NumberCondition = Exclude<PropertyCondition, { text: string }>;

/**
 * Exact totals for the search pager, chosen by the shape of the search
 * (docs/decisions/0011-search-performance.md):
 *
 * - no text: a sum over advert_counts, the trigger-kept counts per place level, status, switch,
 *   price bucket, category and type (a few rows; a few hundred with a price range), plus an
 *   index-only count of the adverts in the two edge buckets when a price bound is not a bucket
 *   boundary (two significant digits: 150000 is one, 175000 is not);
 * - one word, public, no place or price filter: a sum over advert_term_counts (word prefixes);
 * - anything else with text: count(*) on the GIN index of search_vector.
 *
 * - typed number and yes/no filters on public adverts of one city, with no text, price or box:
 *   a join of the value rows alone (they carry the advert's public flag, city, district and type;
 *   property_values_listed_city_idx), each filter one index range;
 * - other typed property filters: count(*) (the property index).
 *
 * Price buckets and price ranges are in the site currency (price_site), a range's bounds
 * converted at the current rate, so every currency is counted alike (docs/product.md#prices).
 *
 * Every path joins categories at read time, so switching a category off changes public totals
 * at once.
 */
export type CountStrategy = 'cube' | 'terms' | 'values' | 'direct';

/** Above any price the contract accepts (1e12): an open-ended range ends here. */
const NO_UPPER_BOUND = '10000000000000';

/** The location level and place of the count rows that answer these filters. */
function placeOf(filters: SearchFilters): { level: number; placeId: number } {
  if (filters.districtId) return { level: 3, placeId: filters.districtId };
  if (filters.cityId) return { level: 2, placeId: filters.cityId };
  if (filters.countryId) return { level: 1, placeId: filters.countryId };
  return { level: 0, placeId: 0 };
}

function cubeConditions(filters: SearchFilters): SQL[] {
  const { level, placeId } = placeOf(filters);
  const conditions: SQL[] = [sql`k.level = ${level}`, sql`k.place_id = ${placeId}`];
  if (filters.publicOnly)
    conditions.push(sql`advert_is_public(k.status, k.is_active, c.is_active)`);
  else if (filters.status !== undefined) conditions.push(sql`k.status = ${filters.status}`);
  if (filters.categoryId) conditions.push(sql`k.category_id = ${filters.categoryId}`);
  if (filters.advertTypeId) conditions.push(sql`k.advert_type_id = ${filters.advertTypeId}`);
  // The place columns are the advert's own, so mixed place filters stay exact.
  if (filters.countryId && level > 1) conditions.push(sql`k.country_id = ${filters.countryId}`);
  if (filters.cityId && level > 2) conditions.push(sql`k.city_id = ${filters.cityId}`);
  return conditions;
}

const cubeSum = (conditions: SQL[]) =>
  sql`(SELECT coalesce(sum(k.n), 0) FROM advert_counts k
       JOIN categories c ON c.id = k.category_id WHERE ${sql.join(conditions, sql` AND `)})`;

function cubeCount(filters: SearchFilters): SQL {
  const conditions = cubeConditions(filters);
  if (!hasPriceRange(filters)) return cubeSum([...conditions, sql`k.bucket = -1`]);
  const low = siteBound(filters.priceFrom ?? 0, filters.currency);
  const high =
    filters.priceTo === undefined
      ? sql`${NO_UPPER_BOUND}::numeric`
      : siteBound(filters.priceTo, filters.currency);
  // Whole buckets strictly inside [low, high], and low's / high's own bucket when a boundary.
  const wholeBuckets = cubeSum([
    ...conditions,
    sql`k.bucket BETWEEN advert_price_bucket(${low}) + advert_price_bucket(${low}) % 2
                     AND advert_price_bucket(${high}) - advert_price_bucket(${high}) % 2`,
  ]);
  // The adverts of the partial buckets at either end, counted one by one (few: a bucket spans
  // a tenth of a significant digit). The second part starts where the first ends, so bounds
  // in one bucket are counted once.
  const edge = (range: SQL) =>
    sql`(SELECT count(*) FROM adverts a JOIN categories c ON c.id = a.category_id
         WHERE ${whereOf(filters)} AND ${range})`;
  const edges = sql`${edge(sql`a.price_site < advert_price_edge_end(${low})`)} + ${edge(
    sql`a.price_site > advert_price_edge_start(${high}) AND a.price_site >= advert_price_edge_end(${low})`,
  )}`;
  return sql`(${wholeBuckets} + ${edges})`;
}

function termCount(filters: SearchFilters): SQL {
  const conditions: SQL[] = [sql`k.term = ${filters.words[0]}`, sql`c.is_active`];
  if (filters.categoryId) conditions.push(sql`k.category_id = ${filters.categoryId}`);
  if (filters.advertTypeId) conditions.push(sql`k.advert_type_id = ${filters.advertTypeId}`);
  return sql`(SELECT coalesce(sum(k.n), 0) FROM advert_term_counts k
              JOIN categories c ON c.id = k.category_id WHERE ${sql.join(conditions, sql` AND `)})`;
}

/** Typed filters of public adverts in one city that the value rows answer alone. */
const countsFromValues = (filters: SearchFilters): boolean =>
  filters.publicOnly &&
  filters.cityId !== undefined &&
  filters.properties.length > 0 &&
  filters.properties.every((p) => !('text' in p)) &&
  filters.words.length === 0 &&
  !hasPriceRange(filters) &&
  filters.bbox === undefined;

/** One value row `v` per filter: its key in range, of a listed advert of the city (and type…). */
function valueRowConditions(filters: SearchFilters, alias: SQL, condition: NumberCondition): SQL {
  const column = (name: string) => sql`${alias}.${sql.raw(name)}`;
  const conditions: SQL[] = [
    sql`${column('key_id')} = ${condition.keyId}`,
    sql`${column('listed')}`,
    sql`${column('number_value')} IS NOT NULL`,
    sql`${column('city_id')} = ${filters.cityId}`,
  ];
  if (condition.from !== undefined)
    conditions.push(sql`${column('number_value')} >= ${condition.from}::double precision`);
  if (condition.to !== undefined)
    conditions.push(sql`${column('number_value')} <= ${condition.to}::double precision`);
  if (filters.advertTypeId)
    conditions.push(sql`${column('advert_type_id')} = ${filters.advertTypeId}`);
  if (filters.districtId) conditions.push(sql`${column('district_id')} = ${filters.districtId}`);
  return sql.join(conditions, sql` AND `);
}

/**
 * The total of a typed search from the value rows: the first filter's rows joined with the
 * others' by advert (the key ids are the category's, checked before); the category switched on
 * and a country that holds the city are single-row tests.
 */
function valuesCount(filters: SearchFilters): SQL {
  const conditions = filters.properties as NumberCondition[];
  const alias = (i: number) => sql.raw(`v${i}`);
  const joins = conditions.slice(1).map(
    (condition, i) =>
      sql`JOIN property_values ${alias(i + 1)} ON ${alias(i + 1)}.advert_id = v0.advert_id
          AND ${valueRowConditions(filters, alias(i + 1), condition)}`,
  );
  const checks: SQL[] = [
    valueRowConditions(filters, alias(0), conditions[0]!),
    sql`(SELECT c.is_active FROM categories c WHERE c.id = ${filters.categoryId})`,
  ];
  if (filters.countryId)
    checks.push(
      sql`EXISTS (SELECT 1 FROM cities ci WHERE ci.id = ${filters.cityId} AND ci.country_id = ${filters.countryId})`,
    );
  return sql`(SELECT count(*) FROM property_values v0 ${sql.join(joins, sql` `)}
              WHERE ${sql.join(checks, sql` AND `)})`;
}

/** Which strategy answers these filters. */
export function countStrategy(filters: SearchFilters): CountStrategy {
  // An agency's adverts are counted through adverts_agency_idx: the kept counts know no agency.
  if (hasAgency(filters)) return 'direct';
  if (countsFromValues(filters)) return 'values';
  if (filters.properties.length > 0) return 'direct';
  // No kept count knows map points: a box is counted directly (its GiST index).
  if (filters.bbox) return 'direct';
  if (filters.words.length === 0) return 'cube';
  const placeOrPrice =
    filters.countryId || filters.cityId || filters.districtId || hasPriceRange(filters);
  const [word] = filters.words;
  const counted = Array.from(word!).length <= MAX_COUNTED_PREFIX;
  if (filters.words.length === 1 && filters.publicOnly && !placeOrPrice && counted) return 'terms';
  return 'direct';
}

/** One statement answering `n`, the exact total. */
export function countStatement(filters: SearchFilters): SQL {
  const strategy = countStrategy(filters);
  const total =
    strategy === 'cube'
      ? cubeCount(filters)
      : strategy === 'terms'
        ? termCount(filters)
        : strategy === 'values'
          ? valuesCount(filters)
          : sql`(SELECT count(*) FROM adverts a JOIN categories c ON c.id = a.category_id
               WHERE ${whereOf(filters)})`;
  return sql`SELECT ${total} AS n`;
}
