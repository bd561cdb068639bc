import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns';
import { advertTypes, categories, categoryPropertyKeys } from './catalog';
import { cities, countries, districts } from './locations';
import { users } from './users';

/** Status codes are those of the specification: 0 PENDING, 1 ACTIVATED, 2 REJECTED. */
export const adverts = pgTable(
  'adverts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Exact money: numeric, read as a string and turned into a number by the mapper. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    location: text('location').notNull().default(''),
    status: smallint('status').notNull().default(0),
    /** Why staff rejected it, shown to the owner. */
    statusReason: text('status_reason'),
    /** The owner's own on/off switch, independent of moderation. */
    isActive: boolean('is_active').notNull().default(true),
    viewCount: integer('view_count').notNull().default(0),
    /** Kept by the favourites and tour-request services so lists never count rows. */
    favoriteCount: integer('favorite_count').notNull().default(0),
    tourRequestCount: integer('tour_request_count').notNull().default(0),
    advertTypeId: integer('advert_type_id')
      .notNull()
      .references(() => advertTypes.id, { onDelete: 'restrict' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased, accent-folded title and description: the text search runs on this. */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('adverts_slug_uq').on(t.slug),
    index('adverts_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    index('adverts_user_idx').on(t.userId, t.createdAt),
    index('adverts_status_title_idx').on(t.status, t.title),
    index('adverts_status_created_idx').on(t.status, t.createdAt),
    index('adverts_status_price_idx').on(t.status, t.price),
    index('adverts_category_idx').on(t.categoryId, t.status),
    index('adverts_type_idx').on(t.advertTypeId, t.status),
    index('adverts_city_idx').on(t.cityId, t.status),
    index('adverts_district_idx').on(t.districtId, t.status),
    index('adverts_country_idx').on(t.countryId, t.status),
    index('adverts_popularity_idx')
      .on(sql`(3 * ${t.tourRequestCount} + ${t.viewCount}) DESC`)
      .where(sql`${t.status} = 1`),
  ],
);

/** Slugs an advert had before: they keep redirecting to its current slug. */
export const advertSlugHistory = pgTable(
  'advert_slug_history',
  {
    slug: text('slug').primaryKey(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('advert_slug_history_advert_idx').on(t.advertId)],
);

export const propertyValues = pgTable(
  'property_values',
  {
    id: id(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    keyId: integer('key_id')
      .notNull()
      .references(() => categoryPropertyKeys.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
  },
  (t) => [
    uniqueIndex('property_values_advert_key_uq').on(t.advertId, t.keyId),
    index('property_values_key_idx').on(t.keyId),
  ],
);

/** One uploaded picture; its resized variants live in storage under `storageKey`. */
export const images = pgTable(
  'images',
  {
    id: id(),
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    /** Content type of the stored variants (detected from the bytes, never from the name). */
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    featured: boolean('featured').notNull().default(false),
    seq: integer('seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('images_storage_key_uq').on(t.storageKey),
    index('images_advert_idx').on(t.advertId, t.seq),
    uniqueIndex('images_one_featured_uq')
      .on(t.advertId)
      .where(sql`${t.featured}`),
  ],
);

/** One row per viewer, advert and hour: makes "a view counts once an hour" work across processes. */
export const advertViews = pgTable(
  'advert_views',
  {
    advertId: integer('advert_id')
      .notNull()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    hourBucket: instant('hour_bucket').notNull(),
  },
  (t) => [
    uniqueIndex('advert_views_uq').on(t.advertId, t.viewerKey, t.hourBucket),
    index('advert_views_bucket_idx').on(t.hourBucket),
  ],
);
