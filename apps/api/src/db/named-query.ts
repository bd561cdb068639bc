import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { queryRows, type Executor } from './client';

const dialect = new PgDialect();
/** The text behind each statement name: one name, one text, for the life of the process. */
const statementTexts = new Map<string, string>();

/** How many statements this process may prepare on each pooled connection. */
export const MAX_NAMED_STATEMENTS = 64;

/**
 * Runs a read whose SQL text never changes (only its parameters do) as a named statement on a
 * PostgreSQL server: each pooled connection parses and plans it once instead of on every call.
 * The name is the caller's, never derived from values, and every value travels as a parameter,
 * so the statements a connection holds are bounded by the call sites (MAX_NAMED_STATEMENTS
 * guards that). The embedded database runs it as an ordinary parameterized query: PGlite has
 * no named statements with parameters.
 */
export async function namedQuery<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const known = statementTexts.get(name);
  if (known === undefined) {
    if (statementTexts.size >= MAX_NAMED_STATEMENTS)
      throw new Error(`more than ${MAX_NAMED_STATEMENTS} named statements: ${name}`);
    statementTexts.set(name, text);
  } else if (known !== text) {
    throw new Error(`named statement ${name} was given another SQL text`);
  }
  const result = await client.query({ name, text, values: params as unknown[] });
  return result.rows as T[];
}
