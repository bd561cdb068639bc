import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { createdAt, id, instant } from './columns';

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
    /**
     * Added by the owner to a live advert: hidden from the public (and never featured) until
     * staff approve the advert's waiting revision (docs/product.md#revisions).
     */
    waiting: boolean('waiting').notNull().default(false),
    /** Where an agency's catalogue had the picture from: the same address is not fetched again. */
    sourceUrl: text('source_url'),
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
