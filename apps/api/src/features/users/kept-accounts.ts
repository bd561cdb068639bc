import { LRUCache } from 'lru-cache';
import type { Listen, ListenHandlers } from '../../db/listen';
import type { UserRow } from './users.repository';

/** The channel the users table announces its changed rows on (db/sql users_announce_change). */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changed';
/** Rows kept at most: about 1 KB each. */
const KEPT_AT_MOST = 20_000;

export interface KeptAccountsOptions {
  /** Reads an account row from the database. */
  read(id: number): Promise<UserRow | undefined>;
  /** How long a kept row may answer; 0 keeps none. */
  maxAgeMs: number;
}

/**
 * Customers' account rows as the public lists read them on every signed-in request: kept in the
 * process and forgotten the moment the database announces a change of theirs (a trigger's
 * NOTIFY, heard by every process), so that a session ended, a role changed or a change stamped
 * counts at once, as a fresh read would (docs/product.md#freshness). While the announcements may
 * be missed (no listener yet, a lost connection), every row is read. Staff rows are never kept.
 * A read that began before a change is not kept: it may hold the row as it was.
 */
export function createKeptAccounts({ read, maxAgeMs }: KeptAccountsOptions) {
  const rows = new LRUCache<number, UserRow>({ max: KEPT_AT_MOST, ttl: Math.max(1, maxAgeMs) });
  let hearing = false;
  // Counts the forgettings: a read that saw it move may have read the row before a change.
  let forgettings = 0;

  const forget = (id?: number) => {
    forgettings += 1;
    if (id === undefined) rows.clear();
    else rows.delete(id);
  };

  const changes: ListenHandlers = {
    message(payload) {
      const id = Number(payload);
      forget(Number.isInteger(id) ? id : undefined);
    },
    hearing(on) {
      hearing = on;
      forget();
    },
  };

  return {
    /** The row, possibly as kept; a staff row, and any row while not hearing, is read. */
    async find(id: number): Promise<UserRow | undefined> {
      if (!hearing || maxAgeMs <= 0) return read(id);
      const kept = rows.get(id);
      if (kept) return kept;
      const before = forgettings;
      const row = await read(id);
      if (row && row.role === 'CUSTOMER' && forgettings === before) rows.set(id, row);
      return row;
    },
    /** This process wrote the row: forgotten now, before the announcement comes back. */
    forget: (id: number) => forget(id),
    /** What the database's listener tells (db/listen.ts). */
    changes,
    /** Rows kept now (tests). */
    get size() {
      return rows.size;
    },
  };
}

export type KeptAccounts = ReturnType<typeof createKeptAccounts>;

/** Starts hearing the database's account changes; the returned function stops it. */
export async function hearAccountChanges(
  listen: Listen | undefined,
  kept: KeptAccounts,
): Promise<() => Promise<void>> {
  if (!listen) return async () => undefined;
  return listen(ACCOUNT_CHANGES_CHANNEL, kept.changes);
}
