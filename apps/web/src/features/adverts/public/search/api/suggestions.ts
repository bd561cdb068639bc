import type { Advert, PlaceSuggestion } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../../../lib/api-client';
import { advertKeys, searchAdverts, type AdvertSearchParams } from '../../../shared';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Suggestions ask for page 0, size 20, sort title, type DESC. */
export const SUGGESTION_COUNT = 20;
/** Typing pause before asking; each keystroke would otherwise be a request. */
export const SUGGESTION_DELAY_MS = 150;

export interface SuggestionFilters {
  text: string;
  advertTypeId?: number;
  categoryId?: number;
}

export const suggestionParams = ({
  text,
  advertTypeId,
  categoryId,
}: SuggestionFilters): AdvertSearchParams => ({
  page: 0,
  size: SUGGESTION_COUNT,
  sort: 'title',
  type: 'DESC',
  q: text.trim(),
  categoryid: categoryId,
  advert_type_id: advertTypeId,
});

/**
 * GET /adverts as the home search's suggestions: public, no token (docs/product.md#wire-contract).
 */
export const suggestionsQueryOptions = (params: AdvertSearchParams) =>
  queryOptions({
    queryKey: advertKeys.suggestions(params),
    // The signal lets the query client abort a request whose text is no longer wanted.
    queryFn: ({ signal }) => searchAdverts(params, { signal, auth: false }),
    staleTime: 60_000,
  });

/** GET /adverts/places: cities and districts with their public advert counts, no token. */
export const placeSuggestionsQueryOptions = ({
  text,
  advertTypeId,
  categoryId,
}: SuggestionFilters) => {
  const query = new URLSearchParams({ q: text.trim() });
  if (categoryId) query.set('categoryid', String(categoryId));
  if (advertTypeId) query.set('advert_type_id', String(advertTypeId));
  return queryOptions({
    queryKey: [...advertKeys.all, 'places', query.toString()],
    queryFn: ({ signal }) =>
      publicRead<PlaceSuggestion[]>(`/adverts/places?${query.toString()}`, { signal }),
    staleTime: 60_000,
  });
};

/** One option of the search box: a place (city or district) or an advert. */
export type Suggestion =
  { kind: 'place'; place: PlaceSuggestion } | { kind: 'advert'; advert: Advert };

/**
 * Suggestions for the typed text (docs/product.md#public-site): asked only when the trimmed text is
 * not empty, after a short pause; blank text clears them at once.
 */
export function useSuggestions(filters: SuggestionFilters) {
  const text = filters.text.trim();
  const debouncedText = useDebouncedValue(text, SUGGESTION_DELAY_MS);
  const params = suggestionParams({ ...filters, text: debouncedText });
  const enabled = text !== '' && debouncedText !== '';
  const query = useQuery({
    ...suggestionsQueryOptions(params),
    enabled,
    placeholderData: keepPreviousData,
  });
  const placesQuery = useQuery({
    ...placeSuggestionsQueryOptions({ ...filters, text: debouncedText }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const adverts = enabled ? (query.data?.content ?? []).slice(0, SUGGESTION_COUNT) : [];
  // A place that cannot be read leaves the adverts as they were (docs/product.md#public-site).
  const places = enabled && !placesQuery.isError ? (placesQuery.data ?? []) : [];
  const items: Suggestion[] = [
    ...places.map((place) => ({ kind: 'place' as const, place })),
    ...adverts.map((advert) => ({ kind: 'advert' as const, advert })),
  ];
  const answered = (q: { isSuccess: boolean; isError: boolean; isPlaceholderData: boolean }) =>
    (q.isSuccess && !q.isPlaceholderData) || q.isError;
  return {
    items,
    /** Asked and answered with nothing. */
    isEmpty:
      enabled &&
      query.isSuccess &&
      !query.isPlaceholderData &&
      answered(placesQuery) &&
      items.length === 0,
    isError: enabled && query.isError,
  };
}
