import { sql, type SQL } from 'drizzle-orm';
import type { GoneAdvert } from '@estate/contracts';
import { imageUrls } from './images';
import type { FileStorage } from './storage';

/**
 * What the public last saw of an advert, for whoever is not its owner once it is no longer
 * public (docs/product.md#favourites, decision 0057): kept by the database in
 * `advert_last_public` when an advert goes off the site.
 */
export interface LastPublicJson {
  slug: string;
  title: string;
  price: number | string;
  currency: string;
  imageKey: string | null;
}

/** One JSON column (null when the advert was never public since it was kept): `last_public`. */
export const lastPublicColumn = (advertId: SQL): SQL => sql`(
  SELECT json_build_object('slug', lp.slug, 'title', lp.title, 'price', lp.price,
    'currency', lp.currency,
    'imageKey', (SELECT i.storage_key FROM images i WHERE i.id = lp.image_id))
  FROM advert_last_public lp WHERE lp.advert_id = ${advertId}) AS last_public`;

/** Whether the advert is public now (the database's one rule, advert_is_public): `is_public`. */
export const isPublicColumn = (advertId: SQL): SQL => sql`(
  SELECT advert_is_public(x.status, x.is_active, xc.is_active)
  FROM adverts x JOIN categories xc ON xc.id = x.category_id WHERE x.id = ${advertId}) AS is_public`;

/** The kept JSON as an object (some drivers hand JSON over as text); null when none. */
export const lastPublicOf = (value: LastPublicJson | string | null): LastPublicJson | null =>
  typeof value === 'string' ? (JSON.parse(value) as LastPublicJson) : value;

/** Only the owner sees an advert that is not public as it is now; anyone else its last public. */
export const seesCurrent = (isPublic: boolean, ownerId: number | null, viewerId: number) =>
  isPublic || ownerId === viewerId;

/** The wire form of what was last public of advert `id` (all null when nothing is known). */
export function toGoneAdvert(
  id: number,
  value: LastPublicJson | string | null,
  storage: FileStorage,
  favory: boolean,
): GoneAdvert {
  const last = lastPublicOf(value);
  return {
    id,
    slug: last?.slug ?? '',
    title: last?.title ?? null,
    price: last ? Number(last.price) : null,
    currency: last?.currency ?? null,
    imageUrl: last?.imageKey ? imageUrls(storage, last.imageKey).card : null,
    favory,
  };
}
