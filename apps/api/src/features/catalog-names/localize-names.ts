import type { AdvertType, Category, Language, PropertyKey } from '@estate/contracts';
import type { TurkishNames } from './catalog-names.repository';

/** The name in `language` when one is kept, else the English one. */
export const nameIn = (language: Language, english: string, turkish?: string | null) =>
  language === 'tr' && turkish ? turkish : english;

/** Wire lookups carry their Turkish names: `title`/`name`/`unit` become the asked language's. */
export const localizeAdvertType = (type: AdvertType, language: Language): AdvertType => ({
  ...type,
  title: nameIn(language, type.title, type.titleTr),
});

/** A list's choices stay the stored values; their labels are read in `language`. */
export const localizePropertyKey = (key: PropertyKey, language: Language): PropertyKey => ({
  ...key,
  name: nameIn(language, key.name, key.nameTr),
  unit: key.unit === null ? null : nameIn(language, key.unit, key.unitTr),
  choiceLabels: key.choices.map((choice, i) => nameIn(language, choice, key.choicesTr?.[i])),
});

export const localizeCategory = (category: Category, language: Language): Category => ({
  ...category,
  title: nameIn(language, category.title, category.titleTr),
  properties: category.properties.map((key) => localizePropertyKey(key, language)),
});

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
const isRef = (value: unknown): value is { id: number; title: string } =>
  isObject(value) && typeof value.id === 'number' && typeof value.title === 'string';

/** One object of an answer with the catalog's names it names put in Turkish. */
function localizeObject(source: Json, names: TurkishNames): Json {
  const out: Json = {};
  for (const [field, value] of Object.entries(source)) out[field] = localizeTree(value, names);
  if (isRef(out.advertType)) {
    const title = names.types.get(out.advertType.id);
    if (title) {
      out.advertType = { ...out.advertType, title };
      if (typeof out.advertTypeName === 'string') out.advertTypeName = title;
    }
  }
  if (isRef(out.category)) {
    const title = names.categories.get(out.category.id);
    if (title) {
      out.category = { ...out.category, title };
      if (typeof out.categoryName === 'string') out.categoryName = title;
    }
  }
  // A property value (keyId, keyName, unit, a choice's value) and a home summary (slug,
  // categoryName, amount).
  if (typeof out.keyId === 'number' && typeof out.keyName === 'string') {
    const key = names.keys.get(out.keyId);
    if (key?.name) out.keyName = key.name;
    if (key?.unit && typeof out.unit === 'string') out.unit = key.unit;
    const choice = typeof out.value === 'string' ? key?.choices.get(out.value.toLowerCase()) : null;
    if (choice && out.type === 'choice') out.valueLabel = choice;
    // A yes/no value is stored as Yes or No; Turkish readers read Evet or Hayır.
    if (out.type === 'boolean' && typeof out.value === 'string')
      out.valueLabel = out.value.toLowerCase() === 'yes' ? 'Evet' : 'Hayır';
  }
  if (typeof out.slug === 'string' && typeof out.categoryName === 'string' && 'advertAmount' in out)
    out.categoryName = names.categoriesBySlug.get(out.slug) ?? out.categoryName;
  return out;
}

/**
 * A copy of an answer whose adverts, property values and home summaries name their type,
 * category and keys in Turkish where staff wrote one; the source is never changed (it may be
 * kept in a cache read in English too).
 */
export function localizeTree<T>(value: T, names: TurkishNames): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeTree(item, names)) as T;
  if (isObject(value)) return localizeObject(value, names) as T;
  return value;
}

const CATALOG_FIELDS = new Set(['advertType', 'category', 'keyId', 'categoryName']);

/** Whether an answer names a type, category or key at all (most answers name none). */
export function mentionsCatalog(value: unknown, depth = 0): boolean {
  if (depth > 6) return false;
  if (Array.isArray(value)) return value.some((item) => mentionsCatalog(item, depth + 1));
  if (!isObject(value)) return false;
  return Object.entries(value).some(
    ([field, inner]) => CATALOG_FIELDS.has(field) || mentionsCatalog(inner, depth + 1),
  );
}
