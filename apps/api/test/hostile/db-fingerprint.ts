import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';

/**
 * Tables a refused call may change, with the reason. Everything else must be byte for byte the
 * same after a refusal.
 */
export const TABLES_A_REFUSAL_MAY_TOUCH: Record<string, string> = {
  rate_limit_counters: 'counts attempts, refused ones included: that is what a limit is for',
  throttles: 'failed logins and reset codes are counted before the password or code is checked',
};

/** Row count and an md5 over every row's text, per table. */
export type Fingerprint = Map<string, { rows: number; md5: string }>;

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Fingerprints every table of the public schema in one statement (one round trip per call keeps
 * thousands of comparisons cheap on both databases).
 */
export async function createFingerprinter(db: Db) {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )
  )
    .map((r) => r.name)
    .filter((name) => !(name in TABLES_A_REFUSAL_MAY_TOUCH));
  const statement = tables
    .map(
      (name) =>
        `SELECT '${name.replaceAll("'", "''")}' AS name, count(*)::int AS rows,
           coalesce(sum(hashtextextended(t::text, 0)), 0)::text AS md5
         FROM ${quoteIdent(name)} t`,
    )
    .join(' UNION ALL ');

  return {
    tables,
    /**
     * The first transaction id not yet finished: every write (kept or rolled back) takes an id,
     * reads never do, so while this stays the same no table can have changed and the last
     * fingerprint still holds (a read-only call then costs one cheap query instead of a scan of
     * every table). Ids are counted across the whole server: a write elsewhere only means a
     * full fingerprint.
     */
    async mark(): Promise<string> {
      const [row] = await queryRows<{ xid: string }>(
        db,
        sql`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid`,
      );
      return row!.xid;
    },
    async take(): Promise<Fingerprint> {
      const rows = await queryRows<{ name: string; rows: number; md5: string }>(
        db,
        sql.raw(statement),
      );
      return new Map(rows.map((r) => [r.name, { rows: Number(r.rows), md5: r.md5 }]));
    },
  };
}

/** Names of the tables whose count or checksum differ, with the counts before and after. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const changed: string[] = [];
  for (const [name, was] of before) {
    const now = after.get(name);
    if (!now || now.md5 !== was.md5 || now.rows !== was.rows)
      changed.push(`${name} (${was.rows} → ${now?.rows ?? 'gone'} rows)`);
  }
  return changed;
}
