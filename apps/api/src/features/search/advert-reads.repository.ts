import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import {
  ADVERT_INNER_COLUMNS,
  advertOuterColumns,
  type AdvertRow,
} from './advert-columns.repository';
import { toAdvertPlace, type PlaceRow } from './advert-place';
import type { ImageRow, PriceChangeRow, ValueRow } from './advert.mapper';

/** The parts of the advert page's statement beside the advert's own columns. */
interface PageExtras extends PlaceRow {
  images: ImageRow[] | string;
  property_values: ValueRow[] | string;
  price_history: PriceChangeRow[] | string;
}

/** The page shows at most this many price changes, newest first. */
const PRICE_HISTORY_LIMIT = 20;

/** json columns: the drivers parse them, but some paths hand back text. */
const parseJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

const oneAdvert = (condition: SQL, viewerId: number | undefined) =>
  sql`SELECT ${advertOuterColumns(viewerId)}
      FROM (SELECT ${ADVERT_INNER_COLUMNS}
            FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE ${condition}) p`;

const statementName = (base: string, viewerId: number | undefined) =>
  viewerId === undefined ? base : `${base}_for_user`;

/** Reads of one advert, whatever its status (callers apply the visibility rules). */
export function createAdvertReads(db: Db) {
  return {
    async byId(id: number, viewerId?: number): Promise<AdvertRow | undefined> {
      const name = statementName('advert_by_id', viewerId);
      return (await namedQuery<AdvertRow>(db, name, oneAdvert(sql`a.id = ${id}`, viewerId)))[0];
    },

    async bySlug(slug: string, viewerId?: number): Promise<AdvertRow | undefined> {
      const name = statementName('advert_by_slug', viewerId);
      const query = oneAdvert(sql`a.slug = ${slug}`, viewerId);
      return (await namedQuery<AdvertRow>(db, name, query))[0];
    },

    /**
     * An advert with everything its page shows, in one statement: the row, its pictures, its
     * property values and the centres of its district and city (four statements cost four round
     * trips, and most of a detail call on the embedded database).
     */
    async page(slug: string, viewerId?: number) {
      const [row] = await namedQuery<AdvertRow & PageExtras>(
        db,
        statementName('advert_page', viewerId),
        sql`SELECT ${advertOuterColumns(viewerId)},
              (SELECT coalesce(json_agg(json_build_object(
                        'id', i.id, 'storageKey', i.storage_key, 'width', i.width,
                        'height', i.height, 'featured', i.featured)
                      ORDER BY i.featured DESC, i.seq, i.id), '[]'::json)
               -- The approved gallery only: new pictures wait for review (#revisions).
               FROM images i WHERE i.advert_id = p.id AND NOT i.waiting) AS images,
              (SELECT coalesce(json_agg(json_build_object(
                        'id', v.id, 'keyId', v.key_id, 'keyName', k.name, 'value', v.value,
                        'categoryId', k.category_id, 'type', k.type, 'unit', k.unit)
                      ORDER BY k.seq, k.id), '[]'::json)
               FROM property_values v JOIN category_property_keys k ON k.id = v.key_id
               WHERE v.advert_id = p.id) AS property_values,
              (SELECT coalesce(json_agg(json_build_object(
                        'oldPrice', h.old_price, 'newPrice', h.new_price, 'changedAt', h.changed_at)
                      ORDER BY h.changed_at DESC, h.id DESC), '[]'::json)
               FROM (SELECT * FROM advert_price_changes h WHERE h.advert_id = p.id
                     ORDER BY h.changed_at DESC, h.id DESC LIMIT ${PRICE_HISTORY_LIMIT}) h
              ) AS price_history,
              d.latitude AS district_latitude, d.longitude AS district_longitude,
              ci.latitude AS city_latitude, ci.longitude AS city_longitude
            FROM (SELECT ${ADVERT_INNER_COLUMNS}
                  FROM adverts a JOIN categories c ON c.id = a.category_id
                  WHERE a.slug = ${slug}) p
            LEFT JOIN cities ci ON ci.id = p.city_id
            LEFT JOIN districts d ON d.id = p.district_id AND d.city_id = p.city_id`,
      );
      if (!row) return undefined;
      return {
        row,
        images: parseJson<ImageRow[]>(row.images),
        values: parseJson<ValueRow[]>(row.property_values),
        priceHistory: parseJson<PriceChangeRow[]>(row.price_history),
        place: toAdvertPlace(row),
      };
    },

    /** The current slug of an advert that used to be reachable under `oldSlug`. */
    async currentSlugFor(oldSlug: string): Promise<string | undefined> {
      const rows = await queryRows<{ slug: string }>(
        db,
        sql`SELECT a.slug FROM advert_slug_history h JOIN adverts a ON a.id = h.advert_id
            WHERE h.slug = ${oldSlug}`,
      );
      return rows[0]?.slug;
    },
  };
}
