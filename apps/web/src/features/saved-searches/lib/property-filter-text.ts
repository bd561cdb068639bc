import type { PropertyKey } from '@estate/contracts';
import { parsePropertyFilter } from '@estate/contracts/property-values';
import { valueWithUnit } from '../../adverts';

/**
 * A typed filter as a person reads it, by its key: "Bedrooms: 3 or more", "Area (m²): 80–120 m²",
 * "Garden: yes", "Heating: Gas" (docs/product.md#saved-searches).
 */
export function propertyFilterText(key: Pick<PropertyKey, 'name' | 'unit'>, raw: string): string {
  const parsed = parsePropertyFilter(raw);
  const amount = (n: number) => valueWithUnit(n.toLocaleString('en-US'), key.unit);
  if (parsed?.kind === 'yesNo') return `${key.name}: ${parsed.yes ? 'yes' : 'no'}`;
  if (parsed?.kind !== 'range') return `${key.name}: ${raw}`;
  const { from, to } = parsed;
  if (from !== undefined && to !== undefined)
    return from === to
      ? `${key.name}: ${amount(from)}`
      : `${key.name}: ${from.toLocaleString('en-US')}–${amount(to)}`;
  if (from !== undefined) return `${key.name}: ${amount(from)} or more`;
  return `${key.name}: up to ${amount(to!)}`;
}
