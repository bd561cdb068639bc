import { sql, type SQL } from 'drizzle-orm';
import type { AdvertFacts } from '@estate/contracts';

/**
 * Adverts are read in two steps within one statement: an inner query that joins only categories
 * (for the public rule) picks, filters, sorts and pages the rows; the outer one adds the lookup
 * names and the featured picture as scalar subqueries for the few rows it returns. Joining the
 * lookups and pictures in the inner query made PostgreSQL spend 10+ ms choosing a join order.
 */
export const ADVERT_INNER_COLUMNS = sql`
  a.id, a.slug, a.title, a.description, a.location, a.price, a.status, a.status_reason,
  a.status_reason_code,
  a.is_active, a.view_count, a.favorite_count, a.tour_request_count, a.created_at, a.updated_at,
  a.user_id,
  a.advert_type_id, a.category_id, a.country_id, a.city_id, a.district_id, a.version, a.currency,
  a.price_site, a.latitude, a.longitude, c.title AS category_title,
  advert_is_public(a.status, a.is_active, c.is_active) AS is_public`;

/** The outer columns over a relation `p` with ADVERT_INNER_COLUMNS, in AdvertRow's shape. */
export const advertOuterColumns = (viewerId: number | undefined): SQL => sql`
  p.id, p.slug, p.title, p.description, p.location, p.price, p.status, p.status_reason,
  p.status_reason_code,
  p.is_active, p.view_count, p.favorite_count, p.tour_request_count, p.created_at, p.updated_at,
  p.user_id,
  p.advert_type_id AS type_id, p.category_id, p.category_title, p.is_public,
  p.country_id, p.city_id, p.district_id, p.version, p.currency, p.latitude, p.longitude,
  ${FACTS_COLUMN},
  (SELECT t.title FROM advert_types t WHERE t.id = p.advert_type_id) AS type_title,
  (SELECT co.name FROM countries co WHERE co.id = p.country_id) AS country_name,
  (SELECT ci.name FROM cities ci WHERE ci.id = p.city_id) AS city_name,
  (SELECT d.name FROM districts d WHERE d.id = p.district_id) AS district_name,
  (SELECT img.storage_key FROM images img WHERE img.advert_id = p.id AND img.featured) AS image_key,
  ${REDUCED_FROM_COLUMN},
  ${favoryColumn(viewerId)}`;

/**
 * Beds, baths and floor area for the cards, from the advert's typed values: keys named Bedrooms
 * and Bathrooms, and the first number key in m² (docs/product.md#typed-property-details).
 */
const FACTS_COLUMN = sql`(
  SELECT json_build_object(
    'bedrooms', max(v.number_value) FILTER (WHERE lower(k.name) LIKE 'bedroom%'),
    'bathrooms', max(v.number_value) FILTER (WHERE lower(k.name) LIKE 'bathroom%'),
    'area', (array_agg(v.number_value ORDER BY k.seq, k.id) FILTER (WHERE k.unit = 'm²'))[1],
    'areaUnit', (array_agg(k.unit ORDER BY k.seq, k.id) FILTER (WHERE k.unit = 'm²'))[1])
  FROM property_values v JOIN category_property_keys k ON k.id = v.key_id
  WHERE v.advert_id = p.id AND k.type = 'number' AND v.number_value IS NOT NULL) AS facts`;
/** The price before the last change when it was a drop (docs/product.md#price-watch). */
const REDUCED_FROM_COLUMN = sql`(SELECT CASE WHEN h.old_price > h.new_price THEN h.old_price END
   FROM advert_price_changes h WHERE h.advert_id = p.id
   ORDER BY h.changed_at DESC, h.id DESC LIMIT 1) AS reduced_from`;

/** Whether the viewing user has the advert among their favourites (false for visitors). */
const favoryColumn = (userId: number | undefined): SQL =>
  userId === undefined
    ? sql`false AS favory`
    : sql`EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${userId} AND f.advert_id = p.id) AS favory`;

/** Public: the database's one rule, db/sql/functions/advert_is_public.sql. */
export const PUBLIC_ADVERT = sql`advert_is_public(a.status, a.is_active, c.is_active)`;

export interface AdvertRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  location: string;
  price: string;
  status: number;
  status_reason: string | null;
  status_reason_code: string | null;
  is_active: boolean;
  view_count: number;
  favorite_count: number;
  tour_request_count: number;
  created_at: string | Date;
  /** Absent from reads that do not select it. */
  updated_at?: string | Date;
  user_id: number;
  type_id: number;
  type_title: string;
  category_id: number;
  category_title: string;
  /** Decided by the database: advert_is_public. */
  is_public: boolean;
  country_id: number;
  country_name: string;
  city_id: number;
  city_name: string;
  district_id: number;
  district_name: string;
  image_key: string | null;
  favory: boolean;
  version: number;
  currency: string;
  /** JSON of AdvertFacts (a string on some drivers). */
  facts: AdvertFacts | string;
  latitude: number;
  longitude: number;
  reduced_from: string | null;
}
