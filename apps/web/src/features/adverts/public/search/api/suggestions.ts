import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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
  const items = enabled ? (query.data?.content ?? []).slice(0, SUGGESTION_COUNT) : [];
  return {
    items,
    /** Asked and answered with nothing. */
    isEmpty: enabled && query.isSuccess && !query.isPlaceholderData && items.length === 0,
    isError: enabled && query.isError,
  };
}
