import {
  useAdvertTypes,
  useCategories,
  useCities,
  useCountries,
  useDistricts,
} from '../../lookups';
import type { PropertyKey } from '@estate/contracts';
import { formatPrice } from '../../adverts';
import { propertyFilterText } from './property-filter-text';

/** Names of the ids a saved search's filters hold, as far as they are known. */
export interface FilterNames {
  category?: string;
  type?: string;
  country?: string;
  city?: string;
  district?: string;
  /** The chosen category's property keys: typed filters are named by them. */
  properties?: PropertyKey[];
}

const positive = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const nameOf = (
  list: Array<{ id: number; name?: string; title?: string }> | undefined,
  id?: number,
) => {
  const found = id === undefined ? undefined : list?.find((item) => item.id === id);
  return found?.name ?? found?.title;
};

/** The lookups' names of a saved search's category, type and places. */
export function useFilterNames(filters: Record<string, string>): FilterNames {
  const country = positive(filters.country);
  const city = positive(filters.city);
  const district = positive(filters.district);
  const categories = useCategories().data;
  const types = useAdvertTypes().data;
  const countries = useCountries().data;
  const cities = useCities(country).data;
  const districts = useDistricts(city).data;
  const categoryId = positive(filters.categoryid);
  return {
    category: nameOf(categories, categoryId),
    properties: categories?.find((c) => c.id === categoryId)?.properties,
    type: nameOf(types, positive(filters.advert_type_id)),
    country: nameOf(countries, country),
    city: nameOf(cities, city),
    district: nameOf(districts, district),
  };
}

const KNOWN = new Set([
  'q',
  'categoryid',
  'advert_type_id',
  'country',
  'city',
  'district',
  'price_start',
  'price_end',
  'bbox',
  'currency',
]);

function priceText(from?: string, to?: string, currency?: string): string | undefined {
  const money = (v: string) => formatPrice(Number(v), currency);
  if (from && to) return `${money(from)} – ${money(to)}`;
  if (from) return `From ${money(from)}`;
  if (to) return `Up to ${money(to)}`;
  return undefined;
}

const TYPED_FILTER = /^filter\[(\d+)\]$/;

/** A filter outside KNOWN: a typed one named by its key ("Bedrooms: 3 or more"), others as is. */
function otherFilterText(name: string, value: string, keys: PropertyKey[] | undefined): string {
  const keyId = Number(TYPED_FILTER.exec(name)?.[1]);
  const key = keys?.find((k) => k.id === keyId);
  return key ? propertyFilterText(key, value) : `${name}: ${value}`;
}

/**
 * A saved search's filters as a person reads them: "“sea view” · House · Sale · Kadıköy,
 * İstanbul · $100,000.00 – $300,000.00 · Bedrooms: 3 or more". A filter the page does not name
 * yet is shown as is.
 */
export function describeFilters(filters: Record<string, string>, names: FilterNames): string[] {
  const parts: string[] = [];
  if (filters.q) parts.push(`“${filters.q}”`);
  if (filters.categoryid) parts.push(names.category ?? 'A category');
  if (filters.advert_type_id) parts.push(names.type ?? 'A type');
  const place = [
    filters.district && (names.district ?? 'a district'),
    filters.city && (names.city ?? 'a city'),
    filters.country && (names.country ?? 'a country'),
  ].filter(Boolean);
  if (place.length) parts.push(place.join(', '));
  const price = priceText(filters.price_start, filters.price_end, filters.currency);
  if (price) parts.push(filters.currency ? `${price} (${filters.currency})` : price);
  else if (filters.currency) parts.push(`Prices in ${filters.currency}`);
  if (filters.bbox) parts.push('Within the map area');
  for (const [name, value] of Object.entries(filters))
    if (!KNOWN.has(name)) parts.push(otherFilterText(name, value, names.properties));
  return parts.length ? parts : ['All properties'];
}
