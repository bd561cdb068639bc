import { propertyNameKey, type PropertyTypeInput } from '@estate/contracts';

/** A key in the form: its name and, as the contract's input, its type, unit, range, choices. */
export interface PropertyEntry extends PropertyTypeInput {
  id?: number;
  name: string;
  /** The Turkish name and unit; null or left out for none. */
  nameTr?: string | null;
  unitTr?: string | null;
  /** A list's choices' Turkish names, one per choice (null where none); null for none at all. */
  choicesTr?: Array<string | null> | null;
}

/** Whether `name` is already in the list, without case, leaving out the entry at `except`. */
const listed = (entries: PropertyEntry[], name: string, except = -1) =>
  entries.some((e, i) => i !== except && propertyNameKey(e.name) === propertyNameKey(name));

/** Added names are trimmed; blank and case-insensitive duplicates are ignored. */
export function addProperty(entries: PropertyEntry[], name: string): PropertyEntry[] {
  const trimmed = name.trim();
  if (!trimmed || listed(entries, trimmed)) return entries;
  return [...entries, { name: trimmed }];
}

/** A rename keeps the entry (and its id, so its values); blank or taken names are ignored. */
export function renameProperty(entries: PropertyEntry[], index: number, name: string) {
  const trimmed = name.trim();
  if (!trimmed || listed(entries, trimmed, index)) return entries;
  return entries.map((e, i) => (i === index ? { ...e, name: trimmed } : e));
}

export const removeProperty = (entries: PropertyEntry[], index: number) =>
  entries.filter((_, i) => i !== index);
