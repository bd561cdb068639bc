import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { listenEmbedded, listenOnServer } from './listen';
import { migrateDatabase } from './migrate';
import * as schema from './schema';
import type { Database, Db } from './types';

// The types live in db/types.ts (below the drivers), queryRows in lib/; kept here for the callers.
export type { Database, Db, Executor, Schema, SqlReader, Tx } from './types';
export { queryRows } from '../lib/query-rows';

/** Embedded PostgreSQL (PGlite) in `dataDir`, or in memory when `dataDir` is undefined. */
export async function openEmbeddedDatabase(
  dataDir: string | undefined,
  loadDataDir?: Blob,
): Promise<Database> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'embedded',
    migrate: () => migrateDatabase(db),
    close: () => client.close(),
    listen: listenEmbedded(client),
    snapshot: (read) =>
      client.transaction(async (tx) => {
        await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
        const facts = await read({ query: async (text) => (await tx.query(text)).rows as never });
        // Holding the transaction keeps every other query out until the copy is taken.
        const dump = await client.dumpDataDir('gzip');
        return { facts, dataDir: dump };
      }),
  };
}

/** A PostgreSQL server through a connection pool. */
export async function openServerDatabase(
  connectionString: string,
  poolSize = 10,
): Promise<Database> {
  // A request waits at most this long for a connection: with the server down or every connection
  // busy, it gets a 503 it can retry rather than hanging until the proxy gives up.
  // JIT compilation and parallel workers off (docs/decisions/0042-postgres-jit-and-parallel-off.md):
  // compiling took seconds on statements that run in milliseconds, and workers walking an index
  // in parallel read hundreds of rows for a page of ten. A URL's own options win.
  const options = '-c jit=off -c max_parallel_workers_per_gather=0';
  const openPool = (extra = '') =>
    new pg.Pool({
      connectionString,
      max: poolSize,
      connectionTimeoutMillis: 10_000,
      options: options + extra,
    });
  const pool = openPool();
  const readPools: pg.Pool[] = [];
  // An idle pooled connection that the server ends (restart, admin command) is reported here;
  // without a listener the pool re-emits it as an unhandled 'error' and the process dies. The
  // pool drops that connection and opens a new one on the next query. Connections still closing
  // after close() (pool.end() does not wait for them) are expected to go quietly.
  let closing = false;
  const quietly = (p: pg.Pool) => {
    p.on('error', (error) => {
      if (!closing) console.error(`PostgreSQL: an idle pooled connection failed: ${error.message}`);
    });
    // A checked-out connection has no listener of the pool's: one that a transaction holds between
    // two statements when the server restarts would kill the process. Its next statement fails
    // instead (a 503), and the pool drops it on release as no longer queryable.
    p.on('connect', (client) => client.on('error', () => undefined));
    return p;
  };
  quietly(pool);
  // numeric and bigint stay strings (exact); the mappers turn them into numbers where safe.
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several API processes may start together: one migrates, the others wait for it (two
      // concurrent CREATE OR REPLACE of one function fail: "tuple concurrently updated").
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(727001)');
        await migrateDatabase(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        await client.query('SELECT pg_advisory_unlock(727001)').catch(() => undefined);
        client.release();
      }
    },
    readsWithTimeout(timeoutMs) {
      const readPool = quietly(openPool(` -c statement_timeout=${Math.round(timeoutMs)}`));
      readPools.push(readPool);
      return drizzlePg(readPool, { schema }) as unknown as Db;
    },
    close: async () => {
      closing = true;
      await Promise.all([pool, ...readPools].map((p) => p.end()));
    },
    listen: listenOnServer(connectionString, (message) => console.error(message)),
  };
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
