import { sql, type SQL } from 'drizzle-orm';
import { parsePropertyFilter, parsePropertyNumber, type PropertyType } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';
import { badRequest } from '../../lib/errors';

/** One typed filter, as the WHERE reads it (docs/product.md#search). */
export type PropertyCondition =
  { keyId: number; from?: number; to?: number } | { keyId: number; text: string };

interface KeyRow {
  id: number;
  name: string;
  type: PropertyType;
  choices: string[] | string;
}

const refuse = (keyId: string, message: string) =>
  badRequest(message, { [`filter[${keyId}]`]: message });

/** One filter checked against its key: a range or yes/no for numbers and yes/no, a listed choice. */
function conditionOf(keyId: string, raw: string, key: KeyRow | undefined): PropertyCondition {
  if (!key)
    throw refuse(keyId, `filter[${keyId}]: this property is not one of the chosen category's`);
  const parsed = parsePropertyFilter(raw);
  const id = key.id;
  if (key.type === 'number') {
    if (parsed?.kind === 'range') return { keyId: id, from: parsed.from, to: parsed.to };
    const exact = parsePropertyNumber(raw);
    if (exact !== undefined) return { keyId: id, from: exact, to: exact };
    throw refuse(keyId, `${key.name}: give a range like 3..5, 3.. or ..120`);
  }
  if (key.type === 'boolean') {
    if (parsed?.kind === 'yesNo')
      return { keyId: id, from: parsed.yes ? 1 : 0, to: parsed.yes ? 1 : 0 };
    throw refuse(keyId, `${key.name}: give yes or no`);
  }
  if (key.type === 'choice') {
    const choices =
      typeof key.choices === 'string' ? (JSON.parse(key.choices) as string[]) : key.choices;
    const choice = choices.find((c) => c.toLowerCase() === raw.trim().toLowerCase());
    if (choice !== undefined) return { keyId: id, text: choice };
    throw refuse(keyId, `${key.name}: give one of ${choices.join(', ')}`);
  }
  throw refuse(keyId, `${key.name} is free text: it cannot be filtered on`);
}

/**
 * The typed filters of a search checked against the category's keys: 400 for a key of another
 * category, a filter that does not fit its key's type, or a malformed range.
 */
export async function resolvePropertyFilters(
  db: Db,
  categoryId: number | undefined,
  raw: Record<string, string> | undefined,
): Promise<PropertyCondition[]> {
  const entries = Object.entries(raw ?? {});
  if (entries.length === 0) return [];
  if (categoryId === undefined)
    throw badRequest('Choose a category (categoryid) to filter by its properties', {
      filter: 'Choose a category (categoryid) to filter by its properties',
    });
  const keys = await queryRows<KeyRow>(
    db,
    sql`SELECT id, name, type, choices FROM category_property_keys WHERE category_id = ${categoryId}`,
  );
  const byId = new Map(keys.map((k) => [String(k.id), k]));
  return entries.map(([keyId, value]) => conditionOf(keyId, value, byId.get(keyId)));
}

/**
 * The WHERE part of one typed filter over adverts `a`: numbers and yes/no through the index on
 * (key_id, number_value, advert_id), choices through the value's own text.
 */
export function propertyConditionSql(condition: PropertyCondition): SQL {
  const match: SQL[] = [sql`v.advert_id = a.id`, sql`v.key_id = ${condition.keyId}`];
  if ('text' in condition) match.push(sql`v.value = ${condition.text}`);
  else {
    if (condition.from !== undefined)
      match.push(sql`v.number_value >= ${condition.from}::double precision`);
    if (condition.to !== undefined)
      match.push(sql`v.number_value <= ${condition.to}::double precision`);
    if (condition.from === undefined && condition.to === undefined)
      match.push(sql`v.number_value IS NOT NULL`);
  }
  return sql`EXISTS (SELECT 1 FROM property_values v WHERE ${sql.join(match, sql` AND `)})`;
}
