import { sql, type SQL } from 'drizzle-orm';
import { advertSearchQuerySchema } from '@estate/contracts';
import { queryRows, type Db, type Tx } from '../../db/client';

/** Arrivals one run of the matcher takes (an approval batch is far smaller). */
const ARRIVALS_PER_RUN = 500;
/** Saved searches tested per statement: each is one branch of a UNION ALL. */
const SEARCHES_PER_STATEMENT = 500;

/** The WHERE of a visitor's GET /adverts search (features/adverts publicSearchWhere). */
export type SearchWhere = (
  query: ReturnType<typeof advertSearchQuerySchema.parse>,
) => SQL | undefined;

interface AlertingSearch {
  id: number;
  filters: Record<string, string>;
  created_at: Date | string;
  updated_at: Date | string;
}

interface Arrival {
  advert_id: number;
  created_at: Date | string;
}

const timeOf = (value: Date | string) => new Date(value).getTime();

/**
 * Matches adverts that became public against every saved search with an alert
 * (docs/decisions/0036-saved-search-alerts.md): the arrivals queue is taken with SKIP LOCKED (each
 * arrival by one process) and every match is written once (the hits' key), in one transaction.
 * Each search's WHERE is the search's own (SearchWhere), so a filter GET /adverts learns is
 * matched here too; a statement tests the whole batch of arrivals against hundreds of searches.
 */
export function createAlertMatcher(db: Db, searchWhere: SearchWhere) {
  /** Each search's WHERE, parsed once per version of its filters; null: it matches nothing. */
  const wheres = new Map<number, { version: number; where: SQL | null }>();

  function whereOf(search: AlertingSearch): SQL | null {
    const version = timeOf(search.updated_at);
    const kept = wheres.get(search.id);
    if (kept?.version === version) return kept.where;
    const query = advertSearchQuerySchema.safeParse(search.filters);
    // Filters saved before a parameter was retired match nothing rather than everything.
    const where = query.success ? (searchWhere(query.data) ?? null) : null;
    wheres.set(search.id, { version, where });
    return where;
  }

  /** One branch: the arrivals (not older than the search) that the search's WHERE admits. */
  function branchOf(search: AlertingSearch, arrivals: Arrival[]): SQL | undefined {
    const where = whereOf(search);
    if (!where) return undefined;
    const since = timeOf(search.created_at);
    const ids = arrivals.filter((a) => timeOf(a.created_at) >= since).map((a) => a.advert_id);
    if (ids.length === 0) return undefined;
    return sql`SELECT ${search.id}::integer AS saved_search_id, a.id AS advert_id
               FROM adverts a JOIN categories c ON c.id = a.category_id
               WHERE a.id = ANY(${`{${ids.join(',')}}`}::integer[]) AND ${where}`;
  }

  async function matchInto(tx: Tx, searches: AlertingSearch[], arrivals: Arrival[]) {
    const branches = searches.flatMap((s) => branchOf(s, arrivals) ?? []);
    for (let i = 0; i < branches.length; i += SEARCHES_PER_STATEMENT) {
      const union = sql.join(branches.slice(i, i + SEARCHES_PER_STATEMENT), sql` UNION ALL `);
      await tx.execute(sql`INSERT INTO saved_search_hits (saved_search_id, advert_id)
                           ${union} ON CONFLICT DO NOTHING`);
    }
  }

  return {
    batchSize: ARRIVALS_PER_RUN,
    /** Takes a batch of arrivals and writes their matches; answers how many arrivals it took. */
    run: (): Promise<number> =>
      db.transaction(async (tx) => {
        const arrivals = await queryRows<Arrival>(
          tx as unknown as Db,
          sql`DELETE FROM advert_arrivals WHERE id IN (
                SELECT id FROM advert_arrivals ORDER BY id LIMIT ${ARRIVALS_PER_RUN}
                FOR UPDATE SKIP LOCKED)
              RETURNING advert_id, created_at`,
        );
        if (arrivals.length === 0) return 0;
        const searches = await queryRows<AlertingSearch>(
          tx as unknown as Db,
          sql`SELECT id, filters, created_at, updated_at FROM saved_searches
              WHERE alert <> 'NONE' ORDER BY id`,
        );
        await matchInto(tx, searches, arrivals);
        return arrivals.length;
      }),
  };
}
