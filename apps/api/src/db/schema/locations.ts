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

export const countries = pgTable('countries', { id: id(), name: text('name').notNull() }, (t) => [
  uniqueIndex('countries_name_uq').on(t.name),
]);

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
