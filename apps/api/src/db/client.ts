import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'embedded' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openEmbeddedDatabase(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create(
    dataDir ? { dataDir, extensions: { pg_trgm } } : { extensions: { pg_trgm } },
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

/** A PostgreSQL server through a connection pool. */
export async function openServerDatabase(
  connectionString: string,
  poolSize = 10,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle pooled connection that the server ends (restart, admin command) is reported here;
  // without a listener the pool re-emits it as an unhandled 'error' and the process dies. The
  // pool drops that connection and opens a new one on the next query. Connections still closing
  // after close() (pool.end() does not wait for them) are expected to go quietly.
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL: an idle pooled connection failed: ${error.message}`);
  });
  // numeric and bigint stay strings (exact); the mappers turn them into numbers where safe.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several API processes may start together: one migrates, the others wait for it.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727001)');
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        client.release();
      }
    },
    close: () => {
      closing = true;
      return pool.end();
    },
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** Raw SQL for what the query builder cannot say; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
