import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, instant, searchWordsVector, updatedAt } from './columns';
import { advertTypes, categories, categoryPropertyKeys } from './catalog';
import { cities, countries, districts } from './locations';
import { users } from './users';
import { agencies } from './agencies';

/**
 * Public: moderated ACTIVATED and switched on by its owner (the category is checked apart). The
 * advert's part of db/sql/functions/advert_is_public.sql written out: a partial index needs a
 * predicate that the queries' inlined advert_is_public(…) implies, and must not depend on a
 * function that a later start may replace.
 */
const isPublicRow = sql`status = 1 AND is_active`;

/** Status codes are those of the specification: 0 PENDING, 1 ACTIVATED, 2 REJECTED. */
/** A GiST index of the map point, built the buffering way (migration 0054: far less overlap). */
const mapPointIndex = (name: string, t: { longitude: AnyPgColumn; latitude: AnyPgColumn }) =>
  index(name)
    .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
    .with({ buffering: 'on' });

export const adverts = pgTable(
  'adverts',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** Exact money: numeric, read as a string and turned into a number by the mapper. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    /** The price's currency, one of CURRENCIES (docs/product.md#prices). */
    currency: text('currency').notNull().default('USD'),
    /**
     * The price in the site currency (NOT NULL in the database): the trigger adverts_price_site
     * fills it on every write of the price, the rates job after a rate change (migration 0052).
     */
    priceSite: numeric('price_site', { precision: 20, scale: 2 }),
    location: text('location').notNull().default(''),
    /**
     * The advert's map point (WGS 84 degrees, docs/product.md#map-search). An insert without one
     * gets its district's centre, scattered a little (db/sql/functions/advert_map_point_default.sql):
     * the NULL default lets writers leave it out, the trigger fills it before NOT NULL is checked.
     */
    latitude: doublePrecision('latitude')
      .notNull()
      .default(sql`NULL`),
    longitude: doublePrecision('longitude')
      .notNull()
      .default(sql`NULL`),
    status: smallint('status').notNull().default(0),
    /** Why staff rejected it, shown to the owner. */
    statusReason: text('status_reason'),
    /** The listed reason (REJECTION_REASON_CODES) beside the text; null unless REJECTED (trigger). */
    statusReasonCode: text('status_reason_code'),
    /**
     * When the advert last entered PENDING, null in other statuses: kept by the database
     * (db/sql/functions/advert_moderation_on_write.sql); the moderation queue waits on it.
     */
    pendingSince: instant('pending_since'),
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
    /**
     * The agency the advert is posted for; its user is then the responsible agent
     * (docs/product.md#agency-adverts). Null for a person's own advert.
     */
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    /** The agency's own id of the listing, from its catalogue file or feed. */
    agencyListingId: text('agency_listing_id'),
    /** What the listing's last import wrote, so an unchanged row is left alone. */
    importFingerprint: text('import_fingerprint'),
    /** Lower-cased, accent-folded title and description: the text search runs on this. */
    searchText: text('search_text').notNull().default(''),
    /** The words of search_text as lexemes: q matches word prefixes (GIN index). */
    searchVector: searchWordsVector(),
    /**
     * Raised by triggers (migration 0025) once per transaction that changes the advert's content,
     * pictures or property values: moderation acts only on the version the moderator saw.
     */
    version: integer('version').notNull().default(1),
    /** The transaction that last raised `version`, so one save raises it once. */
    versionXact: bigint('version_xact', { mode: 'number' }).default(sql`txid_current()`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'adverts_point_ck',
      sql`${t.latitude} BETWEEN -90 AND 90 AND ${t.longitude} BETWEEN -180 AND 180`,
    ),
    // Map boxes: the markers of a zoomed-in map, and live grouping (docs/decisions/0036-map-clusters.md).
    mapPointIndex('adverts_point_idx', t),
    // Public points with the filtered columns as INCLUDE (migration 0048, which Drizzle cannot
    // write): a price-bound or typed map's live grouping is an index-only scan.
    mapPointIndex('adverts_public_map_idx', t).where(isPublicRow),
    uniqueIndex('adverts_slug_uq').on(t.slug),
    // A new slug's taken suffixes (slug LIKE 'base-%') in one index range, whatever the collation.
    index('adverts_slug_prefix_idx').on(t.slug.op('text_pattern_ops')),
    index('adverts_search_vector_idx').using('gin', t.searchVector),
    // Public list pages: the default sort (title) under the common filters, and price ranges
    // (the extra columns let edge-bucket counts run as index-only scans).
    index('adverts_public_category_title_idx').on(t.categoryId, t.title).where(isPublicRow),
    index('adverts_public_city_title_idx').on(t.cityId, t.title).where(isPublicRow),
    index('adverts_public_city_category_title_idx')
      .on(t.cityId, t.categoryId, t.title)
      .where(isPublicRow),
    index('adverts_public_city_price_site_idx').on(t.cityId, t.priceSite).where(isPublicRow),
    // Similar homes (docs/product.md#similar-homes): each side of a price, one short range, in
    // the answer's order (equal prices by id: round prices are shared by thousands of adverts).
    index('adverts_public_similar_idx')
      .on(t.cityId, t.categoryId, t.advertTypeId, t.currency, t.price, t.id)
      .where(isPublicRow),
    // The same in the advert's district, the first step of the widening (migration 0050).
    index('adverts_public_similar_district_idx')
      .on(t.districtId, t.categoryId, t.advertTypeId, t.currency, t.price, t.id)
      .where(isPublicRow),
    // Prices compared across currencies: the price in the site currency (docs/product.md#prices).
    index('adverts_public_price_site_idx')
      .on(t.priceSite, t.advertTypeId, t.categoryId, t.countryId, t.cityId, t.districtId)
      .where(isPublicRow),
    index('adverts_user_idx').on(t.userId, t.createdAt),
    // An agency's adverts, newest first; one advert per listing id of the agency's catalogue.
    index('adverts_agency_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`${t.agencyId} IS NOT NULL`),
    // An agency's public adverts, counted and collected from the index alone (migration 0059
    // adds INCLUDE (id, category_id, price_site, view_count), which Drizzle cannot write).
    index('adverts_public_agency_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`${t.agencyId} IS NOT NULL AND ${isPublicRow}`),
    uniqueIndex('adverts_agency_listing_uq')
      .on(t.agencyId, t.agencyListingId)
      .where(sql`${t.agencyListingId} IS NOT NULL`),
    // The advertiser card's live adverts: counted from the index alone (docs/product.md#advertiser-card).
    index('adverts_public_user_idx').on(t.userId, t.categoryId).where(isPublicRow),
    // Reports over a date range: counts by status, category, type and city read only this
    // index; the most viewed of a range walk the second from the top.
    index('adverts_created_report_idx').on(
      t.createdAt,
      t.status,
      t.categoryId,
      t.advertTypeId,
      t.cityId,
    ),
    index('adverts_views_created_idx').on(sql`${t.viewCount} DESC`, t.createdAt, t.id),
    index('adverts_status_title_idx').on(t.status, t.title),
    index('adverts_status_created_idx').on(t.status, t.createdAt),
    // The moderation list newest first with a status, a category and a type (staff, any status).
    index('adverts_moderation_idx').on(t.status, t.categoryId, t.advertTypeId, t.createdAt),
    // The moderation queue, oldest waiting first: its first page and count read this alone.
    index('adverts_queue_idx')
      .on(t.pendingSince, t.id)
      .where(sql`status = 0`),
    index('adverts_status_price_site_idx').on(t.status, t.priceSite),
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
  (t) => [
    index('advert_slug_history_advert_idx').on(t.advertId),
    index('advert_slug_history_prefix_idx').on(t.slug.op('text_pattern_ops')),
  ],
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
    /**
     * The value as a number for number keys (yes = 1, no = 0 for yes/no keys), so range filters
     * read an index; null for text and choices, and for a value that did not fit when its key was
     * typed (kept as text, listed in property_value_misfits).
     */
    numberValue: doublePrecision('number_value'),
    /**
     * Copies of the advert's public flag (without the category's switch), city, district and type, kept by
     * triggers (db/sql/functions/property_value_advert_copy.sql, advert_values_follow.sql), so a
     * typed search's total is counted from the value index alone (docs/product.md#search).
     */
    listed: boolean('listed').notNull().default(false),
    cityId: integer('city_id'),
    districtId: integer('district_id'),
    advertTypeId: integer('advert_type_id'),
  },
  (t) => [
    uniqueIndex('property_values_advert_key_uq').on(t.advertId, t.keyId),
    // INCLUDE (number_value, value) in migration 0048: a map's typed filter tests each advert of
    // the box from the index alone (docs/decisions/0036-map-clusters.md).
    index('property_values_advert_key_value_idx').on(t.advertId, t.keyId),
    index('property_values_key_idx').on(t.keyId),
    // filter[key]=3..5: the adverts with a value of the key in range, read from the index alone.
    index('property_values_key_number_idx')
      .on(t.keyId, t.numberValue, t.advertId)
      .where(sql`${t.numberValue} IS NOT NULL`),
    // The same for public adverts of one city, with the type and district to test: a typed search's count.
    index('property_values_listed_city_idx')
      .on(t.keyId, t.cityId, t.numberValue, t.advertId, t.advertTypeId, t.districtId)
      .where(sql`${t.listed} AND ${t.numberValue} IS NOT NULL`),
  ],
);

/**
 * Values that did not fit their key's type when keys were typed (migration typed_keys_currency):
 * the value itself stays in property_values as text; this lists it for staff to correct.
 */
export const propertyValueMisfits = pgTable('property_value_misfits', {
  id: id(),
  advertId: integer('advert_id')
    .notNull()
    .references(() => adverts.id, { onDelete: 'cascade' }),
  keyId: integer('key_id')
    .notNull()
    .references(() => categoryPropertyKeys.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  expectedType: text('expected_type').notNull(),
  createdAt: createdAt(),
});
