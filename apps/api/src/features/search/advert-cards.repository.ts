import { sql, type SQL } from 'drizzle-orm';
import type { Advert } from '@estate/contracts';
import type { Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import type { FileStorage } from '../../lib/storage';
import { advertOuterColumns, type AdvertRow } from './advert-columns.repository';
import { toAdvert } from './advert.mapper';

export { ADVERT_INNER_COLUMNS } from './advert-columns.repository';

export interface CardsQuery {
  /** A fixed statement name: the text of `inner` never changes for it (named-query.ts). */
  name: string;
  /**
   * Picks, orders and pages the rows from `adverts a JOIN categories c`, selecting
   * ADVERT_INNER_COLUMNS and any `extra` columns (read back as they are named).
   */
  inner: SQL;
  /** Columns of the inner query handed back beside the card, e.g. `p.saved_price`. */
  extra?: SQL;
  /** The order of the answer (the inner query's order does not survive the outer select). */
  orderBy: SQL;
  /** The signed-in viewer: their hearts are laid over. */
  viewerId?: number;
}

/**
 * Adverts as the list cards show them, for features beyond the search (favourites page, similar
 * homes, compare): the caller picks the rows, the search's columns and mapper do the rest.
 */
export async function readAdvertCards<Extra extends object = object>(
  db: Db,
  storage: FileStorage,
  query: CardsQuery,
): Promise<Array<{ advert: Advert; row: AdvertRow & Extra }>> {
  const name = query.viewerId === undefined ? query.name : `${query.name}_for_user`;
  const rows = await namedQuery<AdvertRow & Extra>(
    db,
    name,
    sql`SELECT ${advertOuterColumns(query.viewerId)}${query.extra ? sql`, ${query.extra}` : sql``}
        FROM (${query.inner}) p ORDER BY ${query.orderBy}`,
  );
  return rows.map((row) => ({ advert: toAdvert(row, storage, query.viewerId !== undefined), row }));
}
