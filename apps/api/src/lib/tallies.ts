import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/types';
import { queryRows } from './query-rows';

/**
 * What the tallies table counts (migrations 0018 and 0020); the id is the person's for
 * per-person subjects: an owner's adverts per status code, a person's tour requests per side.
 */
export type TallySubject =
  | 'users'
  | 'users:CUSTOMER'
  | 'tour_requests'
  | 'tour_requests:owner'
  | 'tour_requests:guest'
  | 'adverts'
  | `adverts:${number}`;

/** Subjects that add up a family of rows: every role's, every status's. */
const FAMILIES: Partial<Record<TallySubject, string>> = { users: 'users:%', adverts: 'adverts:%' };

/** A trigger-kept count as a scalar subquery, to sit in a SELECT list beside others. */
export function tallySql(subject: TallySubject, subjectId = 0): SQL {
  const family = FAMILIES[subject];
  const which = family
    ? sql`subject LIKE ${family} AND subject_id = ${subjectId}`
    : sql`subject = ${subject} AND subject_id = ${subjectId}`;
  return sql`(SELECT coalesce(sum(n), 0)::bigint FROM tallies WHERE ${which})`;
}

/** One trigger-kept count, exact as of the caller's snapshot. */
export async function readTally(db: Db, subject: TallySubject, subjectId = 0): Promise<number> {
  const rows = await queryRows<{ n: string | number }>(
    db,
    sql`SELECT ${tallySql(subject, subjectId)} AS n`,
  );
  return Number(rows[0]?.n ?? 0);
}
