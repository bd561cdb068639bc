import type { Category, PropertyKey, PropertyType } from '@estate/contracts';

/** A category_property_keys row as stored (db/schema/catalog.ts). */
export interface PropertyKeyColumns {
  id: number;
  name: string;
  type: PropertyType;
  unit: string | null;
  minValue: number | null;
  maxValue: number | null;
  choices: string[];
  /** The Turkish name and unit (null while missing); reads that skip them give none. */
  nameTr?: string | null;
  unitTr?: string | null;
  choicesTr?: Array<string | null> | null;
}

/** The kept Turkish names of a key's choices, one per choice (null where none is written). */
export const turkishChoicesOf = (k: Pick<PropertyKeyColumns, 'choices' | 'choicesTr'>) =>
  k.choices.map((_, i) => k.choicesTr?.[i] ?? null);

/** A stored key → the wire key: the specification's id and name, then its type fields. */
export const toPropertyKey = (k: PropertyKeyColumns): PropertyKey => ({
  id: k.id,
  name: k.name,
  type: k.type,
  unit: k.unit,
  min: k.minValue,
  max: k.maxValue,
  choices: k.choices,
  nameTr: k.nameTr ?? null,
  unitTr: k.unitTr ?? null,
  choicesTr: turkishChoicesOf(k),
  choiceLabels: k.choices,
});

/** A categories row as stored (db/schema/catalog.ts), the columns the wire category shows. */
export interface CategoryColumns {
  id: number;
  title: string;
  titleTr: string | null;
  slug: string;
  icon: string;
  seq: number;
  isActive: boolean;
}

/**
 * A category row and the keys read with it → the wire category (docs/product.md#categories):
 * its own keys, in the order they were read (form order).
 */
export const toCategory = (
  row: CategoryColumns,
  keys: Array<PropertyKeyColumns & { categoryId: number }>,
): Category => ({
  id: row.id,
  title: row.title,
  titleTr: row.titleTr,
  slug: row.slug,
  icon: row.icon,
  seq: row.seq,
  isActive: row.isActive,
  properties: keys.filter((k) => k.categoryId === row.id).map(toPropertyKey),
});
