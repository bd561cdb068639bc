import { sql } from 'drizzle-orm';
import type { AdvertForm } from '@estate/contracts';
import { queryRows, type Executor } from '../../../db/client';

/** The names of the ids either version names: categories, types, places, property keys. */
export async function revisionNameRows(db: Executor, forms: AdvertForm[], keyIds: number[]) {
  const ids = (pick: (f: AdvertForm) => number) =>
    sql.join(
      forms.map((f) => sql`${pick(f)}`),
      sql`, `,
    );
  const keys = keyIds.length
    ? sql.join(
        keyIds.map((k) => sql`${k}`),
        sql`, `,
      )
    : sql`NULL`;
  return queryRows<{ kind: string; id: number; name: string }>(
    db,
    sql`SELECT 'category' AS kind, id, title AS name FROM categories WHERE id IN (${ids((f) => f.category)})
        UNION ALL SELECT 'type', id, title FROM advert_types WHERE id IN (${ids((f) => f.advertType)})
        UNION ALL SELECT 'country', id, name FROM countries WHERE id IN (${ids((f) => f.country)})
        UNION ALL SELECT 'city', id, name FROM cities WHERE id IN (${ids((f) => f.city)})
        UNION ALL SELECT 'district', id, name FROM districts WHERE id IN (${ids((f) => f.district)})
        UNION ALL SELECT 'key', id, name FROM category_property_keys WHERE id IN (${keys})`,
  );
}
