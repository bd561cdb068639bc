import { sql } from 'drizzle-orm';
import type { AdvertSortField } from '@estate/contracts';
import { ADVERT_INNER_COLUMNS, advertOuterColumns } from './advert-columns';
import type { SearchPaging } from './search-filters';
import { prefixQuery } from './search-text';

export interface OwnerPageInput {
  ownerId: number;
  viewerId: number;
  /** A status code, or every status. */
  status?: number;
  /** Folded word prefixes that must all begin a word of the advert (none: no text filter). */
  words: string[];
  paging: SearchPaging;
}

/** One CASE per sort field and direction: the statement keeps one text whatever is asked. */
const orderBy = (sort: string, direction: string) => {
  const keys: [AdvertSortField, string][] = [
    ['title', 'a.title'],
    ['price', 'a.price'],
    ['createAt', 'a.created_at'],
    ['viewCount', 'a.view_count'],
  ];
  const parts = keys.flatMap(([field, column]) =>
    ['ASC', 'DESC'].map(
      (dir) =>
        sql`CASE WHEN ${sort}::text = ${field} AND ${direction}::text = ${dir} THEN ${sql.raw(column)} END ${sql.raw(dir)}`,
    ),
  );
  parts.push(sql`CASE WHEN ${direction}::text = 'ASC' THEN a.id END ASC`, sql`a.id DESC`);
  return sql.join(parts, sql`, `);
};

/**
 * My Adverts: one owner's adverts (thousands at most, found through adverts_user_idx) filtered,
 * sorted and paged, with the total as a window count, in one statement whose text never changes
 * (every choice is a parameter), so a PostgreSQL connection plans it once.
 */
export function ownerPageStatement({ ownerId, viewerId, status, words, paging }: OwnerPageInput) {
  const { sort, direction } = paging;
  const text = words.length ? prefixQuery(words) : null;
  const order = orderBy(sort, direction);
  // The owner's rows are sorted and counted narrow (ids and sort keys); only the page's few
  // rows are then read whole, with their category.
  return sql`SELECT ${advertOuterColumns(viewerId)}, p.total
    FROM (SELECT ${ADVERT_INNER_COLUMNS}, page.total
          FROM (SELECT a.id, count(*) OVER () AS total
                FROM adverts a
                WHERE a.user_id = ${ownerId}
                  AND (${status ?? null}::int IS NULL OR a.status = ${status ?? null}::int)
                  AND (${text}::tsquery IS NULL OR a.search_vector @@ ${text}::tsquery)
                ORDER BY ${order}
                LIMIT ${paging.size}::int OFFSET ${paging.page * paging.size}::int) page
          JOIN adverts a ON a.id = page.id
          JOIN categories c ON c.id = a.category_id
          ORDER BY ${order}) p`;
}
