import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

export const countries = pgTable('countries', { id: id(), name: text('name').notNull() }, (t) => [
  uniqueIndex('countries_name_uq').on(t.name),
]);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('cities_country_name_uq').on(t.countryId, t.name)],
);

export const districts = pgTable(
  'districts',
  {
    id: id(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('districts_city_name_uq').on(t.cityId, t.name),
    index('districts_city_idx').on(t.cityId),
  ],
);
