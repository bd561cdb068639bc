import { sql, type SQL } from 'drizzle-orm';
import type { AdvertSortField } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { readTally, type TallySubject } from '../../lib/tallies';
import {
  ADVERT_INNER_COLUMNS,
  advertOuterColumns,
  type AdvertRow,
} from './advert-columns.repository';
import type { SearchPaging } from './search-filters';
import { prefixQuery } from '../../lib/search-words';

export interface OwnerPageInput {
  ownerId: number;
  viewerId: number;
  /** A status code, or every status. */
  status?: number;
  /** Folded word prefixes that must all begin a word of the advert (none: no text filter). */
  words: string[];
  paging: SearchPaging;
}

const SORT_COLUMNS: Record<AdvertSortField, string> = {
  title: 'title',
  price: 'price',
  createAt: 'created_at',
  viewCount: 'view_count',
};

/** ORDER BY the sort field, then id, both in the asked direction, on relation `alias`. */
const orderOf = ({ sort, direction }: SearchPaging, alias: 'a' | 'p') => {
  const dir = direction === 'ASC' ? 'ASC' : 'DESC';
  return sql.raw(`ORDER BY ${alias}.${SORT_COLUMNS[sort]} ${dir}, ${alias}.id ${dir}`);
};

/**
 * The statement's name: one per sort field, direction and whether a status is chosen, 16 at
 * most per connection. Each text holds only the conditions it uses, so PostgreSQL's generic plan
 * is the right one (an `$1 IS NULL OR …` condition made it read every advert of the owner through
 * a bitmap, then sort). Searches with words are planned each time (rarer, and their best plan
 * depends on the words).
 */
export const ownerPageName = ({ paging, status }: OwnerPageInput) =>
  `owner_adverts_page_${paging.sort}_${paging.direction}${status === undefined ? '' : '_status'}`;

/** The owner's adverts matching the chosen status and words (`a`). */
function ownerConditions({ ownerId, status, words }: OwnerPageInput): SQL {
  const conditions = [sql`a.user_id = ${ownerId}`];
  if (status !== undefined) conditions.push(sql`a.status = ${status}::int`);
  if (words.length) conditions.push(sql`a.search_vector @@ ${prefixQuery(words)}::tsquery`);
  return sql.join(conditions, sql` AND `);
}

/**
 * My Adverts: one owner's adverts filtered, sorted and paged. The page's ids are found first, in
 * the order fixed in the text, so the newest-first default walks the owner's (user_id,
 * created_at) index and reads only the entries up to the page; only those few rows are then read
 * whole with their category. The total is counted apart (readOwnerPage).
 */
export function ownerPageStatement(input: OwnerPageInput) {
  const { paging, viewerId } = input;
  return sql`SELECT ${advertOuterColumns(viewerId)}
    FROM (SELECT ${ADVERT_INNER_COLUMNS}
          FROM (SELECT a.id FROM adverts a WHERE ${ownerConditions(input)}
                ${orderOf(paging, 'a')}
                LIMIT ${paging.size}::int OFFSET ${paging.page * paging.size}::int) page
          JOIN adverts a ON a.id = page.id
          JOIN categories c ON c.id = a.category_id) p
    ${orderOf(paging, 'p')}`;
}

/** The total of a searched My Adverts list (without words the tallies have it). */
export const ownerCountStatement = (input: OwnerPageInput) =>
  sql`SELECT count(*)::int AS n FROM adverts a WHERE ${ownerConditions(input)}`;

/**
 * A page of My Adverts with its total: the page through the statement of its sort, the total
 * from the tallies unless words are searched.
 */
export async function readOwnerPage(db: Db, input: OwnerPageInput) {
  const tally: TallySubject = input.status === undefined ? 'adverts' : `adverts:${input.status}`;
  const [rows, total] = await Promise.all([
    input.words.length
      ? queryRows<AdvertRow>(db, ownerPageStatement(input))
      : namedQuery<AdvertRow>(db, ownerPageName(input), ownerPageStatement(input)),
    input.words.length
      ? queryRows<{ n: number }>(db, ownerCountStatement(input)).then(
          (counted) => counted[0]?.n ?? 0,
        )
      : readTally(db, tally, input.ownerId),
  ]);
  return { rows, total };
}
