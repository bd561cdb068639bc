import { asc } from 'drizzle-orm';
import type { Db } from '../client';
import { advertTypes, categories, categoryPropertyKeys } from '../schema';
import { ADVERT_TYPES, CATEGORIES } from './data/catalog';
import {
  TURKISH_CATEGORY_NAMES,
  TURKISH_KEY_NAMES,
  TURKISH_TYPE_NAMES,
  TURKISH_UNITS,
  turkishChoices,
} from './data/catalog-tr';
import { demoKeyType } from './data/key-types';

/** Sale and Rent, once: skipped when any advert type exists (staff may have renamed them). */
export async function seedAdvertTypes(db: Db): Promise<number> {
  if ((await db.select({ id: advertTypes.id }).from(advertTypes).limit(1)).length > 0) return 0;
  await db
    .insert(advertTypes)
    .values(ADVERT_TYPES.map((title) => ({ title, titleTr: TURKISH_TYPE_NAMES[title] ?? null })));
  return ADVERT_TYPES.length;
}

/** The six categories with their property keys, once: skipped when any category exists. */
export async function seedCategories(db: Db): Promise<number> {
  if ((await db.select({ id: categories.id }).from(categories).limit(1)).length > 0) return 0;
  await db.transaction(async (tx) => {
    const rows = await tx
      .insert(categories)
      .values(
        CATEGORIES.map((c, i) => ({
          title: c.title,
          titleTr: TURKISH_CATEGORY_NAMES[c.title] ?? null,
          slug: c.slug,
          icon: c.icon,
          seq: i + 1,
          isActive: true,
        })),
      )
      .returning({ id: categories.id, title: categories.title });
    const ids = new Map(rows.map((row) => [row.title, row.id]));
    await tx.insert(categoryPropertyKeys).values(
      CATEGORIES.flatMap((c) =>
        c.keys.map((name, seq) => {
          const typed = demoKeyType(name);
          return {
            categoryId: ids.get(c.title)!,
            name,
            nameTr: TURKISH_KEY_NAMES[name] ?? null,
            unitTr: typed.unit ? (TURKISH_UNITS[typed.unit] ?? null) : null,
            choicesTr: turkishChoices(name, typed.choices),
            seq: seq + 1,
            ...typed,
          };
        }),
      ),
    );
  });
  return CATEGORIES.length;
}

/** Categories of the demo catalog as they are now in the database, with their keys in order. */
export async function loadDemoCategories(db: Db) {
  const [rows, keys] = await Promise.all([
    db.select().from(categories),
    db
      .select()
      .from(categoryPropertyKeys)
      .orderBy(asc(categoryPropertyKeys.seq), asc(categoryPropertyKeys.id)),
  ]);
  return CATEGORIES.flatMap((data) => {
    const row = rows.find((c) => c.title.toLowerCase() === data.title.toLowerCase());
    if (!row) return [];
    const own = keys
      .filter((k) => k.categoryId === row.id)
      .map((k) => ({ id: k.id, name: k.name }));
    return [{ id: row.id, data, keys: own }];
  });
}

/** Ids of the demo advert types by name. */
export async function loadDemoTypes(db: Db) {
  const rows = await db.select().from(advertTypes);
  const find = (title: string) =>
    rows.find((t) => t.title.toLowerCase() === title.toLowerCase())?.id;
  const sale = find('Sale');
  const rent = find('Rent');
  return sale !== undefined && rent !== undefined ? { Sale: sale, Rent: rent } : undefined;
}
