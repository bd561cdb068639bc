import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Listen } from './listen';
import type * as schema from './schema';

// Only types: the files below the database (lib/, the migrator) name it without loading a driver.

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(…)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a query runs on: the database or a transaction's handle (no cast between them). */
export type Executor = Db | Tx;

/** Plain SQL in, rows out (a pg client, a PGlite transaction): what backups read with. */
export interface SqlReader {
  query<T>(text: string): Promise<T[]>;
}

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** Pending migrations, then every definition of `db/sql/` (db/sql/README.md). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: a second pool whose every statement stops after `timeoutMs`
   * (statement_timeout), for the public reads (docs/decisions/0054-costly-read-budget.md).
   */
  readsWithTimeout?(timeoutMs: number): Db;
  /** Hears NOTIFY on a channel, from every process that writes to this database. */
  listen?: Listen;
  /**
   * Embedded only: runs `read` and copies the data directory (a gzipped tar) with no write in
   * between. Every other query waits meanwhile: PGlite runs one transaction at a time.
   */
  snapshot?<T>(read: (reader: SqlReader) => Promise<T>): Promise<{ facts: T; dataDir: Blob }>;
}
