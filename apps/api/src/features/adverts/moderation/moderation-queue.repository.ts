import { sql, type SQL } from 'drizzle-orm';
import type { ModerationQueueItem, ModerationQueueQuery, Page } from '@estate/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { toPage } from '../../../lib/paging';
import { ADVERT_INNER_COLUMNS, prefixQuery, readAdvertCards, searchWords } from '../public';

interface QueueExtra {
  waiting_since: Date | string;
  kind: 'NEW' | 'EDIT';
}

/** The filters as SQL over `adverts a`, and a statement name per combination (named-query.ts). */
function queueFilters(query: ModerationQueueQuery) {
  const conditions: SQL[] = [sql`a.status = 0`];
  const words = query.q === undefined ? [] : searchWords(query.q);
  if (query.categoryid !== undefined) conditions.push(sql`a.category_id = ${query.categoryid}`);
  if (query.advert_type_id !== undefined)
    conditions.push(sql`a.advert_type_id = ${query.advert_type_id}`);
  // A query of punctuation only matches nothing, as in the search. The match is wrapped so the
  // GIN index is not used: its common words hit 200,000+ of 1,000,000 adverts, while the queue's
  // own index holds only the waiting ones (486 ms against 73 ms under load, bench/README.md).
  if (query.q !== undefined)
    conditions.push(
      words.length
        ? sql`coalesce(a.search_vector @@ ${prefixQuery(words)}::tsquery, false)`
        : sql`false`,
    );
  // One name per SQL text: a text of no words is another statement than one with words.
  const text = query.q === undefined ? 0 : words.length ? 1 : 2;
  const flags = [query.categoryid, query.advert_type_id].map((v) => (v === undefined ? 0 : 1));
  const name = `moderation_queue_${flags.join('')}${text}`;
  return { where: sql.join(conditions, sql` AND `), name };
}

/**
 * The moderation queue (docs/product.md#moderation): what waits for a decision, oldest waiting
 * first, read through adverts_queue_idx (pending_since, id WHERE status = 0), and its total.
 */
export async function readModerationQueue(
  db: Db,
  storage: FileStorage,
  query: ModerationQueueQuery,
): Promise<Page<ModerationQueueItem>> {
  const { where, name } = queueFilters(query);
  // The coordinator's revisions join here: live adverts with a waiting edit, as kind 'EDIT'
  // with their revision's submission time as waiting_since, in a UNION ALL with this branch
  // (and in the count below), ordered together by waiting_since, id.
  const inner = sql`SELECT ${ADVERT_INNER_COLUMNS}, a.pending_since AS waiting_since, 'NEW' AS kind
    FROM adverts a JOIN categories c ON c.id = a.category_id
    WHERE ${where}
    ORDER BY a.pending_since, a.id
    LIMIT ${query.size} OFFSET ${query.page * query.size}`;
  // The total and the page side by side: one round trip's wait instead of two.
  const [counted, cards] = await Promise.all([
    queryRows<{ total: number }>(
      db,
      sql`SELECT count(*)::int AS total FROM adverts a WHERE ${where}`,
    ),
    readAdvertCards<QueueExtra>(db, storage, {
      name,
      inner,
      extra: sql`p.waiting_since, p.kind`,
      orderBy: sql`p.waiting_since, p.id`,
    }),
  ]);
  const total = counted[0]?.total ?? 0;
  const items = cards.map(({ advert, row }) => ({
    ...advert,
    waitingSince: new Date(row.waiting_since).toISOString(),
    kind: row.kind,
  }));
  return toPage(items, total, query);
}
