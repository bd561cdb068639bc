import type { AdvertSearchParams } from './search-params';

/**
 * Query keys of the adverts feature. `viewer` (the logged-in user's id, 0 for a visitor) is part
 * of every key whose answer carries `favory`, so a login or logout never shows another's hearts.
 */
export const advertKeys = {
  all: ['adverts'] as const,
  search: (params: AdvertSearchParams, viewer: number) =>
    [...advertKeys.all, 'search', params, viewer] as const,
  suggestions: (params: AdvertSearchParams) => [...advertKeys.all, 'suggestions', params] as const,
  popular: (amount: number, viewer: number) =>
    [...advertKeys.all, 'popular', amount, viewer] as const,
};
