import { sql } from 'drizzle-orm';
import { ADVERT_STATUS_CODES, type AdvertStatus } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';

/**
 * Bringing kept search results forward across versions (docs/decisions/search-performance.md,
 * section 8). Every bump of advert_search_version by the adverts triggers logs the search state
 * of the adverts it is about, before and after (migration 0009). A total or a page's ids kept at
 * version v is still right at v' when no logged change in (v, v'] could touch it: a total moves
 * by the adverts that joined or left its search, a page stays while every changed advert that
 * is in its search (before or after) kept both its place in the search and its sort key.
 */

/** An advert's search state as advert_search_state_sql writes it. */
export interface AdvertState {
  s: number;
  a: boolean;
  /** Its category was switched on at the time (a switch itself empties every cache). */
  ca: boolean;
  c: number;
  t: number;
  co: number;
  ci: number;
  d: number;
  p: string;
  ti: string;
  cr: string;
  w: string[];
}

export interface AdvertChange {
  version: number;
  advertId: number;
  old: AdvertState | null;
  new: AdvertState | null;
}

/** What a search tests, as countKey (adverts.repository.ts) writes it. */
type CountKeyParts = [
  scope: string,
  words: string[],
  categoryid: number | null,
  advertTypeId: number | null,
  country: number | null,
  city: number | null,
  district: number | null,
  priceStart: number | null,
  priceEnd: number | null,
];

const SORT_STATE: Record<string, keyof AdvertState> = { title: 'ti', price: 'p', createAt: 'cr' };

/** Most versions brought forward at once; further behind, recounting is cheaper. */
export const MAX_FORWARD_VERSIONS = 500;

export function matches(state: AdvertState | null, parts: CountKeyParts): boolean {
  if (!state) return false;
  const [scope, words, category, type, country, city, district, lo, hi] = parts;
  if (scope === 'public') {
    if (!(state.s === 1 && state.a && state.ca)) return false;
  } else if (scope !== 'any' && state.s !== ADVERT_STATUS_CODES[scope as AdvertStatus]) {
    return false;
  }
  if (category != null && state.c !== category) return false;
  if (type != null && state.t !== type) return false;
  if (country != null && state.co !== country) return false;
  if (city != null && state.ci !== city) return false;
  if (district != null && state.d !== district) return false;
  if (lo != null && Number(state.p) < lo) return false;
  if (hi != null && Number(state.p) > hi) return false;
  return words.every((w) => state.w.some((lexeme) => lexeme.startsWith(w)));
}

/** A total kept for `countKey` after the changes: moved by the adverts that joined or left. */
export function forwardTotal(countKey: string, total: number, changes: AdvertChange[]): number {
  const parts = JSON.parse(countKey) as CountKeyParts;
  let n = total;
  for (const c of changes) n += Number(matches(c.new, parts)) - Number(matches(c.old, parts));
  return n;
}

/**
 * Whether a page kept for `countKey` in `sort` order is unchanged by the changes: every changed
 * advert is either outside the search before and after, or inside both times with the same sort
 * key (its shown columns are read fresh by id, so they do not matter here).
 */
export function pageUnchanged(countKey: string, sort: string, changes: AdvertChange[]): boolean {
  const parts = JSON.parse(countKey) as CountKeyParts;
  const sortKey = SORT_STATE[sort];
  if (!sortKey) return false;
  return changes.every((c) => {
    const before = matches(c.old, parts);
    const after = matches(c.new, parts);
    if (!before && !after) return true;
    return before && after && String(c.old![sortKey]) === String(c.new![sortKey]);
  });
}

/**
 * The logged changes of the versions after `from` up to `to`, or undefined when some version in
 * between has none (a category, place or picture change, or rows already pruned): then nothing
 * kept can be trusted.
 */
export async function readChanges(
  db: Db,
  from: number,
  to: number,
): Promise<AdvertChange[] | undefined> {
  if (to - from > MAX_FORWARD_VERSIONS) return undefined;
  const rows = await queryRows<{
    version: string | number;
    advert_id: number;
    old_state: AdvertState | string | null;
    new_state: AdvertState | string | null;
  }>(
    db,
    sql`SELECT version, advert_id, old_state, new_state FROM advert_search_changes
        WHERE version > ${from} AND version <= ${to} ORDER BY version, advert_id`,
  );
  const versions = new Set(rows.map((r) => Number(r.version)));
  if (versions.size !== to - from) return undefined;
  const state = (v: AdvertState | string | null) =>
    typeof v === 'string' ? (JSON.parse(v) as AdvertState) : v;
  return rows.map((r) => ({
    version: Number(r.version),
    advertId: r.advert_id,
    old: state(r.old_state),
    new: state(r.new_state),
  }));
}
