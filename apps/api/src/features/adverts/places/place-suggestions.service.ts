import {
  PLACE_SUGGESTION_COUNT,
  type PlaceSuggestion,
  type PlaceSuggestionsQuery,
} from '@estate/contracts';
import type { Db } from '../../../db/client';
import { foldText } from '../../../lib/text';
import { createPlaceSuggestionsRepository, type PlaceRow } from './place-suggestions.repository';

const toSuggestion = (row: PlaceRow): PlaceSuggestion => ({
  kind: row.kind,
  id: row.id,
  name: row.name,
  countryId: row.country_id,
  cityId: row.city_id,
  cityName: row.city_name,
  districtId: row.kind === 'district' ? row.id : null,
  amount: Number(row.amount),
});

/** The folded text as the statement reads it: spaces collapsed, LIKE's own \, % and _ literal. */
export const foldedPlaceText = (q: string) =>
  foldText(q)
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\\%_]/g, '\\$&');

/**
 * Places for the search box (docs/product.md#public-site): cities and districts whose name has a
 * word starting with the typed text, with their numbers of public adverts.
 */
export function createPlaceSuggestionsService({ db }: { db: Db }) {
  const repository = createPlaceSuggestionsRepository(db);
  return {
    /** The query as the visitors' cache keys it: texts that fold alike share one answer. */
    keyOf: (query: PlaceSuggestionsQuery) =>
      `places:${query.advert_type_id ?? ''}:${query.categoryid ?? ''}:${foldedPlaceText(query.q ?? '')}`,

    async find(query: PlaceSuggestionsQuery): Promise<PlaceSuggestion[]> {
      const folded = foldedPlaceText(query.q ?? '');
      if (folded === '') return [];
      const rows = await repository.find({
        folded,
        categoryId: query.categoryid ?? null,
        advertTypeId: query.advert_type_id ?? null,
        limit: PLACE_SUGGESTION_COUNT,
      });
      return rows.map(toSuggestion);
    },
  };
}

export type PlaceSuggestionsService = ReturnType<typeof createPlaceSuggestionsService>;
