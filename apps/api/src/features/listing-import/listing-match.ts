import {
  checkPropertyValue,
  LEASE_PROPERTY_TYPES,
  LISTING_MATCH_MESSAGES as M,
  PROPERTY_SUB_TYPE_NAMES,
  type AdvertForm,
  type ListingProblem,
  type PropertyRule,
} from '@estate/contracts';
import { foldText } from '../../lib/text';
import type { CheckedListing } from './listing-rows';

/** A name as the site keeps it, with its Turkish form where staff wrote one. */
interface Named {
  id: number;
  name: string;
  nameTr?: string | null;
}
export type SiteKey = Named & PropertyRule;

/** What the site offers, read once per file (docs/catalogue-format.md). */
export interface SiteCatalog {
  advertTypes: Named[];
  categories: Array<Named & { keys: SiteKey[] }>;
  countries: Named[];
  cities: Array<Named & { countryId: number }>;
  districts: Array<Named & { cityId: number }>;
  siteCurrency: string;
}

/** A listing in the site's terms: ids for names, values checked against their keys. */
export interface MatchedListing {
  line: number;
  listingId: string;
  advertTypeId: number;
  categoryId: number;
  countryId: number;
  cityId: number;
  districtId: number;
  title: string;
  description: string;
  price: number;
  currency: string;
  point: { latitude: number; longitude: number } | null;
  values: Array<{ keyId: number; text: string; number: number | null }>;
  pictures: string[];
}

/** The RESO fields that fill a key of the category when it has one by that English name. */
const STANDARD_KEYS = [
  ['BedroomsTotal', 'Bedrooms'],
  ['BathroomsTotalInteger', 'Bathrooms'],
  ['LivingArea', 'Area'],
] as const;

const findNamed = <T extends Named>(list: T[], name: string): T | undefined => {
  const folded = foldText(name.trim());
  return list.find(
    (item) => foldText(item.name) === folded || (!!item.nameTr && foldText(item.nameTr) === folded),
  );
};

function valuesOf(
  listing: CheckedListing,
  keys: SiteKey[],
  refuse: (field: string, message: string) => void,
): MatchedListing['values'] {
  const values: MatchedListing['values'] = [];
  const put = (field: string, key: SiteKey, raw: string) => {
    const checked = checkPropertyValue(key, raw);
    if (checked.ok) values.push({ keyId: key.id, text: checked.text, number: checked.number });
    else refuse(field, checked.message);
  };
  for (const [field, keyName] of STANDARD_KEYS) {
    const value = listing[field];
    const key = findNamed(keys, keyName);
    // A RESO feed sends these for every kind of home: a category without the key ignores them.
    if (value !== undefined && key) put(field, key, String(value));
  }
  for (const [name, raw] of Object.entries(listing.Features)) {
    const key = findNamed(keys, name);
    if (!key) refuse('Features', M.unknownKey(name));
    else if (!values.some((v) => v.keyId === key.id)) put('Features', key, raw);
  }
  return values;
}

/** The category a PropertySubType names: the site's own names first, then RESO's words. */
function categoryOf(catalog: SiteCatalog, subType: string) {
  const own = findNamed(catalog.categories, subType);
  if (own) return own;
  const synonym = PROPERTY_SUB_TYPE_NAMES[subType.replace(/\s+/g, '')];
  return synonym ? findNamed(catalog.categories, synonym) : undefined;
}

function placeOf(
  catalog: SiteCatalog,
  listing: CheckedListing,
  refuse: (f: string, m: string) => void,
) {
  const country = findNamed(catalog.countries, listing.Country);
  if (!country) return refuse('Country', M.unknownCountry(listing.Country));
  const city = findNamed(
    catalog.cities.filter((c) => c.countryId === country.id),
    listing.City,
  );
  if (!city) return refuse('City', M.unknownCity(listing.City, country.name));
  const district = findNamed(
    catalog.districts.filter((d) => d.cityId === city.id),
    listing.District,
  );
  if (!district) return refuse('District', M.unknownDistrict(listing.District, city.name));
  return { countryId: country.id, cityId: city.id, districtId: district.id };
}

function matchOne(listing: CheckedListing, catalog: SiteCatalog, problems: ListingProblem[]) {
  const before = problems.length;
  const refuse = (field: string, message: string) => {
    problems.push({ line: listing.line, listingId: listing.ListingId, field, message });
  };
  const lease = (LEASE_PROPERTY_TYPES as readonly string[]).includes(listing.PropertyType);
  const typeName = lease ? 'Rent' : 'Sale';
  const advertType = findNamed(catalog.advertTypes, typeName);
  if (!advertType) refuse('PropertyType', M.noAdvertType(typeName));
  const category = categoryOf(catalog, listing.PropertySubType);
  if (!category) refuse('PropertySubType', M.unknownCategory(listing.PropertySubType));
  const place = placeOf(catalog, listing, refuse);
  const values = category ? valuesOf(listing, category.keys, refuse) : [];
  if (problems.length > before || !advertType || !category || !place) return undefined;
  return {
    line: listing.line,
    listingId: listing.ListingId,
    advertTypeId: advertType.id,
    categoryId: category.id,
    ...place,
    title: listing.Title,
    description: listing.PublicRemarks,
    price: listing.ListPrice,
    currency: listing.Currency ?? catalog.siteCurrency,
    point:
      listing.Latitude !== undefined && listing.Longitude !== undefined
        ? { latitude: listing.Latitude, longitude: listing.Longitude }
        : null,
    values,
    pictures: listing.Media,
  };
}

/**
 * The checked listings in the site's terms (docs/catalogue-format.md): types, categories, places
 * and keys by their English or Turkish names, accents and case aside; every name the site does
 * not know is a line of the report, and its listing is left out.
 */
export function matchListings(listings: CheckedListing[], catalog: SiteCatalog) {
  const problems: ListingProblem[] = [];
  const matched: MatchedListing[] = [];
  for (const listing of listings) {
    const one = matchOne(listing, catalog, problems);
    if (one) matched.push(one);
  }
  return { matched, problems };
}

/** The advert form a matched listing fills, as the add page would send it (moderation as usual). */
export const toAdvertForm = (listing: MatchedListing): AdvertForm => ({
  title: listing.title,
  description: listing.description,
  price: listing.price,
  advertType: listing.advertTypeId,
  category: listing.categoryId,
  country: listing.countryId,
  city: listing.cityId,
  district: listing.districtId,
  location: '',
  isActive: true,
  values: listing.values.map((v) => ({ keyId: v.keyId, value: v.text })),
  currency: listing.currency as AdvertForm['currency'],
  ...(listing.point ? { point: listing.point } : {}),
});
