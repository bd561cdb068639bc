import { eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertTypes, categories, categoryPropertyKeys } from '../../db/schema';
import { nameWords, type NamedFilter } from './catalog-words';

/** The Turkish names staff have written; a name left out reads in English. */
export interface TurkishNames {
  types: Map<number, string>;
  categories: Map<number, string>;
  categoriesBySlug: Map<string, string>;
  keys: Map<number, TurkishKeyNames>;
}

/** A key's Turkish name and unit, and its choices' names by lower-case English value. */
export interface TurkishKeyNames {
  name: string | null;
  unit: string | null;
  choices: Map<string, string>;
}

/** The choices' kept Turkish names by lower-case English value (the stored values' case may differ). */
function choiceNames(choices: string[], choicesTr: Array<string | null> | null) {
  const names = new Map<string, string>();
  choices.forEach((choice, i) => {
    const name = choicesTr?.[i];
    if (name) names.set(choice.toLowerCase(), name);
  });
  return names;
}

/**
 * The SQL of the site's own words: every kept Turkish name at once. Categories, types and keys
 * are a few hundred rows at most, so one read per Turkish answer costs less than keeping them
 * in step across processes (docs/decisions/0062-catalog-names.md).
 */
export function createCatalogNamesRepository(db: Db) {
  return {
    /** Active categories and every advert type with both names, for reading a search text. */
    async namedFilters(): Promise<NamedFilter[]> {
      const [typeRows, categoryRows] = await Promise.all([
        db
          .select({ id: advertTypes.id, title: advertTypes.title, titleTr: advertTypes.titleTr })
          .from(advertTypes),
        db
          .select({ id: categories.id, title: categories.title, titleTr: categories.titleTr })
          .from(categories)
          .where(eq(categories.isActive, true)),
      ]);
      const named = (field: NamedFilter['field']) => (r: (typeof typeRows)[number]) => ({
        field,
        id: r.id,
        names: [nameWords(r.title), nameWords(r.titleTr)].filter((words) => words.length > 0),
      });
      return [...categoryRows.map(named('categoryid')), ...typeRows.map(named('advert_type_id'))];
    },

    async turkish(): Promise<TurkishNames> {
      const [typeRows, categoryRows, keyRows] = await Promise.all([
        db
          .select({ id: advertTypes.id, name: advertTypes.titleTr })
          .from(advertTypes)
          .where(isNotNull(advertTypes.titleTr)),
        db
          .select({ id: categories.id, slug: categories.slug, name: categories.titleTr })
          .from(categories)
          .where(isNotNull(categories.titleTr)),
        db
          .select({
            id: categoryPropertyKeys.id,
            name: categoryPropertyKeys.nameTr,
            unit: categoryPropertyKeys.unitTr,
            choices: categoryPropertyKeys.choices,
            choicesTr: categoryPropertyKeys.choicesTr,
          })
          .from(categoryPropertyKeys)
          .where(
            or(
              isNotNull(categoryPropertyKeys.nameTr),
              isNotNull(categoryPropertyKeys.unitTr),
              isNotNull(categoryPropertyKeys.choicesTr),
            ),
          ),
      ]);
      return {
        types: new Map(typeRows.map((r) => [r.id, r.name!])),
        categories: new Map(categoryRows.map((r) => [r.id, r.name!])),
        categoriesBySlug: new Map(categoryRows.map((r) => [r.slug, r.name!])),
        keys: new Map(
          keyRows.map((r) => [
            r.id,
            { name: r.name, unit: r.unit, choices: choiceNames(r.choices, r.choicesTr) },
          ]),
        ),
      };
    },
  };
}
