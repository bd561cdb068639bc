import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { TourRequestSortField } from '@estate/contracts';
import { queryRows, type Executor } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import { isPublicColumn, lastPublicColumn, type LastPublicJson } from '../../lib/last-public';
import { foldedPattern } from '../../lib/folded-search';
import { readTally, type TallySubject } from '../../lib/tallies';
import { adverts, tourRequests } from '../../db/schema';
import { ADVERT_ZONE_OF_REQUEST, propertyNow } from './tour-places.repository';

export interface TourRequestRow {
  id: number;
  advert_id: number;
  advert_slug: string;
  advert_title: string;
  tour_time: string;
  /** The property's IANA zone: `tour_time` is a wall-clock time there. */
  time_zone: string;
  status: string;
  created_at: string | Date;
  guest_id: number;
  guest_first_name: string;
  guest_last_name: string;
  guest_email: string;
  owner_id: number;
  owner_first_name: string;
  owner_last_name: string;
  owner_email: string;
  /** Each side's kept language: their e-mails are written in it (docs/product.md#languages). */
  guest_language: string;
  owner_language: string;
  /** Whether the advert is public now; if not, a guest sees only `last_public` of it. */
  is_public: boolean;
  last_public: LastPublicJson | string | null;
}

/** Which requests a list holds; every given condition applies. */
export interface TourRequestFilter {
  guestId?: number;
  ownerId?: number;
  advertId?: number;
  /** The person either as guest or as owner (the Users page). */
  personId?: number;
  q?: string;
  /**
   * A customer searching: the other side's name is matched as they see it, by its short form
   * until the tour is approved (docs/product.md#tour-requests). Unset for staff.
   */
  searcherId?: number;
}

/** A person's name as the searcher sees it on a request (`alias` is their users row). */
function searchedName(alias: 'g' | 'o', searcherId: number | undefined): SQL {
  const full = sql.raw(`${alias}.first_name || ' ' || ${alias}.last_name`);
  if (searcherId === undefined) return full;
  const short = sql.raw(
    `${alias}.first_name || CASE WHEN trim(${alias}.last_name) = '' THEN '' ` +
      `ELSE ' ' || upper(left(trim(${alias}.last_name), 1)) || '.' END`,
  );
  return sql`CASE WHEN r.status = 'APPROVED' OR ${sql.raw(alias)}.id = ${searcherId}
    THEN ${full} ELSE ${short} END`;
}

export interface TourRequestPageQuery {
  page: number;
  size: number;
  sort: TourRequestSortField;
  type: 'ASC' | 'DESC';
}

const SORT_COLUMNS: Record<TourRequestSortField, SQL> = {
  id: sql`r.id`,
  tourTime: sql`r.tour_time`,
  status: sql`r.status`,
  createAt: sql`r.created_at`,
};

/** Requests `r` with their advert and both people, from `source` (a table or a named subquery). */
const fromRequests = (source: SQL = sql`tour_requests`) => sql`
  FROM ${source} r
  JOIN adverts a ON a.id = r.advert_id
  JOIN users g ON g.id = r.guest_user_id
  JOIN users o ON o.id = r.owner_user_id`;

const selectRequests = (source?: SQL) => sql`
  SELECT r.id, r.advert_id, a.slug AS advert_slug, a.title AS advert_title,
         to_char(r.tour_time, 'YYYY-MM-DD"T"HH24:MI:SS') AS tour_time, r.status, r.created_at,
         ${ADVERT_ZONE_OF_REQUEST} AS time_zone,
         g.id AS guest_id, g.first_name AS guest_first_name, g.last_name AS guest_last_name,
         g.email AS guest_email, g.language AS guest_language,
         o.id AS owner_id, o.first_name AS owner_first_name, o.last_name AS owner_last_name,
         o.email AS owner_email, o.language AS owner_language,
         ${isPublicColumn(sql`a.id`)}, ${lastPublicColumn(sql`a.id`)}
  ${fromRequests(source)}`;

/**
 * One guest's or owner's requests, read through that person's index before anything is sorted.
 * Left to itself PostgreSQL walked every request newest first and skipped the others' (200,000
 * rows for a page of 10 of an owner whose requests were old); a person has a few thousand at most.
 */
function personSource(filter: TourRequestFilter): SQL | undefined {
  if (filter.ownerId !== undefined)
    return sql`(SELECT * FROM tour_requests WHERE owner_user_id = ${filter.ownerId} OFFSET 0)`;
  if (filter.guestId !== undefined)
    return sql`(SELECT * FROM tour_requests WHERE guest_user_id = ${filter.guestId} OFFSET 0)`;
  return undefined;
}

/** The person a list is read through (its owner, else its guest), with that column of `r`. */
function personOf(filter: TourRequestFilter): { column: SQL; id: number } | undefined {
  if (filter.ownerId !== undefined) return { column: sql`r.owner_user_id`, id: filter.ownerId };
  if (filter.guestId !== undefined) return { column: sql`r.guest_user_id`, id: filter.guestId };
  return undefined;
}

/**
 * The ids of one page of a person's list (no search), before anything is joined. In time order
 * the person's (person, tour_time) index is walked up to the page. In id order the person's
 * (person, id) index is walked: the person is matched with `= ANY(ARRAY[id])`, because with a
 * plain `=` PostgreSQL drops the person from the ORDER BY and may walk every request's primary
 * key newest first instead, skipping the others' (20 ms for an owner whose requests are old).
 * Any other order sorts the person's rows.
 */
function personPageIds(
  filter: TourRequestFilter,
  person: SQL,
  query: TourRequestPageQuery,
  limit: SQL,
): SQL {
  const where = whereOf(filter);
  const direction = query.type === 'ASC' ? sql`ASC` : sql`DESC`;
  const order = sql`ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, r.id ${direction}`;
  if (query.sort === 'tourTime')
    return sql`SELECT r.id FROM tour_requests r WHERE ${where} ${order} ${limit}`;
  const walked = personOf(filter);
  if (query.sort === 'id' && walked) {
    const others = whereOf({ ...filter, ownerId: undefined, guestId: undefined });
    const own = filter.ownerId !== undefined && filter.guestId !== undefined;
    // Both people given: the guest stays a plain condition, the owner's index is walked.
    const guest = own ? sql` AND r.guest_user_id = ${filter.guestId}` : sql``;
    return sql`SELECT r.id FROM tour_requests r
      WHERE ${walked.column} = ANY(ARRAY[${walked.id}]::int[]) AND ${others}${guest}
      ORDER BY ${walked.column} ${direction}, r.id ${direction} ${limit}`;
  }
  return sql`SELECT r.id FROM (SELECT r.* FROM ${person} r WHERE ${where}) r ${order} ${limit}`;
}

/** A person's whole list (no search, no advert) is counted by the trigger-kept tallies. */
function tallyOf(filter: TourRequestFilter): [TallySubject, number] | undefined {
  if (filter.q || filter.advertId !== undefined || filter.personId !== undefined) return undefined;
  if (filter.ownerId !== undefined && filter.guestId === undefined)
    return ['tour_requests:owner', filter.ownerId];
  if (filter.guestId !== undefined && filter.ownerId === undefined)
    return ['tour_requests:guest', filter.guestId];
  return undefined;
}

/**
 * Search: the advert's title, either person's name, the status or the date, folded on both sides
 * one way (fold_text and foldText: docs/product.md#search). No index serves a substring of three
 * joined tables; a person's list is read through their index first.
 */
function whereOf(filter: TourRequestFilter): SQL {
  const conditions: SQL[] = [sql`TRUE`];
  if (filter.guestId !== undefined) conditions.push(sql`r.guest_user_id = ${filter.guestId}`);
  if (filter.ownerId !== undefined) conditions.push(sql`r.owner_user_id = ${filter.ownerId}`);
  if (filter.advertId !== undefined) conditions.push(sql`r.advert_id = ${filter.advertId}`);
  if (filter.personId !== undefined)
    conditions.push(
      sql`(r.guest_user_id = ${filter.personId} OR r.owner_user_id = ${filter.personId})`,
    );
  if (filter.q) {
    const like = foldedPattern(filter.q);
    conditions.push(sql`(fold_text(a.title) LIKE ${like}
      OR fold_text(${searchedName('g', filter.searcherId)}) LIKE ${like}
      OR fold_text(${searchedName('o', filter.searcherId)}) LIKE ${like}
      OR lower(r.status) LIKE ${like}
      OR to_char(r.tour_time, 'YYYY-MM-DD HH24:MI') LIKE ${like})`);
  }
  return sql.join(conditions, sql` AND `);
}

export function createTourRequestsRepository(db: Executor) {
  /** Without a search the joined rows always exist (foreign keys): count the requests alone. */
  const countOf = async (filter: TourRequestFilter, where: SQL, person: SQL | undefined) => {
    const counted = await queryRows<{ n: number }>(
      db,
      filter.q
        ? sql`SELECT count(*)::int AS n ${fromRequests(person)} WHERE ${where}`
        : sql`SELECT count(*)::int AS n FROM tour_requests r WHERE ${where}`,
    );
    return counted[0]?.n ?? 0;
  };

  return {
    async findById(id: number): Promise<TourRequestRow | undefined> {
      const rows = await queryRows<TourRequestRow>(db, sql`${selectRequests()} WHERE r.id = ${id}`);
      return rows[0];
    },

    async page(filter: TourRequestFilter, query: TourRequestPageQuery) {
      const where = whereOf(filter);
      const person = personSource(filter);
      const tally = tallyOf(filter);
      const direction = query.type === 'ASC' ? sql`ASC` : sql`DESC`;
      const order = sql`ORDER BY ${SORT_COLUMNS[query.sort]} ${direction}, r.id ${direction}`;
      const limit = sql`LIMIT ${query.size} OFFSET ${query.page * query.size}`;
      const pageRows =
        !person || filter.q
          ? sql`${selectRequests(person)} WHERE ${where} ${order} ${limit}`
          : sql`${selectRequests()} WHERE r.id IN (${personPageIds(filter, person, query, limit)}) ${order}`;
      // A person's whole list has a fixed shape: planned once per connection (16 names at most).
      const [rows, total] = await Promise.all([
        tally
          ? namedQuery<TourRequestRow>(
              db,
              `tour_requests_page_${tally[0] === 'tour_requests:owner' ? 'owner' : 'guest'}_${query.sort}_${query.type}`,
              pageRows,
            )
          : queryRows<TourRequestRow>(db, pageRows),
        tally ? readTally(db, ...tally) : countOf(filter, where, person),
      ]);
      return { rows, total };
    },

    /** PENDING requests on the owner's adverts whose time is still ahead at the property. */
    async waitingFor(ownerId: number, now: Date): Promise<number> {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM tour_requests r
            WHERE r.owner_user_id = ${ownerId} AND r.status = 'PENDING' AND r.tour_time > ${propertyNow(now)}`,
      );
      return rows[0]?.n ?? 0;
    },

    async hasPendingOf(guestId: number, advertId: number, tourTime: string): Promise<boolean> {
      const rows = await db
        .select({ id: tourRequests.id })
        .from(tourRequests)
        .where(
          and(
            eq(tourRequests.guestUserId, guestId),
            eq(tourRequests.advertId, advertId),
            eq(tourRequests.tourTime, tourTime),
            eq(tourRequests.status, 'PENDING'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async isSlotApproved(advertId: number, tourTime: string): Promise<boolean> {
      const rows = await db
        .select({ id: tourRequests.id })
        .from(tourRequests)
        .where(
          and(
            eq(tourRequests.advertId, advertId),
            eq(tourRequests.tourTime, tourTime),
            eq(tourRequests.status, 'APPROVED'),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts a PENDING request and counts it on the advert, in one transaction. */
    create(request: {
      advertId: number;
      guestUserId: number;
      ownerUserId: number;
      tourTime: string;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tourRequests)
          .values(request)
          .returning({ id: tourRequests.id });
        await tx
          .update(adverts)
          .set({ tourRequestCount: sql`${adverts.tourRequestCount} + 1` })
          .where(eq(adverts.id, request.advertId));
        return row!.id;
      });
    },
  };
}

export type TourRequestsRepository = ReturnType<typeof createTourRequestsRepository>;
