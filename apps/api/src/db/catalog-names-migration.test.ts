import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import type { Database } from './client';
import { advertTypes, categories, categoryPropertyKeys } from './schema';
import { seedAdvertTypes, seedCategories } from './seed/catalog';

/**
 * Migration 0053 gives a database made before the Turkish names the demo catalog's ones, as the
 * seed gives a new database (docs/decisions/0070-choice-names-and-backfill.md).
 */
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const BACKFILL_WHEN = 1796200010000;

let database: Database;
let drop: () => Promise<void>;

const names = async () => ({
  types: await database.db
    .select({ title: advertTypes.title, titleTr: advertTypes.titleTr })
    .from(advertTypes)
    .orderBy(advertTypes.id),
  categories: await database.db
    .select({ title: categories.title, titleTr: categories.titleTr })
    .from(categories)
    .orderBy(categories.id),
  keys: await database.db
    .select({
      id: categoryPropertyKeys.id,
      nameTr: categoryPropertyKeys.nameTr,
      unitTr: categoryPropertyKeys.unitTr,
      choicesTr: categoryPropertyKeys.choicesTr,
    })
    .from(categoryPropertyKeys)
    .orderBy(categoryPropertyKeys.id),
});

async function runBackfill() {
  const migration = readMigrationFiles({ migrationsFolder }).find(
    (m) => m.folderMillis === BACKFILL_WHEN,
  );
  expect(migration).toBeDefined();
  await database.db.transaction(async (tx) => {
    for (const statement of migration!.sql) await tx.execute(sql.raw(statement));
  });
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await seedAdvertTypes(database.db);
  await seedCategories(database.db);
});
afterAll(() => drop?.());

describe('the migration that fills the demo catalog’s Turkish names', () => {
  it('gives a database with none the names the seed gives, and keeps what staff wrote', async () => {
    const seeded = await names();
    expect(seeded.keys.some((k) => k.choicesTr?.includes('Garaj yolu'))).toBe(true);
    const db = database.db;
    await db.update(advertTypes).set({ titleTr: null });
    await db.update(categories).set({ titleTr: null });
    await db.update(categoryPropertyKeys).set({ nameTr: null, unitTr: null, choicesTr: null });
    // Staff wrote one category's and one key's choices' Turkish names, and added a key of their own.
    await db
      .update(categories)
      .set({ titleTr: 'Apartman dairesi' })
      .where(eq(categories.title, 'Apartment'));
    const [parking] = await db
      .select()
      .from(categoryPropertyKeys)
      .where(eq(categoryPropertyKeys.name, 'Parking'))
      .limit(1);
    const staffChoices = parking!.choices.map((c, i) => (i === 0 ? 'Kendi garajı' : null));
    await db
      .update(categoryPropertyKeys)
      .set({ choicesTr: staffChoices })
      .where(eq(categoryPropertyKeys.id, parking!.id));
    const [own] = await db
      .insert(categoryPropertyKeys)
      .values({
        categoryId: (await db.select().from(categories).limit(1))[0]!.id,
        name: 'View',
        type: 'choice',
        choices: ['Sea', 'Mountain'],
      })
      .returning();

    await runBackfill();

    const after = await names();
    expect(after.types).toEqual(seeded.types);
    expect(after.categories).toEqual(
      seeded.categories.map((c) =>
        c.title === 'Apartment' ? { ...c, titleTr: 'Apartman dairesi' } : c,
      ),
    );
    const expectedKeys = [
      ...seeded.keys.map((k) => (k.id === parking!.id ? { ...k, choicesTr: staffChoices } : k)),
      { id: own!.id, nameTr: null, unitTr: null, choicesTr: null },
    ];
    expect(after.keys).toEqual(expectedKeys);

    // Run again (as on a database it already filled), it changes nothing.
    await runBackfill();
    expect(await names()).toEqual(after);
  });
});
