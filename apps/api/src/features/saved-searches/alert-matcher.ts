import { sql, type SQL } from 'drizzle-orm';
import { advertSearchQuerySchema } from '@estate/contracts';
import { queryRows, type Db, type Tx } from '../../db/client';

/** Arrivals one run of the matcher takes (an approval batch is far smaller). */
const ARRIVALS_PER_RUN = 500;
/** Distinct searches tested per statement: each is one boolean of the statement's array. */
const WHERES_PER_STATEMENT = 2000;

/** The WHERE of a visitor's GET /adverts search (features/adverts publicSearchWhere). */
export type SearchWhere = (
  query: ReturnType<typeof advertSearchQuerySchema.parse>,
) => SQL | undefined;

interface AlertingSearch {
  id: number;
  filters: Record<string, string>;
  created_at: Date | string;
}

/** One distinct WHERE and the searches that share it. */
interface Test {
  where: SQL;
  searches: Array<{ id: number; since: number }>;
}

const timeOf = (value: Date | string) => new Date(value).getTime();
const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/**
 * The distinct WHEREs of the searches: identical filters share one test. A search whose saved
 * filters no longer parse (a parameter retired since) matches nothing rather than everything.
 */
function testsOf(searches: AlertingSearch[], searchWhere: SearchWhere): Test[] {
  const tests = new Map<string, Test>();
  for (const search of searches) {
    const query = advertSearchQuerySchema.safeParse(search.filters);
    if (!query.success) continue;
    const key = JSON.stringify(query.data);
    let test = tests.get(key);
    if (!test) {
      const where = searchWhere(query.data);
      if (!where) continue;
      test = { where, searches: [] };
      tests.set(key, test);
    }
    test.searches.push({ id: search.id, since: timeOf(search.created_at) });
  }
  return [...tests.values()];
}

/**
 * Matches adverts that became public against every saved search with an alert
 * (docs/decisions/0036-saved-search-alerts.md). The arrivals queue is taken with SKIP LOCKED (each
 * arrival by one process) and every match is written once (the hits' key), in one transaction.
 * Each search's WHERE is the search's own (SearchWhere), so a filter GET /adverts learns is
 * matched here too. One statement reads the batch's adverts once and evaluates thousands of
 * WHEREs on each as an array of booleans: no per-search query, no per-search plan.
 */
export function createAlertMatcher(db: Db, searchWhere: SearchWhere) {
  async function matchesOf(tx: Tx, tests: Test[], arrivedAt: Map<number, number>) {
    const pairs: { searchIds: number[]; advertIds: number[] } = { searchIds: [], advertIds: [] };
    for (let i = 0; i < tests.length; i += WHERES_PER_STATEMENT) {
      const chunk = tests.slice(i, i + WHERES_PER_STATEMENT);
      const booleans = sql.join(
        chunk.map((t) => sql`(${t.where})`),
        sql`, `,
      );
      const rows = await queryRows<{ id: number; hits: number[] | null }>(
        tx as unknown as Db,
        sql`SELECT a.id, array_positions(ARRAY[${booleans}]::boolean[], true) AS hits
            FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE a.id = ANY(${intArray([...arrivedAt.keys()])}::integer[])`,
      );
      for (const row of rows)
        for (const position of row.hits ?? [])
          for (const search of chunk[position - 1]!.searches)
            // A search is told of adverts that became public after it was saved.
            if (search.since <= arrivedAt.get(row.id)!) {
              pairs.searchIds.push(search.id);
              pairs.advertIds.push(row.id);
            }
    }
    return pairs;
  }

  return {
    batchSize: ARRIVALS_PER_RUN,

    /** Takes a batch of arrivals and writes their matches; answers how many arrivals it took. */
    run: (): Promise<number> =>
      db.transaction(async (tx) => {
        const arrivals = await queryRows<{ advert_id: number; created_at: Date | string }>(
          tx as unknown as Db,
          sql`DELETE FROM advert_arrivals WHERE id IN (
                SELECT id FROM advert_arrivals ORDER BY id LIMIT ${ARRIVALS_PER_RUN}
                FOR UPDATE SKIP LOCKED)
              RETURNING advert_id, created_at`,
        );
        if (arrivals.length === 0) return 0;
        const arrivedAt = new Map<number, number>();
        for (const a of arrivals) arrivedAt.set(a.advert_id, timeOf(a.created_at));
        const searches = await queryRows<AlertingSearch>(
          tx as unknown as Db,
          sql`SELECT id, filters, created_at FROM saved_searches WHERE alert <> 'NONE'`,
        );
        const pairs = await matchesOf(tx, testsOf(searches, searchWhere), arrivedAt);
        if (pairs.searchIds.length > 0)
          await tx.execute(sql`INSERT INTO saved_search_hits (saved_search_id, advert_id)
            SELECT * FROM unnest(${intArray(pairs.searchIds)}::integer[],
                                 ${intArray(pairs.advertIds)}::integer[])
            ON CONFLICT DO NOTHING`);
        return arrivals.length;
      }),
  };
}
