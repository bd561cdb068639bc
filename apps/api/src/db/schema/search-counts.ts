import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { instant, tsquery } from './columns';

// The counts behind exact search totals, kept by triggers on adverts (db/sql/triggers).

/**
 * Exact advert counts, kept by triggers on adverts (migration 0003): one row per place level
 * (0 everywhere, 1 country, 2 city, 3 district), status, switch, price bucket (-1 = all prices,
 * else advert_price_bucket(price)), category and type. A count sums a few rows of it, joined
 * with categories so that switching a category off changes public counts at once.
 */
export const advertCounts = pgTable(
  'advert_counts',
  {
    level: smallint('level').notNull(),
    placeId: integer('place_id').notNull(),
    status: smallint('status').notNull(),
    isActive: boolean('is_active').notNull(),
    bucket: integer('bucket').notNull(),
    categoryId: integer('category_id').notNull(),
    advertTypeId: integer('advert_type_id').notNull(),
    countryId: integer('country_id').notNull(),
    cityId: integer('city_id').notNull(),
    districtId: integer('district_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'advert_counts_pk',
      columns: [
        t.level,
        t.placeId,
        t.status,
        t.isActive,
        t.bucket,
        t.categoryId,
        t.advertTypeId,
        t.countryId,
        t.cityId,
        t.districtId,
      ],
    }),
  ],
);

/**
 * Public adverts per word prefix (1–20 characters of each distinct word), category and type,
 * kept by the same triggers: the exact total of a one-word search is a sum of a few rows.
 */
export const advertTermCounts = pgTable(
  'advert_term_counts',
  {
    term: text('term').notNull(),
    categoryId: integer('category_id').notNull(),
    advertTypeId: integer('advert_type_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'advert_term_counts_pk',
      columns: [t.term, t.categoryId, t.advertTypeId],
    }),
  ],
);

/**
 * Text searches the prefix counts above cannot total (several words, or a status other than
 * public) that people repeat: each is counted once, then kept by triggers in advertPhraseCounts
 * (docs/decisions/0031-phrase-counts.md). `phrase` is the query's words, sorted, space-separated.
 */
export const advertPhrases = pgTable('advert_phrases', {
  phrase: text('phrase').primaryKey(),
  query: tsquery('query').notNull(),
  registeredAt: instant('registered_at').notNull().defaultNow(),
  usedAt: instant('used_at').notNull().defaultNow(),
});

/** Adverts matching a kept phrase, per status, switch, category and type (all statuses). */
export const advertPhraseCounts = pgTable(
  'advert_phrase_counts',
  {
    phrase: text('phrase').notNull(),
    status: smallint('status').notNull(),
    isActive: boolean('is_active').notNull(),
    categoryId: integer('category_id').notNull(),
    advertTypeId: integer('advert_type_id').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'advert_phrase_counts_pk',
      columns: [t.phrase, t.status, t.isActive, t.categoryId, t.advertTypeId],
    }),
  ],
);
