import { sql, type SQL } from 'drizzle-orm';
import type { ModerationQueueItem, ModerationQueueQuery, Page } from '@estate/contracts';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { toPage } from '../../../lib/paging';
import { prefixQuery, searchWords } from '../../../lib/search-words';
import { ADVERT_INNER_COLUMNS, countStatement, readAdvertCards } from '../../search';

interface QueueExtra {
  waiting_since: Date | string;
  kind: 'NEW' | 'EDIT';
}

/** The filters as SQL over `adverts a`, and a statement name per combination (named-query.ts). */
function queueFilters(query: ModerationQueueQuery) {
  const conditions: SQL[] = [sql`true`];
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
  return { filters: sql.join(conditions, sql` AND `), name };
}

/**
 * The PENDING adverts matching the filters. Without text, the search's trigger-kept counts per
 * status, category and type answer (a few rows instead of 10,000 index entries, bench/README.md).
 */
function pendingTotal(query: ModerationQueueQuery, filters: SQL): SQL {
  if (query.q !== undefined)
    return sql`(SELECT count(*) FROM adverts a WHERE a.status = 0 AND ${filters})`;
  const counted = countStatement({
    publicOnly: false,
    status: 0,
    words: [],
    properties: [],
    categoryId: query.categoryid,
    advertTypeId: query.advert_type_id,
  });
  return sql`(${counted})`;
}

/**
 * The moderation queue (docs/product.md#moderation): what waits for a decision, oldest waiting
 * first, read through adverts_queue_idx (pending_since, id WHERE status = 0) and
 * advert_revisions_waiting_idx (submitted_at, advert_id WHERE rejected_at IS NULL), and its total.
 */
export async function readModerationQueue(
  db: Db,
  storage: FileStorage,
  query: ModerationQueueQuery,
): Promise<Page<ModerationQueueItem>> {
  const { filters, name } = queueFilters(query);
  // New adverts (PENDING) and live ones whose owner's edit waits (docs/product.md#revisions),
  // each branch read in its own index's order up to the page's end, then merged.
  const upTo = (query.page + 1) * query.size;
  const inner = sql`(SELECT ${ADVERT_INNER_COLUMNS}, a.pending_since AS waiting_since, 'NEW' AS kind
      FROM adverts a JOIN categories c ON c.id = a.category_id
      WHERE a.status = 0 AND ${filters}
      ORDER BY a.pending_since, a.id LIMIT ${upTo})
    UNION ALL
    (SELECT ${ADVERT_INNER_COLUMNS}, r.submitted_at AS waiting_since, 'EDIT' AS kind
      FROM advert_revisions r JOIN adverts a ON a.id = r.advert_id
      JOIN categories c ON c.id = a.category_id
      WHERE r.rejected_at IS NULL AND a.status = 1 AND ${filters}
      ORDER BY r.submitted_at, r.advert_id LIMIT ${upTo})
    ORDER BY waiting_since, id
    LIMIT ${query.size} OFFSET ${query.page * query.size}`;
  // The total and the page side by side: one round trip's wait instead of two.
  const [counted, cards] = await Promise.all([
    queryRows<{ total: number }>(
      db,
      sql`SELECT (${pendingTotal(query, filters)}
        + (SELECT count(*) FROM advert_revisions r JOIN adverts a ON a.id = r.advert_id
           WHERE r.rejected_at IS NULL AND a.status = 1 AND ${filters}))::int AS total`,
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
