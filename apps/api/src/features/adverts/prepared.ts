import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryRows, type Db } from '../../db/client';

const dialect = new PgDialect();
/** Statements PREPAREd in each embedded database's single session. */
const preparedIn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();

/** An SQL literal for a parameter value (numbers, strings, booleans, null). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // E'' with both escapes: right whatever standard_conforming_strings says.
  return `E'${String(value).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * Runs a hot read as a prepared statement: parsed once per database session, and planned once
 * when PostgreSQL finds its generic plan as good as the per-value ones. That saves the 1–4 ms
 * that parsing and planning the search statements cost on every call. Only for statements whose
 * best plan does not depend on the values (equality filters, fixed LIMIT/OFFSET in the text);
 * price ranges and text searches keep a plan made for their values (`queryRows`).
 *
 * On a PostgreSQL server: a named statement of the wire protocol, prepared by each pooled
 * connection on first use. Embedded: SQL PREPARE once in PGlite's single session, then EXECUTE
 * with the values as literals.
 */
export async function preparedRows<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `adv_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (client instanceof pg.Pool) {
    const result = await client.query({ name, text, values: params });
    return result.rows as T[];
  }
  if (client instanceof PGlite) {
    let statements = preparedIn.get(client);
    if (!statements) preparedIn.set(client, (statements = new Map()));
    let prepared = statements.get(name);
    if (!prepared) {
      // The name is a hash of the text: a statement of that name already there is this one (the
      // PGlite driver can run a utility statement twice, the second run then fails with 42P05).
      prepared = db.execute(sql.raw(`PREPARE ${name} AS ${text}`)).catch((error: unknown) => {
        const code = (error as { cause?: { code?: string } }).cause?.code;
        if (code !== '42P05') throw error;
      });
      statements.set(name, prepared);
      prepared.catch(() => statements.delete(name));
    }
    await prepared;
    const args = params.length ? `(${params.map(literal).join(', ')})` : '';
    return queryRows<T>(db, sql.raw(`EXECUTE ${name}${args}`));
  }
  return queryRows<T>(db, query);
}
