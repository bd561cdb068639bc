import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdvertSearchQuery, AdvertSortField } from '@estate/contracts';
import { ADVERT_STATUS_CODES } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';
import { advertSlugHistory, categoryPropertyKeys, images, propertyValues } from '../../db/schema';
import { foldText } from '../../lib/text';
import {
  ADVERT_COLUMNS,
  ADVERT_JOINS,
  PUBLIC_ADVERT,
  favoryColumn,
  type AdvertRow,
} from './advert-select';
import type { ImageRow, ValueRow } from './adverts.mapper';

const SORT_COLUMNS: Record<AdvertSortField, SQL> = {
  title: sql`a.title`,
  price: sql`a.price`,
  createAt: sql`a.created_at`,
  viewCount: sql`a.view_count`,
};

/** LIKE pattern for one folded word, with LIKE's own wildcards taken literally. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface SearchScope {
  /** Visitors and customers only ever see public adverts. */
  publicOnly: boolean;
  viewerId?: number;
}

function searchFilters(query: AdvertSearchQuery, scope: SearchScope): SQL {
  const filters: SQL[] = [];
  if (scope.publicOnly) filters.push(PUBLIC_ADVERT);
  else if (query.status) filters.push(sql`a.status = ${ADVERT_STATUS_CODES[query.status]}`);
  if (query.q) {
    // Every word must appear in the folded title + description; the trigram index serves LIKE.
    for (const word of foldText(query.q).split(/\s+/).filter(Boolean).slice(0, 8)) {
      filters.push(sql`a.search_text LIKE ${containsPattern(word)}`);
    }
  }
  if (query.categoryid) filters.push(sql`a.category_id = ${query.categoryid}`);
  if (query.advert_type_id) filters.push(sql`a.advert_type_id = ${query.advert_type_id}`);
  if (query.country) filters.push(sql`a.country_id = ${query.country}`);
  if (query.city) filters.push(sql`a.city_id = ${query.city}`);
  if (query.district) filters.push(sql`a.district_id = ${query.district}`);
  if (query.price_start !== undefined) filters.push(sql`a.price >= ${query.price_start}`);
  if (query.price_end !== undefined) filters.push(sql`a.price <= ${query.price_end}`);
  return filters.length ? sql.join(filters, sql` AND `) : sql`true`;
}

export function createAdvertsRepository(db: Db) {
  return {
    async search(query: AdvertSearchQuery, scope: SearchScope) {
      const where = searchFilters(query, scope);
      const direction = query.type === 'ASC' ? sql`ASC` : sql`DESC`;
      const [rows, total] = await Promise.all([
        queryRows<AdvertRow>(
          db,
          sql`SELECT ${ADVERT_COLUMNS}, ${favoryColumn(scope.viewerId)}
              FROM adverts a ${ADVERT_JOINS}
              WHERE ${where}
              ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, a.id ${direction}
              LIMIT ${query.size} OFFSET ${query.page * query.size}`,
        ),
        queryRows<{ n: string | number }>(
          db,
          sql`SELECT count(*) AS n FROM adverts a JOIN categories c ON c.id = a.category_id WHERE ${where}`,
        ),
      ]);
      return { rows, total: Number(total[0]?.n ?? 0) };
    },

    async findBySlug(slug: string, viewerId: number | undefined): Promise<AdvertRow | undefined> {
      const rows = await queryRows<AdvertRow>(
        db,
        sql`SELECT ${ADVERT_COLUMNS}, ${favoryColumn(viewerId)} FROM adverts a ${ADVERT_JOINS} WHERE a.slug = ${slug}`,
      );
      return rows[0];
    },

    async findById(id: number, viewerId: number | undefined): Promise<AdvertRow | undefined> {
      const rows = await queryRows<AdvertRow>(
        db,
        sql`SELECT ${ADVERT_COLUMNS}, ${favoryColumn(viewerId)} FROM adverts a ${ADVERT_JOINS} WHERE a.id = ${id}`,
      );
      return rows[0];
    },

    /** The current slug of an advert that used to be reachable under `oldSlug`. */
    async currentSlugFor(oldSlug: string): Promise<string | undefined> {
      const rows = await queryRows<{ slug: string }>(
        db,
        sql`SELECT a.slug FROM ${advertSlugHistory} h JOIN adverts a ON a.id = h.advert_id WHERE h.slug = ${oldSlug}`,
      );
      return rows[0]?.slug;
    },

    imagesOf(advertId: number): Promise<ImageRow[]> {
      return db
        .select({
          id: images.id,
          storageKey: images.storageKey,
          width: images.width,
          height: images.height,
          featured: images.featured,
        })
        .from(images)
        .where(eq(images.advertId, advertId))
        .orderBy(sql`${images.featured} DESC`, asc(images.seq), asc(images.id));
    },

    valuesOf(advertId: number): Promise<ValueRow[]> {
      return db
        .select({
          id: propertyValues.id,
          keyId: propertyValues.keyId,
          keyName: categoryPropertyKeys.name,
          value: propertyValues.value,
          categoryId: categoryPropertyKeys.categoryId,
        })
        .from(propertyValues)
        .innerJoin(categoryPropertyKeys, eq(categoryPropertyKeys.id, propertyValues.keyId))
        .where(and(eq(propertyValues.advertId, advertId)))
        .orderBy(asc(categoryPropertyKeys.seq), asc(categoryPropertyKeys.id));
    },

    /**
     * Counts a view once per viewer, advert and hour: the unique row decides, so several API
     * processes agree without sharing memory.
     */
    async countView(advertId: number, viewerKey: string): Promise<boolean> {
      const rows = await queryRows<{ counted: boolean }>(
        db,
        sql`WITH seen AS (
              INSERT INTO advert_views (advert_id, viewer_key, hour_bucket)
              VALUES (${advertId}, ${viewerKey}, date_trunc('hour', now()))
              ON CONFLICT DO NOTHING
              RETURNING advert_id)
            UPDATE adverts SET view_count = view_count + 1
            WHERE id = (SELECT advert_id FROM seen)
            RETURNING true AS counted`,
      );
      return rows.length > 0;
    },

    /** Cities with their number of public adverts, most first. */
    citySummaries() {
      return queryRows<{ id: number; city_name: string; amount: string | number }>(
        db,
        sql`SELECT ci.id, ci.name AS city_name, count(*) AS amount
            FROM adverts a JOIN categories c ON c.id = a.category_id JOIN cities ci ON ci.id = a.city_id
            WHERE ${PUBLIC_ADVERT}
            GROUP BY ci.id, ci.name
            ORDER BY amount DESC, ci.name ASC`,
      );
    },

    /** One entry per active category with its number of public adverts. */
    categorySummaries() {
      return queryRows<{ slug: string; title: string; icon: string; amount: string | number }>(
        db,
        sql`SELECT c.slug, c.title, c.icon,
                   (SELECT count(*) FROM adverts a WHERE a.category_id = c.id AND a.status = 1 AND a.is_active) AS amount
            FROM categories c
            WHERE c.is_active
            ORDER BY c.seq ASC, c.title ASC`,
      );
    },

    /** Public adverts by 3 × tour requests + views. */
    popular(amount: number, viewerId: number | undefined) {
      return queryRows<AdvertRow>(
        db,
        sql`SELECT ${ADVERT_COLUMNS}, ${favoryColumn(viewerId)}
            FROM adverts a ${ADVERT_JOINS}
            WHERE ${PUBLIC_ADVERT}
            ORDER BY (3 * a.tour_request_count + a.view_count) DESC, a.id DESC
            LIMIT ${amount}`,
      );
    },

    /** Removes view-dedup rows older than the hour they guard. */
    async pruneViews(): Promise<void> {
      await db.execute(
        sql`DELETE FROM advert_views WHERE hour_bucket < now() - interval '2 hours'`,
      );
    },
  };
}

export type AdvertsRepository = ReturnType<typeof createAdvertsRepository>;
