import { and, eq, sql } from 'drizzle-orm';
import { checkPropertyValue, type PropertyTypeFields } from '@estate/contracts';
import { categoryPropertyKeys, propertyValues } from '../../db/schema';
import { conflict } from '../../lib/errors';
import type { PropertyKeyRow, Tx } from './categories.repository';
import { columnsOf, fieldsOfRow, KEY_TYPE_MESSAGES } from './property-key-types';

const sameRule = (a: PropertyTypeFields, b: PropertyTypeFields) =>
  a.type === b.type &&
  a.min === b.min &&
  a.max === b.max &&
  JSON.stringify(a.choices) === JSON.stringify(b.choices);

/**
 * Gives a kept key its new type, range or choices (docs/product.md#typed-property-details): its
 * values are rewritten to fit (text kept, number filled), or, when some do not fit, 409 naming
 * how many and nothing changes (the category's transaction rolls back).
 */
export async function retypeKey(
  tx: Tx,
  current: PropertyKeyRow,
  name: string,
  fields: PropertyTypeFields,
): Promise<void> {
  const changed = !sameRule(fieldsOfRow(current), fields);
  await tx
    .update(categoryPropertyKeys)
    .set(columnsOf(fields))
    .where(eq(categoryPropertyKeys.id, current.id));
  if (!changed) return;
  const values = await tx
    .select({ id: propertyValues.id, value: propertyValues.value })
    .from(propertyValues)
    .where(eq(propertyValues.keyId, current.id));
  const checked = values.map((v) => ({
    ...v,
    checked: checkPropertyValue({ name, ...fields }, v.value),
  }));
  const misfits = checked.filter((v) => !v.checked.ok).length;
  if (misfits > 0) {
    const message = KEY_TYPE_MESSAGES.misfits(misfits, name, fields.type);
    throw conflict(message);
  }
  for (const v of checked) {
    if (!v.checked.ok) continue;
    await tx
      .update(propertyValues)
      .set({ value: v.checked.text, numberValue: v.checked.number })
      .where(
        and(
          eq(propertyValues.id, v.id),
          sql`(${propertyValues.value}, ${propertyValues.numberValue}) IS DISTINCT FROM (${v.checked.text}, ${v.checked.number}::double precision)`,
        ),
      );
  }
}
