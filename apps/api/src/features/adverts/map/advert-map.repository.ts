import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { namedQuery } from '../../../db/named-query';
import { hasAgency, whereOf, type SearchFilters } from '../../search';
import { cellRange } from './map-cells';

export interface CellRow {
  cell_x: number;
  cell_y: number;
  n: string | number;
  latitude_sum: number;
  longitude_sum: number;
}

export interface MarkerRow {
  id: number;
  slug: string;
  title: string;
  price: string;
  currency: string;
  latitude: number;
  longitude: number;
  image_key: string | null;
}

/** Filters the kept cells can answer: no text, district, price or agency (not in the cells). */
export const cellsAnswer = (filters: SearchFilters) =>
  filters.words.length === 0 &&
  !hasAgency(filters) &&
  !filters.districtId &&
  filters.priceFrom === undefined &&
  filters.priceTo === undefined &&
  filters.currency === undefined &&
  filters.properties.length === 0;

/**
 * Live grouping: the matching adverts in the box (at most `cap`) grouped by cell as they are read.
 * For public maps every column it reads is in adverts_public_map_idx (migration 0048), so a price
 * bound or a typed filter is an index-only scan of the box, not a heap page per advert.
 */
export const liveCellsSql = (filters: SearchFilters, level: number, cap: number) =>
  sql`SELECT advert_map_cell_x(x.longitude, ${level}) AS cell_x,
             advert_map_cell_y(x.latitude, ${level}) AS cell_y, count(*) AS n,
             sum(x.latitude) AS latitude_sum, sum(x.longitude) AS longitude_sum
      FROM (SELECT a.latitude, a.longitude
            FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE ${whereOf(filters)} LIMIT ${cap}) x
      GROUP BY 1, 2`;

/** The SQL of the map: kept cell counts, live grouping and markers. */
export function createAdvertMapRepository(db: Executor) {
  return {
    /** Adverts per cell of `level` in the box, summed from advert_map_cells. */
    keptCells(
      filters: SearchFilters & { bbox: NonNullable<SearchFilters['bbox']> },
      level: number,
    ) {
      const { x0, x1, y0, y1 } = cellRange(filters.bbox, level);
      const optional = (v: number | undefined) => sql`${v ?? null}::integer`;
      // One text per viewer kind whatever the filters (absent ones are NULL): planned once per
      // connection. The public rule written into the text lets the index check status and switch.
      const visible = filters.publicOnly
        ? sql`advert_is_public(m.status, m.is_active, c.is_active)`
        : sql`m.status = ${filters.status ?? 1}::smallint`;
      return namedQuery<CellRow>(
        db,
        filters.publicOnly ? 'map_kept_cells_public' : 'map_kept_cells_staff',
        sql`SELECT m.cell_x, m.cell_y, sum(m.n) AS n, sum(m.latitude_sum) AS latitude_sum,
                   sum(m.longitude_sum) AS longitude_sum
            FROM advert_map_cells m JOIN categories c ON c.id = m.category_id
            WHERE m.level = ${level}::smallint
              AND m.cell_x BETWEEN ${x0}::integer AND ${x1}::integer
              AND m.cell_y BETWEEN ${y0}::integer AND ${y1}::integer
              AND ${visible}
              AND (${optional(filters.categoryId)} IS NULL OR m.category_id = ${optional(filters.categoryId)})
              AND (${optional(filters.advertTypeId)} IS NULL OR m.advert_type_id = ${optional(filters.advertTypeId)})
              AND (${optional(filters.cityId)} IS NULL OR m.city_id = ${optional(filters.cityId)})
              AND (${optional(filters.countryId)} IS NULL OR m.city_id IN
                   (SELECT ci.id FROM cities ci WHERE ci.country_id = ${optional(filters.countryId)}))
            GROUP BY m.cell_x, m.cell_y
            HAVING sum(m.n) > 0`,
      );
    },

    /** The matching adverts in the box (at most `cap`) grouped by cell as they are read. */
    liveCells(filters: SearchFilters, level: number, cap: number) {
      return queryRows<CellRow>(db, liveCellsSql(filters, level, cap));
    },

    /** Up to `limit` matching adverts in the box, oldest first, with their featured picture. */
    markers(filters: SearchFilters, limit: number) {
      return queryRows<MarkerRow>(
        db,
        sql`SELECT a.id, a.slug, a.title, a.price, a.currency, a.latitude, a.longitude,
                   (SELECT img.storage_key FROM images img
                    WHERE img.advert_id = a.id AND img.featured) AS image_key
            FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE ${whereOf(filters)}
            ORDER BY a.id LIMIT ${limit}`,
      );
    },
  };
}

export type AdvertMapRepository = ReturnType<typeof createAdvertMapRepository>;
