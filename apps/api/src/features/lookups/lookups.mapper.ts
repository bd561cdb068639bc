import type { Category } from '@estate/contracts';
import { toPropertyKey } from '../../lib/property-key';
import type { CategoryRow, PropertyKeyRow } from './lookups.repository';

export function toCategory(row: CategoryRow, keys: PropertyKeyRow[]): Category {
  return {
    id: row.id,
    title: row.title,
    titleTr: row.titleTr,
    slug: row.slug,
    icon: row.icon,
    seq: row.seq,
    isActive: row.isActive,
    properties: keys.filter((k) => k.categoryId === row.id).map(toPropertyKey),
  };
}
