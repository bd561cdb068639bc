import { sql } from 'drizzle-orm';
import { queryRows, type Db } from './client';

/**
 * The warning line for property values that did not fit their key's type when keys were typed
 * (docs/product.md#typed-property-details): how many, and under which category and key. Undefined
 * when every value fits.
 */
export async function misfitWarning(db: Db): Promise<string | undefined> {
  const rows = await queryRows<{ category: string; key: string; n: number | string }>(
    db,
    sql`SELECT c.title AS category, k.name AS key, count(*) AS n
        FROM property_value_misfits m
        JOIN category_property_keys k ON k.id = m.key_id
        JOIN categories c ON c.id = k.category_id
        GROUP BY c.title, k.name ORDER BY count(*) DESC, c.title, k.name`,
  );
  if (rows.length === 0) return undefined;
  const total = rows.reduce((sum, r) => sum + Number(r.n), 0);
  const where = rows.map((r) => `${r.category} / ${r.key}: ${Number(r.n)}`).join(', ');
  return `${total} property values did not fit their key's new type and were kept as text (listed in the table property_value_misfits): ${where}`;
}
