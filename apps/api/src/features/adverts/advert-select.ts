import { sql, type SQL } from 'drizzle-orm';

/** The columns every advert read returns, joined with its lookups and featured image. */
export const ADVERT_COLUMNS = sql`
  a.id, a.slug, a.title, a.description, a.location, a.price, a.status, a.status_reason,
  a.is_active, a.view_count, a.favorite_count, a.tour_request_count, a.created_at, a.user_id,
  t.id AS type_id, t.title AS type_title,
  c.id AS category_id, c.title AS category_title, c.is_active AS category_active,
  co.id AS country_id, co.name AS country_name,
  ci.id AS city_id, ci.name AS city_name,
  d.id AS district_id, d.name AS district_name,
  img.storage_key AS image_key`;

export const ADVERT_JOINS = sql`
  JOIN advert_types t ON t.id = a.advert_type_id
  JOIN categories c ON c.id = a.category_id
  JOIN countries co ON co.id = a.country_id
  JOIN cities ci ON ci.id = a.city_id
  JOIN districts d ON d.id = a.district_id
  LEFT JOIN images img ON img.advert_id = a.id AND img.featured`;

/** Whether the viewing user has the advert among their favourites (false for visitors). */
export const favoryColumn = (userId: number | undefined): SQL =>
  userId === undefined
    ? sql`false AS favory`
    : sql`EXISTS (SELECT 1 FROM favorites f WHERE f.user_id = ${userId} AND f.advert_id = a.id) AS favory`;

/** Public: moderated ACTIVATED, switched on by its owner, in an active category. */
export const PUBLIC_ADVERT = sql`a.status = 1 AND a.is_active AND c.is_active`;

export interface AdvertRow {
  id: number;
  slug: string;
  title: string;
  description: string;
  location: string;
  price: string;
  status: number;
  status_reason: string | null;
  is_active: boolean;
  view_count: number;
  favorite_count: number;
  tour_request_count: number;
  created_at: string | Date;
  user_id: number;
  type_id: number;
  type_title: string;
  category_id: number;
  category_title: string;
  category_active: boolean;
  country_id: number;
  country_name: string;
  city_id: number;
  city_name: string;
  district_id: number;
  district_name: string;
  image_key: string | null;
  favory: boolean;
}
