// Saved searches' constants and page addresses, without zod: the /properties page loads them
// with its first code (docs/decisions/0013-web-first-load.md).

/** How a member is told of new adverts matching a saved search. */
export const SAVED_SEARCH_ALERTS = ['INSTANT', 'DAILY', 'NONE'] as const;
export type SavedSearchAlert = (typeof SAVED_SEARCH_ALERTS)[number];

/** Saved searches one account may keep (docs/product.md#saved-searches). */
export const MAX_SAVED_SEARCHES = 20;
export const MAX_SAVED_SEARCH_NAME = 60;

/** Parameters of GET /adverts that are not filters: paging, sorting, and the staff's status. */
export const NOT_SAVED_PARAMETERS = ['page', 'size', 'sort', 'type', 'status'] as const;

/**
 * The /properties page names some GET /adverts parameters differently; every other parameter
 * (those added later included) keeps its name in the page's address.
 */
export const PAGE_NAMES_OF_SEARCH_PARAMETERS: Readonly<Record<string, string>> = {
  categoryid: 'category',
  advert_type_id: 'advertType',
  price_start: 'minPrice',
  price_end: 'maxPrice',
};

/** The /properties query string ("?category=2&city=5", or "") of a saved search's filters. */
export function propertiesQueryOf(filters: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters))
    query.set(PAGE_NAMES_OF_SEARCH_PARAMETERS[name] ?? name, value);
  const text = query.toString();
  return text ? `?${text}` : '';
}
