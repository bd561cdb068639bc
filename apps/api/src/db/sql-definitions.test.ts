import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { queryRows, type Database } from './client';
import { readSqlDefinitions } from './sql-definitions';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await openTestDatabase()));
afterAll(() => drop());

interface CatalogRow {
  kind: 'function' | 'view' | 'trigger';
  name: string;
  definition: string;
}

/** Our functions (not the extensions'), views and triggers (not the foreign keys'), as defined. */
const catalog = () =>
  queryRows<CatalogRow>(
    database.db,
    sql`SELECT 'function' AS kind, p.proname AS name, pg_get_functiondef(p.oid) AS definition
        FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND NOT EXISTS (
          SELECT 1 FROM pg_depend e
          WHERE e.classid = 'pg_proc'::regclass AND e.objid = p.oid AND e.deptype = 'e')
        UNION ALL
        SELECT 'view', c.relname, pg_get_viewdef(c.oid)
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'v'
        UNION ALL
        SELECT 'trigger', t.tgname, pg_get_triggerdef(t.oid)
        FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
        JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND NOT t.tgisinternal
        ORDER BY 1, 2, 3`,
  );

const KIND_ORDER = ['function', 'view', 'trigger'];

const migrationCount = async () =>
  (
    await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`,
    )
  )[0]?.n;

describe('the SQL definitions of db/sql', () => {
  it('are exactly the functions, views and triggers of the migrated database', async () => {
    const inDatabase = (await catalog()).map(({ kind, name }) => `${kind} ${name}`);
    const inFiles = readSqlDefinitions().map(({ kind, name }) => `${kind} ${name}`);
    expect(inDatabase.sort()).toEqual(inFiles.sort());
  });

  it('change nothing when a second start applies them again', async () => {
    const before = await catalog();
    const migrations = await migrationCount();
    await database.migrate();
    expect(await catalog()).toEqual(before);
    expect(await migrationCount()).toBe(migrations);
  });

  it('come after what they use: functions, a function after those it calls, then triggers', () => {
    const order = readSqlDefinitions().map(({ kind, name }) => `${kind} ${name}`);
    expect(order.indexOf('function tallies_apply')).toBeLessThan(
      order.indexOf('function adverts_tally_insert'),
    );
    const kinds = readSqlDefinitions().map(({ kind }) => kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => KIND_ORDER.indexOf(a) - KIND_ORDER.indexOf(b)));
  });
});
