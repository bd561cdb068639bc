import { sql } from 'drizzle-orm';
import { index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { adverts } from './adverts';
import { images } from './advert-pictures';
import { instant } from './columns';

/**
 * What the public last saw of an advert that is no longer public: whoever is not its owner sees
 * only this (docs/product.md#favourites, decision 0057). Written by the database when an advert
 * stops being public (db/sql/functions/advert_last_public_on_*.sql); an advert never public has
 * none. The picture goes to null when the owner deletes it.
 */
export const advertLastPublic = pgTable(
  'advert_last_public',
  {
    advertId: integer('advert_id')
      .primaryKey()
      .references(() => adverts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    currency: text('currency').notNull(),
    /** The featured picture when it went off the site. */
    imageId: integer('image_id').references(() => images.id, { onDelete: 'set null' }),
    takenAt: instant('taken_at').notNull().defaultNow(),
  },
  (t) => [
    index('advert_last_public_image_idx')
      .on(t.imageId)
      .where(sql`image_id IS NOT NULL`),
  ],
);
