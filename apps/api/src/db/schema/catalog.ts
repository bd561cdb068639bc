import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Name of an icon of the bundled icon set. */
    icon: text('icon').notNull(),
    /** Orders categories everywhere they are listed. */
    seq: integer('seq').notNull().default(0),
    /** An inactive category hides its adverts from the public. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('categories_title_lower_uq').on(sql`lower(${t.title})`),
    uniqueIndex('categories_slug_uq').on(t.slug),
  ],
);

export const categoryPropertyKeys = pgTable(
  'category_property_keys',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seq: integer('seq').notNull().default(0),
  },
  (t) => [uniqueIndex('category_property_keys_name_uq').on(t.categoryId, sql`lower(${t.name})`)],
);

export const advertTypes = pgTable(
  'advert_types',
  { id: id(), title: text('title').notNull() },
  (t) => [uniqueIndex('advert_types_title_lower_uq').on(sql`lower(${t.title})`)],
);
