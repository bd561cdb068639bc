import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';
import { readSqlDefinitions } from './sql-definitions';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * drizzle's migrator, step for step (same journal table, same rule: a migration runs when its
 * `when` is later than the last applied one's), then every definition of `db/sql/` with CREATE OR
 * REPLACE, all in one transaction. drizzle's own would commit the migrations alone, and a
 * migration's data move (a first count of the tallies, say) relies on the triggers that keep it
 * right being in place when it commits.
 */
export async function migrateDatabase(db: Db): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const definitions = readSqlDefinitions();
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS "drizzle"`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (
    id SERIAL PRIMARY KEY,
    hash text NOT NULL,
    created_at bigint
  )`);
  const { rows } = (await db.execute(
    sql`SELECT created_at FROM "drizzle"."__drizzle_migrations" ORDER BY created_at DESC LIMIT 1`,
  )) as unknown as { rows: { created_at: string | number }[] };
  const lastApplied = rows[0] === undefined ? undefined : Number(rows[0].created_at);
  await db.transaction(async (tx) => {
    for (const migration of migrations) {
      if (lastApplied !== undefined && lastApplied >= migration.folderMillis) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at")
        VALUES (${migration.hash}, ${migration.folderMillis})`);
    }
    for (const definition of definitions) await tx.execute(sql.raw(definition.text));
  });
}
