import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryRows, type Db } from '../../db/client';

const dialect = new PgDialect();

/**
 * Runs a hot read as a named prepared statement on a PostgreSQL server: each pooled connection
 * parses it once and may keep a generic plan, which saves the 2–4 ms that parsing and planning
 * the search statements cost on every call. Only for statements whose best plan does not depend
 * on the values (equality filters, fixed LIMIT/OFFSET in the text): price ranges and text
 * searches keep a plan made for their values (`queryRows`). The embedded database has a single
 * in-process session and takes the plain path.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `adv_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
  const result = await client.query({ name, text, values: params });
  return result.rows as T[];
}
