import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id } from './columns';

/**
 * A country's bounding box (WGS 84 degrees): an advert's map point outside it is refused
 * (docs/product.md#map-search). Optional: a country without one accepts any point. All or none.
 */
export const countries = pgTable(
  'countries',
  {
    id: id(),
    name: text('name').notNull(),
    /** The IANA zone tours of its adverts are told in (docs/decisions/0041-viewing-hours-and-zones.md). */
    timeZone: text('time_zone').notNull().default('UTC'),
    minLongitude: doublePrecision('min_longitude'),
    minLatitude: doublePrecision('min_latitude'),
    maxLongitude: doublePrecision('max_longitude'),
    maxLatitude: doublePrecision('max_latitude'),
  },
  (t) => [
    uniqueIndex('countries_name_uq').on(t.name),
    check(
      'countries_bounds_ck',
      sql`num_nulls(${t.minLongitude}, ${t.minLatitude}, ${t.maxLongitude}, ${t.maxLatitude}) IN (0, 4)
          AND ${t.minLatitude} BETWEEN -90 AND ${t.maxLatitude} AND ${t.maxLatitude} <= 90
          AND ${t.minLongitude} BETWEEN -180 AND ${t.maxLongitude} AND ${t.maxLongitude} <= 180`,
    ),
  ],
);

/**
 * The centre of a place (WGS 84 degrees), for the map of the advert detail page. Optional: a
 * place added without one still works, its adverts simply show no map. Both or neither.
 */
const centre = () => ({
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** Whatever writes a centre (seed, staff SQL, a later editor), it is a real point or none. */
const centreCheck = (table: string, t: { latitude: SQLWrapper; longitude: SQLWrapper }) =>
  check(
    `${table}_centre_ck`,
    sql`(${t.latitude} IS NULL) = (${t.longitude} IS NULL)
        AND ${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180`,
  );

export const cities = pgTable(
  'cities',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** Where its country has several zones: the city's own; none means the country's. */
    timeZone: text('time_zone'),
    ...centre(),
  },
  (t) => [uniqueIndex('cities_country_name_uq').on(t.countryId, t.name), centreCheck('cities', t)],
);

export const districts = pgTable(
  'districts',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    ...centre(),
  },
  (t) => [
    uniqueIndex('districts_city_name_uq').on(t.cityId, t.name),
    index('districts_city_idx').on(t.cityId),
    centreCheck('districts', t),
  ],
);
