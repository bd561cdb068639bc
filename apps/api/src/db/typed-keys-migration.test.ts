import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedDatabase, queryRows, type Database } from './client';
import { misfitWarning } from './misfit-warning';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

let database: Database;
const run = async (statements: string[]) => {
  for (const statement of statements) await database.db.execute(sql.raw(statement));
};

/** A database as it was before keys had types, with values of every kind, then the migration. */
beforeAll(async () => {
  database = await openEmbeddedDatabase(undefined);
  const migrations = readMigrationFiles({ migrationsFolder });
  const at = migrations.findIndex((m) => m.sql.join('').includes('property_value_misfits'));
  expect(at).toBeGreaterThan(0);
  // As the migrator does: in one transaction (some migrations lock tables).
  await database.db.transaction(async (tx) => {
    for (const migration of migrations.slice(0, at))
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
  });
  await run([
    `INSERT INTO users (id, first_name, last_name, phone, email, password_hash, role, search_text)
     OVERRIDING SYSTEM VALUE VALUES (1, 'Old', 'Owner', '+905550000000', 'old@example.com',
     'x', 'CUSTOMER', 'old owner')`,
    `INSERT INTO advert_types (id, title) OVERRIDING SYSTEM VALUE VALUES (1, 'Sale')`,
    `INSERT INTO categories (id, title, slug, icon) OVERRIDING SYSTEM VALUE
     VALUES (1, 'House', 'houses', 'house')`,
    `INSERT INTO category_property_keys (id, category_id, name, seq) OVERRIDING SYSTEM VALUE
     VALUES (1, 1, 'Bedrooms', 1), (2, 1, 'Garden', 2), (3, 1, 'Floor', 3), (4, 1, 'Heating', 4),
            (5, 1, 'View', 5)`,
    `INSERT INTO countries (id, name) OVERRIDING SYSTEM VALUE VALUES (1, 'Türkiye')`,
    `INSERT INTO cities (id, country_id, name) OVERRIDING SYSTEM VALUE VALUES (1, 1, 'İzmir')`,
    `INSERT INTO districts (id, city_id, name) OVERRIDING SYSTEM VALUE VALUES (1, 1, 'Konak')`,
    `INSERT INTO adverts (id, slug, title, description, price, advert_type_id, category_id,
       country_id, city_id, district_id, user_id) OVERRIDING SYSTEM VALUE
     VALUES (1, 'one', 'One', 'd', 1, 1, 1, 1, 1, 1, 1), (2, 'two', 'Two', 'd', 1, 1, 1, 1, 1, 1, 1)`,
    `INSERT INTO property_values (advert_id, key_id, value) VALUES
       (1, 1, ' 3 '), (1, 2, 'yes'), (1, 3, 'Ground'), (1, 4, 'central heating'), (1, 5, 'Sea'),
       (2, 1, 'three'), (2, 2, 'Landscaped'), (2, 3, '4'), (2, 4, 'Coal stove')`,
  ]);
  const typed = migrations[at]!;
  await database.db.transaction(async (tx) => {
    for (const statement of typed.sql) await tx.execute(sql.raw(statement));
  });
});
afterAll(() => database.close());

describe('the migration that types the keys', () => {
  it('types the demo keys by name and leaves others text', async () => {
    const keys = await queryRows<{ name: string; type: string; unit: string | null }>(
      database.db,
      sql`SELECT name, type, unit FROM category_property_keys ORDER BY id`,
    );
    expect(keys).toEqual([
      { name: 'Bedrooms', type: 'number', unit: 'rooms' },
      { name: 'Garden', type: 'boolean', unit: null },
      { name: 'Floor', type: 'number', unit: null },
      { name: 'Heating', type: 'choice', unit: null },
      { name: 'View', type: 'text', unit: null },
    ]);
  });

  it('converts the values that fit and keeps the others as text, listed', async () => {
    const values = await queryRows<{
      advert_id: number;
      key_id: number;
      value: string;
      n: number | null;
    }>(
      database.db,
      sql`SELECT advert_id, key_id, value, number_value AS n FROM property_values
          ORDER BY advert_id, key_id`,
    );
    expect(values.map((v) => [v.advert_id, v.key_id, v.value, v.n])).toEqual([
      [1, 1, '3', 3],
      [1, 2, 'Yes', 1],
      [1, 3, '0', 0],
      [1, 4, 'Central heating', null],
      [1, 5, 'Sea', null],
      [2, 1, 'three', null],
      [2, 2, 'Landscaped', null],
      [2, 3, '4', 4],
      [2, 4, 'Coal stove', null],
    ]);
    const misfits = await queryRows<{ advert_id: number; key_id: number; value: string }>(
      database.db,
      sql`SELECT advert_id, key_id, value FROM property_value_misfits ORDER BY key_id`,
    );
    expect(misfits).toEqual([
      { advert_id: 2, key_id: 1, value: 'three' },
      { advert_id: 2, key_id: 2, value: 'Landscaped' },
      { advert_id: 2, key_id: 4, value: 'Coal stove' },
    ]);
    expect(await misfitWarning(database.db)).toBe(
      "3 property values did not fit their key's new type and were kept as text (listed in the table property_value_misfits): House / Bedrooms: 1, House / Garden: 1, House / Heating: 1",
    );
  });
});
