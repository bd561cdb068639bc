import { sql, type SQL } from 'drizzle-orm';
import type { AdvertSearchQuery } from '@estate/contracts';
import { ADVERT_STATUS_CODES } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';
import { advertSlugHistory } from '../../db/schema';
import {
  ADVERT_INNER_COLUMNS,
  PUBLIC_ADVERT,
  advertOuterColumns,
  type AdvertRow,
} from './advert-select';
import type { ImageRow, ValueRow } from './adverts.mapper';
import { toAdvertPlace, type PlaceRow } from './advert-place';
import { countStatement, countStrategy, versionStatement } from './search-counts';
import { preparedRows } from './prepared';
import { createVersionedCache } from './search-cache';
import { forwardTotal, pageUnchanged, readChanges, type AdvertChange } from './search-changes';
import { createSharedRead } from './shared-reads';
import { prefixQuery, searchWords } from './search-text';
import { SORT_COLUMNS, cappedWalkTextPage, direction, ginTextPage, walkLength } from './text-pages';
import {
  readLookupNames,
  withNames,
  type AdvertRowWithoutNames,
  type LookupNames,
} from './lookup-names';

export interface SearchScope {
  /** Visitors and customers only ever see public adverts. */
  publicOnly: boolean;
  viewerId?: number;
}

function searchFilters(query: AdvertSearchQuery, scope: SearchScope, words: string[]): SQL {
  const filters: SQL[] = [];
  if (scope.publicOnly) filters.push(PUBLIC_ADVERT);
  else if (query.status) filters.push(sql`a.status = ${ADVERT_STATUS_CODES[query.status]}`);
  // Every word must begin a word of the folded title + description (GIN on search_vector).
  if (words.length) filters.push(sql`a.search_vector @@ ${prefixQuery(words)}::tsquery`);
  if (query.categoryid) filters.push(sql`a.category_id = ${query.categoryid}`);
  if (query.advert_type_id) filters.push(sql`a.advert_type_id = ${query.advert_type_id}`);
  if (query.country) filters.push(sql`a.country_id = ${query.country}`);
  if (query.city) filters.push(sql`a.city_id = ${query.city}`);
  if (query.district) filters.push(sql`a.district_id = ${query.district}`);
  if (query.price_start !== undefined) filters.push(sql`a.price >= ${query.price_start}`);
  if (query.price_end !== undefined) filters.push(sql`a.price <= ${query.price_end}`);
  return filters.length ? sql.join(filters, sql` AND `) : sql`true`;
}

/** What a total depends on: everything but paging, sorting and the viewer. */
function countKey(query: AdvertSearchQuery, scope: SearchScope, words: string[]): string {
  return JSON.stringify([
    scope.publicOnly ? 'public' : (query.status ?? 'any'),
    words,
    query.categoryid,
    query.advert_type_id,
    query.country,
    query.city,
    query.district,
    query.price_start,
    query.price_end,
  ]);
}

type Versioned = { version: string | number | bigint | null };
type KeptPage = { ids: number[]; total: number };

/**
 * Where a page's ids are kept per version: which adverts make a page, and their order, cannot
 * change without a version bump, except in view order (views are counted without one).
 */
function keptIdsKey(query: AdvertSearchQuery, scope: SearchScope, words: string[]) {
  if (query.sort === 'viewCount') return undefined;
  return `ids:${countKey(query, scope, words)}:${query.sort}:${query.type}:${query.page}:${query.size}`;
}

/**
 * An entry of the versioned cache after `changes`: totals moved, page ids kept while their page
 * cannot have changed, lookup names kept (places and types change only by full resets); anything
 * else (home summaries) dropped, as they are cheap to make again.
 */
function forwardEntry(key: string, value: unknown, changes: AdvertChange[]): unknown {
  if (key === 'lookup-names') return value;
  if (key.startsWith('[')) return forwardTotal(key, value as number, changes);
  if (key.startsWith('ids:')) {
    // ids:<countKey>:<sort>:<direction>:<page>:<size>; words hold no ':' (a separator).
    const parts = key.slice(4).split(':');
    const [sort] = parts.splice(-4);
    return pageUnchanged(parts.join(':'), sort!, changes) ? value : undefined;
  }
  return undefined;
}

/** Above this many matches a text search walks the sort index instead of the GIN index. */
const GIN_PAGE_LIMIT = 20_000;

const VERSION_COLUMN = sql`(SELECT v.version FROM advert_search_version v WHERE v.id = 1) AS version`;

/** The inner page query: matching rows in sort order, one page of them. */
const pageOf = (query: AdvertSearchQuery, where: SQL) =>
  sql`SELECT ${ADVERT_INNER_COLUMNS}
      FROM adverts a JOIN categories c ON c.id = a.category_id
      WHERE ${where}
      ORDER BY ${SORT_COLUMNS[query.sort]} ${direction(query)}, a.id ${direction(query)}
      LIMIT ${sql.raw(String(query.size))} OFFSET ${sql.raw(String(query.page * query.size))}`;

/** The parts of the detail statement beside the advert's own columns. */
interface DetailExtras extends PlaceRow {
  images: ImageRow[] | string;
  property_values: ValueRow[] | string;
}

/** json columns: the drivers parse them, but a statement run as EXECUTE may hand back text. */
const parseJson = <T>(value: T | string): T =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** One advert by a condition on `a`, in AdvertRow's shape. */
const oneAdvert = (condition: SQL, viewerId: number | undefined) =>
  sql`SELECT ${VERSION_COLUMN}, ${advertOuterColumns(viewerId)}
      FROM (SELECT ${ADVERT_INNER_COLUMNS}
            FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE ${condition}) p`;

export function createAdvertsRepository(db: Db) {
  const cache = createVersionedCache();

  /** Totals being counted now, so that concurrent identical searches count once. */
  const counting = new Map<string, Promise<number>>();

  /** Forwarding in progress, per (from, to): concurrent requests read the change log once. */
  const forwarding = new Map<string, Promise<void>>();

  /**
   * Moves the kept totals and page ids to `version` when it is newer than the cache's: those the
   * logged changes in between leave right are kept (moved totals included), the others dropped
   * (search-changes.ts). Without this, every write anywhere made every search count again.
   */
  async function forwardTo(version: string): Promise<void> {
    const from = cache.latest();
    if (from === undefined || BigInt(version) <= BigInt(from)) return;
    const flight = `${from}>${version}`;
    let running = forwarding.get(flight);
    if (!running) {
      running = (async () => {
        try {
          const changes = await readChanges(db, Number(from), Number(version));
          // Another request may have moved the cache meanwhile; its result stands.
          if (cache.latest() !== from) return;
          cache.advance(version, (key, value) =>
            changes ? forwardEntry(key, value, changes) : undefined,
          );
        } finally {
          forwarding.delete(flight);
        }
      })();
      forwarding.set(flight, running);
    }
    await running;
  }

  /**
   * Keeps a value computed at `version`. A value that took long (a count of many matches) may
   * come back after the cache has moved on: it is then brought forward through the change log
   * to the cache's version, when the changes allow, instead of being thrown away; under steady
   * writes a slow count would otherwise never be kept.
   */
  async function keep(key: string, version: string, value: unknown): Promise<void> {
    await forwardTo(version);
    const latest = cache.latest();
    if (latest === undefined || BigInt(version) >= BigInt(latest)) {
      cache.set(key, version, value);
      return;
    }
    const changes = await readChanges(db, Number(version), Number(latest));
    const forwarded = changes ? forwardEntry(key, value, changes) : undefined;
    if (forwarded !== undefined) cache.set(key, latest, forwarded);
  }

  async function countOnce(key: string, version: string, statement: SQL, prepare: boolean) {
    const flight = `${key}@${version}`;
    const running = counting.get(flight);
    if (running) return running;
    const promise = (async () => {
      const run = prepare ? preparedRows : queryRows;
      const [counted] = await run<Versioned & { n: string | number }>(db, statement);
      const total = Number(counted?.n ?? 0);
      await keep(key, String(counted?.version ?? 0), total);
      return total;
    })();
    counting.set(flight, promise);
    try {
      return await promise;
    } finally {
      counting.delete(flight);
    }
  }

  /** The exact total at `version` (or later): from the cache, else counted once. */
  async function totalOf(
    query: AdvertSearchQuery,
    scope: SearchScope,
    words: string[],
    where: SQL,
    version: string,
  ): Promise<number> {
    await forwardTo(version);
    const key = countKey(query, scope, words);
    const cached = cache.get<number>(key, version);
    if (cached !== undefined) return cached;
    const input = { query, publicOnly: scope.publicOnly, words, where };
    const strategy = countStrategy(input);
    const hasPrice = query.price_start !== undefined || query.price_end !== undefined;
    const prepare = strategy === 'terms' || (strategy === 'cube' && !hasPrice);
    return countOnce(key, version, countStatement(input), prepare);
  }

  /**
   * Text searches count first (a word prefix is a few rows of advert_term_counts), then choose
   * the page plan from the exact number of matches: none, no page query; when the matches are
   * dense enough among the rows the other filters leave, a capped walk of those rows in sort order
   * (text-pages.ts), kept only if it held the whole page; otherwise, up to GIN_PAGE_LIMIT matches,
   * collect them through the GIN index and sort them; more, walk the sort index and test each row
   * (PostgreSQL would walk for rarer words too, and walk far when the word is correlated with the
   * sort, as title words are with the title). Which adverts make the page
   * cannot change without a version bump (unless sorted by views), so the page's ids are kept
   * per version and the rows themselves, counters and favourites included, are read fresh.
   */
  async function textSearch(query: AdvertSearchQuery, scope: SearchScope, words: string[]) {
    const idsKey = keptIdsKey(query, scope, words);
    const kept = idsKey ? await readKeptPage(idsKey, scope.viewerId) : undefined;
    if (kept?.page) return kept.page;
    const version = kept?.version ?? (await currentVersion());
    const where = searchFilters(query, scope, words);
    const total = await totalOf(query, scope, words, where, version);
    const offset = query.page * query.size;
    let rows: AdvertRowWithoutNames[] = [];
    if (offset < total) {
      rows =
        (await walkedTextPage(query, scope, words, version, total)) ??
        (await queryRows<AdvertRowWithoutNames>(
          db,
          sql`SELECT ${advertOuterColumns(scope.viewerId)}
              FROM (${total <= GIN_PAGE_LIMIT ? ginTextPage(query, where, offset) : pageOf(query, where)}) p`,
        ));
    }
    if (idsKey)
      await keep(idsKey, version, { ids: rows.map((r) => r.id), total } satisfies KeptPage);
    return { rows: await named(rows, version), total };
  }

  /**
   * The rows of a page whose ids were kept at the last version this process saw, read fresh
   * (counters, favourites) in one statement that also reads the version. `page` is undefined
   * when no ids are kept or the version has moved; `version` is then the one just read, if any.
   */
  async function readKeptPage(
    idsKey: string,
    viewerId: number | undefined,
  ): Promise<{ page?: { rows: AdvertRow[]; total: number }; version?: string }> {
    const latest = cache.latest();
    const kept = latest ? cache.get<KeptPage>(idsKey, latest) : undefined;
    if (!kept) return {};
    const ids = `{${kept.ids.join(',')}}`;
    const read = await preparedRows<AdvertRowWithoutNames & Versioned>(
      db,
      sql`SELECT v.version, ${advertOuterColumns(viewerId)}
          FROM advert_search_version v
          LEFT JOIN LATERAL (SELECT ${ADVERT_INNER_COLUMNS}
                             FROM adverts a JOIN categories c ON c.id = a.category_id
                             WHERE a.id = ANY(${ids}::int[])) p ON true
          WHERE v.id = 1
          ORDER BY array_position(${ids}::int[], p.id)`,
    );
    const version = String(read[0]?.version ?? 0);
    let total = kept.total;
    if (version !== latest) {
      // Written to since: the rows just read are of `version`; they are the page if the ids
      // are still kept once the cache is brought forward.
      await forwardTo(version);
      const forwarded = cache.get<KeptPage>(idsKey, version);
      if (forwarded?.ids !== kept.ids) return { version };
      total = forwarded.total;
    }
    const rows = read.filter((r) => r.id !== null);
    return { page: { rows: await named(rows, version), total }, version };
  }

  /**
   * A text page from a capped walk of the search without its text (text-pages.ts), when the
   * exact totals say a short walk should hold the page; undefined when it would not, or did not.
   */
  async function walkedTextPage(
    query: AdvertSearchQuery,
    scope: SearchScope,
    words: string[],
    version: string,
    total: number,
  ): Promise<AdvertRowWithoutNames[] | undefined> {
    // Views change without a version bump: their order has no kept total to trust.
    if (query.sort === 'viewCount') return undefined;
    const offset = query.page * query.size;
    const wanted = Math.min(query.size, total - offset);
    const withoutText = searchFilters(query, scope, []);
    const candidates = await totalOf(query, scope, [], withoutText, version);
    const walk = walkLength(offset + wanted, candidates, total);
    if (walk === undefined) return undefined;
    const rows = await queryRows<AdvertRowWithoutNames>(
      db,
      sql`SELECT ${advertOuterColumns(scope.viewerId)}
          FROM (${cappedWalkTextPage(query, withoutText, words, walk, offset)}) p`,
    );
    return rows.length === wanted ? rows : undefined;
  }

  /** Fills in the lookup names, from this process's copy for `version` (or the rows' own). */
  async function named(
    rows: Array<AdvertRowWithoutNames & Partial<Versioned>>,
    version?: string,
  ): Promise<AdvertRow[]> {
    if (rows.length === 0) return [];
    const v = version ?? String(rows[0]!.version ?? 0);
    await forwardTo(v);
    let names = cache.get<LookupNames>('lookup-names', v);
    if (!names) {
      names = await readLookupNames(db);
      cache.set('lookup-names', v, names);
    }
    return rows.map((r) => withNames(r, names));
  }

  /** advert_search_version as of this call or later; concurrent calls share reads (shared-reads.ts). */
  const currentVersion = createSharedRead(async (): Promise<string> => {
    const [row] = await preparedRows<Versioned>(db, versionStatement);
    return String(row?.version ?? 0);
  });

  /** A home summary, recomputed only when advert_search_version has moved. */
  async function summary<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = await currentVersion();
    await forwardTo(version);
    const hit = cache.get<T>(key, version);
    if (hit !== undefined) return hit;
    const value = await compute();
    cache.set(key, version, value);
    return value;
  }

  return {
    /** advert_search_version now: what the per-version caches are checked against. */
    currentVersion,

    /**
     * One page and its exact total. The page statement also reads advert_search_version; the
     * total comes from this process's cache when it was counted at that version, else from
     * search-counts.ts (which says how each kind of search is counted).
     */
    async search(query: AdvertSearchQuery, scope: SearchScope) {
      const words = query.q ? searchWords(query.q) : [];
      // A search made only of punctuation has no word to match.
      if (query.q && words.length === 0) return { rows: [], total: 0 };
      if (words.length) return textSearch(query, scope, words);
      const offset = query.page * query.size;
      const hasPrice = query.price_start !== undefined || query.price_end !== undefined;
      // Equality filters plan alike whatever their values; price ranges and deep pages do not,
      // and cost 1-2 ms of planning each time: their page's ids are kept per version instead.
      const samePlanForAllValues = !hasPrice && query.page <= 20;
      const idsKey = samePlanForAllValues ? undefined : keptIdsKey(query, scope, words);
      if (idsKey) {
        const kept = await readKeptPage(idsKey, scope.viewerId);
        if (kept.page) return kept.page;
      }
      const where = searchFilters(query, scope, words);
      const page = await (samePlanForAllValues ? preparedRows : queryRows)<
        AdvertRowWithoutNames & Versioned
      >(
        db,
        sql`SELECT v.version, ${advertOuterColumns(scope.viewerId)}
            FROM advert_search_version v
            LEFT JOIN LATERAL (${pageOf(query, where)}) p ON true
            WHERE v.id = 1`,
      );
      const version = String(page[0]?.version ?? 0);
      const rows = await named(
        page.filter((r) => r.id !== null),
        version,
      );
      // A page that is not full is the last one: its own rows give the total.
      const total =
        rows.length > 0 && rows.length < query.size
          ? offset + rows.length
          : rows.length === 0 && offset === 0
            ? 0
            : await totalOf(query, scope, words, where, version);
      if (idsKey)
        await keep(idsKey, version, { ids: rows.map((r) => r.id), total } satisfies KeptPage);
      return { rows, total };
    },

    async findBySlug(slug: string, viewerId: number | undefined): Promise<AdvertRow | undefined> {
      const rows = await preparedRows<AdvertRowWithoutNames & Versioned>(
        db,
        oneAdvert(sql`a.slug = ${slug}`, viewerId),
      );
      return (await named(rows))[0];
    },

    /**
     * An advert with everything its page shows, in one prepared statement: the row, its
     * pictures, its property values and the centres of its district and city. Four statements
     * cost four round trips on PostgreSQL and, on the embedded database where statements run one
     * at a time, most of a detail call (benchmark: 59 ms p95 at 16 connections).
     */
    async detailBySlug(slug: string, viewerId: number | undefined) {
      const rows = await preparedRows<AdvertRowWithoutNames & Versioned & DetailExtras>(
        db,
        sql`SELECT ${VERSION_COLUMN}, ${advertOuterColumns(viewerId)},
              (SELECT coalesce(json_agg(json_build_object(
                        'id', i.id, 'storageKey', i.storage_key, 'width', i.width,
                        'height', i.height, 'featured', i.featured)
                      ORDER BY i.featured DESC, i.seq, i.id), '[]'::json)
               FROM images i WHERE i.advert_id = p.id) AS images,
              (SELECT coalesce(json_agg(json_build_object(
                        'id', v.id, 'keyId', v.key_id, 'keyName', k.name, 'value', v.value,
                        'categoryId', k.category_id)
                      ORDER BY k.seq, k.id), '[]'::json)
               FROM property_values v JOIN category_property_keys k ON k.id = v.key_id
               WHERE v.advert_id = p.id) AS property_values,
              d.latitude AS district_latitude, d.longitude AS district_longitude,
              ci.latitude AS city_latitude, ci.longitude AS city_longitude
            FROM (SELECT ${ADVERT_INNER_COLUMNS}
                  FROM adverts a JOIN categories c ON c.id = a.category_id
                  WHERE a.slug = ${slug}) p
            LEFT JOIN cities ci ON ci.id = p.city_id
            LEFT JOIN districts d ON d.id = p.district_id AND d.city_id = p.city_id`,
      );
      const [row] = rows;
      if (!row) return undefined;
      const [named_] = await named(rows);
      return {
        row: named_!,
        images: parseJson<ImageRow[]>(row.images),
        values: parseJson<ValueRow[]>(row.property_values),
        place: toAdvertPlace(row),
      };
    },

    async findById(id: number, viewerId: number | undefined): Promise<AdvertRow | undefined> {
      const rows = await preparedRows<AdvertRowWithoutNames & Versioned>(
        db,
        oneAdvert(sql`a.id = ${id}`, viewerId),
      );
      return (await named(rows))[0];
    },

    /** The current slug of an advert that used to be reachable under `oldSlug`. */
    async currentSlugFor(oldSlug: string): Promise<string | undefined> {
      const rows = await queryRows<{ slug: string }>(
        db,
        sql`SELECT a.slug FROM ${advertSlugHistory} h JOIN adverts a ON a.id = h.advert_id WHERE h.slug = ${oldSlug}`,
      );
      return rows[0]?.slug;
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

    /** Cities with their number of public adverts, most first (from the count cube). */
    citySummaries() {
      return summary('home:cities', () =>
        preparedRows<{ id: number; city_name: string; amount: string | number }>(
          db,
          sql`SELECT ci.id, ci.name AS city_name, sum(k.n) AS amount
              FROM advert_counts k
              JOIN categories c ON c.id = k.category_id
              JOIN cities ci ON ci.id = k.place_id
              WHERE k.level = 2 AND k.status = 1 AND k.is_active AND k.bucket = -1 AND c.is_active
              GROUP BY ci.id, ci.name
              HAVING sum(k.n) > 0
              ORDER BY amount DESC, ci.name ASC`,
        ),
      );
    },

    /** One entry per active category with its number of public adverts (from the count cube). */
    categorySummaries() {
      return summary('home:categories', () =>
        preparedRows<{ slug: string; title: string; icon: string; amount: string | number }>(
          db,
          sql`SELECT c.slug, c.title, c.icon,
                     coalesce((SELECT sum(k.n) FROM advert_counts k
                               WHERE k.level = 0 AND k.place_id = 0 AND k.status = 1
                                 AND k.is_active AND k.bucket = -1 AND k.category_id = c.id), 0)
                       AS amount
              FROM categories c
              WHERE c.is_active
              ORDER BY c.seq ASC, c.title ASC`,
        ),
      );
    },

    /** Public adverts by 3 × tour requests + views. */
    async popular(amount: number, viewerId: number | undefined) {
      const rows = await preparedRows<AdvertRowWithoutNames & Versioned>(
        db,
        sql`SELECT ${VERSION_COLUMN}, ${advertOuterColumns(viewerId)}
            FROM (SELECT ${ADVERT_INNER_COLUMNS}
                  FROM adverts a JOIN categories c ON c.id = a.category_id
                  WHERE ${PUBLIC_ADVERT}
                  ORDER BY (3 * a.tour_request_count + a.view_count) DESC, a.id DESC
                  LIMIT ${sql.raw(String(amount))}) p
            ORDER BY (3 * p.tour_request_count + p.view_count) DESC, p.id DESC`,
      );
      return named(rows);
    },

    /** Removes view-dedup rows older than the hour they guard. */
    async pruneViews(): Promise<void> {
      await db.execute(
        sql`DELETE FROM advert_views WHERE hour_bucket < now() - interval '2 hours'`,
      );
    },

    /** Change-log rows are read only to bring caches a few versions forward (search-changes.ts). */
    async pruneSearchChanges(): Promise<void> {
      await db.execute(
        sql`DELETE FROM advert_search_changes WHERE created_at < now() - interval '10 minutes'`,
      );
    },
  };
}

export type AdvertsRepository = ReturnType<typeof createAdvertsRepository>;
