import { eq, inArray, sql } from 'drizzle-orm';
import {
  carriedChoicesTr,
  choicesTrIssues,
  typeFieldsOf,
  type CategoryPropertyInput,
  type PropertyTypeFields,
} from '@estate/contracts';
import { categoryPropertyKeys } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { PropertyKeyRow, Tx } from './categories.repository';
import { columnsOf, keptKeyFields } from './property-key-types';
import { retypeKey } from './property-key-retype.repository';

/**
 * A list key's choices' Turkish names after the form: those it sent (checked against the choices
 * the key ends with: 400 when they disagree), else the kept ones carried to the same choices.
 */
function choicesTrOf(
  key: CategoryPropertyInput,
  index: number,
  fields: PropertyTypeFields,
  current?: PropertyKeyRow,
): Array<string | null> | null {
  if (fields.type !== 'choice') return null;
  if (key.choicesTr === undefined)
    return current ? carriedChoicesTr(current.choices, current.choicesTr, fields.choices) : null;
  const [issue] = choicesTrIssues(fields.choices, key.choicesTr);
  if (issue)
    throw badRequest(issue.message, { [`properties.${index}.${issue.path}`]: issue.message });
  return key.choicesTr?.some((name) => name !== null) ? key.choicesTr : null;
}

/** The key's Turkish names and unit; left out or empty, none (readers see the English ones). */
const turkishOf = (
  key: CategoryPropertyInput,
  index: number,
  fields: PropertyTypeFields,
  current?: PropertyKeyRow,
) => ({
  nameTr: key.nameTr ?? null,
  unitTr: key.unitTr ?? null,
  choicesTr: choicesTrOf(key, index, fields, current),
});

/**
 * Makes a category's keys the form's list, in its order: a listed id keeps its key and so its
 * advert values (renamed when the name changed), a key left out is removed with its values (the
 * values' foreign key cascades), a name without id is a new key. Runs in the category's
 * transaction.
 */
export async function syncPropertyKeys(
  tx: Tx,
  categoryId: number,
  current: PropertyKeyRow[],
  wanted: CategoryPropertyInput[],
): Promise<void> {
  const keptIds = new Set(wanted.flatMap((p) => (p.id ? [p.id] : [])));
  const removed = current.filter((k) => !keptIds.has(k.id)).map((k) => k.id);
  if (removed.length)
    await tx.delete(categoryPropertyKeys).where(inArray(categoryPropertyKeys.id, removed));

  // Names are unique per category: swapping "A" and "B" would collide half way, so kept keys
  // first step aside to a name no form can send (names refuse control characters).
  const kept = wanted.filter((p): p is CategoryPropertyInput & { id: number } => !!p.id);
  for (const key of kept)
    await tx
      .update(categoryPropertyKeys)
      .set({ name: sql`${'\u0001'} || ${categoryPropertyKeys.id}::text` })
      .where(eq(categoryPropertyKeys.id, key.id));

  const byId = new Map(current.map((k) => [k.id, k]));
  for (const [seq, key] of wanted.entries()) {
    const existing = key.id ? byId.get(key.id) : undefined;
    if (existing) {
      const fields = keptKeyFields(key, seq, existing);
      await tx
        .update(categoryPropertyKeys)
        .set({ name: key.name, ...turkishOf(key, seq, fields, existing), seq: seq + 1 })
        .where(eq(categoryPropertyKeys.id, existing.id));
      await retypeKey(tx, existing, key.name, fields);
    } else {
      const fields = typeFieldsOf(key);
      await tx.insert(categoryPropertyKeys).values({
        categoryId,
        name: key.name,
        ...turkishOf(key, seq, fields),
        seq: seq + 1,
        ...columnsOf(fields),
      });
    }
  }
}
