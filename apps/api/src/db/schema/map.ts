import {
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  smallint,
  boolean,
} from 'drizzle-orm/pg-core';

/**
 * Adverts per map cell, kept by triggers on adverts (db/sql/functions/advert_map_delta_sql.sql):
 * one row per zoom level, Web Mercator cell (x, y at that level), status, switch, category, type
 * and city, with the sums of the points' coordinates so a cluster's centre is their mean. The
 * map's clusters sum a few of these rows instead of grouping adverts
 * (docs/decisions/0036-map-clusters.md).
 */
export const advertMapCells = pgTable(
  'advert_map_cells',
  {
    level: smallint('level').notNull(),
    cellX: integer('cell_x').notNull(),
    cellY: integer('cell_y').notNull(),
    status: smallint('status').notNull(),
    isActive: boolean('is_active').notNull(),
    categoryId: integer('category_id').notNull(),
    advertTypeId: integer('advert_type_id').notNull(),
    cityId: integer('city_id').notNull(),
    n: integer('n').notNull(),
    latitudeSum: doublePrecision('latitude_sum').notNull(),
    longitudeSum: doublePrecision('longitude_sum').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'advert_map_cells_pk',
      columns: [
        t.level,
        t.cellX,
        t.cellY,
        t.status,
        t.isActive,
        t.categoryId,
        t.advertTypeId,
        t.cityId,
      ],
    }),
  ],
);
