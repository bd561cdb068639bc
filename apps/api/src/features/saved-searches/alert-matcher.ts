import type { SQL } from 'drizzle-orm';
import { advertSearchQuerySchema, foldPropertyFilters } from '@estate/contracts';
import type { Tx } from '../../db/client';
import type { AlertingSearch, AlertMatcherRepository } from './alert-matcher.repository';

/** Arrivals one run of the matcher takes (an approval batch is far smaller). */
const ARRIVALS_PER_RUN = 500;
/** Distinct searches tested per statement: each is one boolean of the statement's array. */
const WHERES_PER_STATEMENT = 2000;

/** The WHERE of a visitor's GET /adverts search (the advert search's publicWhere). */
export type SearchWhere = (
  query: ReturnType<typeof advertSearchQuerySchema.parse>,
) => Promise<SQL | undefined>;

/** One distinct WHERE and the searches that share it. */
interface Test {
  where: SQL;
  searches: Array<{ id: number; since: number }>;
}

const timeOf = (value: Date | string) => new Date(value).getTime();

/**
 * The distinct WHEREs of the searches: identical filters share one test. A search whose saved
 * filters no longer parse (a parameter retired since, a property key removed) matches nothing
 * rather than everything.
 */
async function testsOf(searches: AlertingSearch[], searchWhere: SearchWhere): Promise<Test[]> {
  const tests = new Map<string, Test>();
  for (const search of searches) {
    const query = advertSearchQuerySchema.safeParse(foldPropertyFilters(search.filters));
    if (!query.success) continue;
    const key = JSON.stringify(query.data);
    let test = tests.get(key);
    if (!test) {
      const where = await searchWhere(query.data).catch(() => undefined);
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
 * (docs/decisions/0037-saved-search-alerts.md). The arrivals queue is taken with SKIP LOCKED (each
 * arrival by one process) and every match is written once (the hits' key), in one transaction.
 * Each search's WHERE is the search's own (SearchWhere), so a filter GET /adverts learns is
 * matched here too. One statement reads the batch's adverts once and evaluates thousands of
 * WHEREs on each as an array of booleans: no per-search query, no per-search plan.
 * A run looks for arrivals first and does nothing more without any; the compiled WHEREs are kept
 * until the searches, the category keys or the default currency change (their version)
 * (docs/decisions/0058-unsubscribe-and-alert-ticks.md).
 */
export function createAlertMatcher(searchWhere: SearchWhere, repo: AlertMatcherRepository) {
  let kept: { version: string; tests: Test[] } | undefined;

  /** The WHEREs of the alerting searches, made again only when their version moved. */
  async function currentTests(): Promise<Test[]> {
    // Read before the searches: a change in between is caught by the next run.
    const version = await repo.filtersVersion();
    if (kept?.version !== version)
      kept = { version, tests: await testsOf(await repo.alertingSearches(), searchWhere) };
    return kept.tests;
  }

  async function matchesOf(tx: Tx, tests: Test[], arrivedAt: Map<number, number>) {
    const pairs: { searchIds: number[]; advertIds: number[] } = { searchIds: [], advertIds: [] };
    for (let i = 0; i < tests.length; i += WHERES_PER_STATEMENT) {
      const chunk = tests.slice(i, i + WHERES_PER_STATEMENT);
      const wheres = chunk.map((t) => t.where);
      for (const row of await repo.passedWheres(tx, wheres, [...arrivedAt.keys()]))
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

    /**
     * Takes a batch of arrivals and writes their matches; answers how many arrivals it took. The
     * searches' WHEREs are made before the transaction: making one reads the category's keys,
     * and the embedded database has one connection, which the transaction holds.
     */
    async run(): Promise<number> {
      if (!(await repo.hasArrivals())) return 0;
      const tests = await currentTests();
      return repo.transaction(async (tx) => {
        const arrivals = await repo.takeArrivals(tx, ARRIVALS_PER_RUN);
        if (arrivals.length === 0) return 0;
        const arrivedAt = new Map<number, number>();
        for (const a of arrivals) arrivedAt.set(a.advert_id, timeOf(a.created_at));
        if (tests.length > 0) await repo.addHits(tx, await matchesOf(tx, tests, arrivedAt));
        return arrivals.length;
      });
    },
  };
}
