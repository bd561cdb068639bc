import type { AdvertSearchQuery } from '@estate/contracts';
import type { Db } from '../../db/client';
import { createFreshCache, type FreshCacheOptions } from '../../lib/cache/fresh-cache';
import { resolvePropertyFilters } from './property-filters.repository';
import type { SearchRepository } from './search.repository';

/**
 * What a search adds to its query before it runs: the typed filters checked against the
 * category's keys, and the currency of a price range left without one (the Web Site page's
 * default, read at most once per cache age; docs/product.md#prices).
 */
export function createTypedSearch(
  db: Db,
  repository: SearchRepository,
  { maxAgeMs, background }: Pick<FreshCacheOptions<object>, 'maxAgeMs' | 'background'>,
) {
  const siteCurrency = createFreshCache<{ currency: string }>({
    maxAgeMs,
    background,
    maxSize: 10,
    sizeOf: () => 1,
  });
  return async (query: AdvertSearchQuery) => {
    const properties = await resolvePropertyFilters(db, query.categoryid, query.filter);
    const hasRange = query.price_start !== undefined || query.price_end !== undefined;
    if (!hasRange || query.currency) return { properties };
    const { currency } = await siteCurrency.get('default', async () => ({
      currency: await repository.defaultCurrency(),
    }));
    return { properties, defaultCurrency: currency };
  };
}
