import { sql } from 'drizzle-orm';
import type { PropertyType } from '@estate/contracts';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    title: text('title').notNull(),
    /** The Turkish name, null while staff have not written one (docs/product.md#the-sites-own-words). */
    titleTr: text('title_tr'),
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
    /** The Turkish name and unit, null while missing: readers then see the English ones. */
    nameTr: text('name_tr'),
    unitTr: text('unit_tr'),
    seq: integer('seq').notNull().default(0),
    /** number, boolean (yes/no), text or choice (docs/product.md#typed-property-details). */
    type: text('type').$type<PropertyType>().notNull().default('text'),
    /** Numbers only: the unit shown after the value (m², rooms, years…). */
    unit: text('unit'),
    /** Numbers only: the allowed range, both ends included; null means no bound. */
    minValue: doublePrecision('min_value'),
    maxValue: doublePrecision('max_value'),
    /** Choice keys only: the offered values, in order. */
    choices: jsonb('choices').$type<string[]>().notNull().default([]),
    /** Their Turkish names, one per choice in order (null where missing); null: none written. */
    choicesTr: jsonb('choices_tr').$type<Array<string | null>>(),
  },
  (t) => [
    uniqueIndex('category_property_keys_name_uq').on(t.categoryId, sql`lower(${t.name})`),
    check(
      'category_property_keys_type_ck',
      sql`${t.type} IN ('number', 'boolean', 'text', 'choice')`,
    ),
  ],
);

export const advertTypes = pgTable(
  'advert_types',
  { id: id(), title: text('title').notNull(), titleTr: text('title_tr') },
  (t) => [uniqueIndex('advert_types_title_lower_uq').on(sql`lower(${t.title})`)],
);
