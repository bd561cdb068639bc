import type { PropertyKey, PropertyType } from '@estate/contracts';

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
