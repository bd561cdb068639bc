import { isReservedSlug } from '@estate/contracts';
import { foldText, slugify } from '../../lib/text';
import type { AdvertTypeName, CategoryData, CategoryName } from './data/catalog';
import {
  ADJECTIVES,
  CLOSING_LINES,
  FEATURES,
  INTROS,
  LOCATION_LINES,
  REJECTION_REASONS,
  TITLE_PATTERNS,
} from './data/advert-texts';
import { demoValue } from './data/key-types';
import { makeFacts, propertyValue, type AdvertFacts } from './property-values';
import type { Random } from './random';

export const ACTIVATED_COUNT = 66;
export const PENDING_COUNT = 4;
export const REJECTED_COUNT = 3;

export interface PlanLookups {
  categories: Array<{ id: number; data: CategoryData; keys: Array<{ id: number; name: string }> }>;
  types: Record<AdvertTypeName, number>;
  places: Array<{
    countryId: number;
    countryName: string;
    cityId: number;
    cityName: string;
    weight: number;
    priceFactor: number;
    districts: Array<{ id: number; name: string }>;
    /** Districts where a villa looks at home; villas go only there. */
    villaDistricts: Array<{ id: number; name: string }>;
  }>;
  /** Owners of activated adverts, most often the first; pending and rejected ones rotate over `customers`. */
  owners: number[];
  customers: number[];
  now: Date;
}

export interface AdvertDraft {
  title: string;
  description: string;
  slug: string;
  searchText: string;
  price: string;
  location: string;
  status: 0 | 1 | 2;
  statusReason: string | null;
  viewCount: number;
  advertTypeId: number;
  categoryId: number;
  countryId: number;
  cityId: number;
  districtId: number;
  userId: number;
  createdAt: Date;
  updatedAt: Date;
  category: CategoryName;
  values: Array<{ keyId: number; value: string; numberValue: number | null }>;
}

const DAY = 24 * 60 * 60 * 1000;

/** The demo adverts, decided in memory before anything is written. */
export function planAdverts(r: Random, lookups: PlanLookups): AdvertDraft[] {
  const total = ACTIVATED_COUNT + PENDING_COUNT + REJECTED_COUNT;
  const categories = r.shuffle(
    Array.from({ length: total }, (_, i) => lookups.categories[i % lookups.categories.length]!),
  );
  const pickPlace = placePicker(r, lookups.places);
  const taken = new Set<string>();

  return categories.map((category, i) => {
    const status: AdvertDraft['status'] =
      i < ACTIVATED_COUNT ? 1 : i < ACTIVATED_COUNT + PENDING_COUNT ? 0 : 2;
    const { place, district } = pickPlace(category.data.title, status === 1);
    const type: AdvertTypeName = r.chance(category.data.rentShare) ? 'Rent' : 'Sale';
    const facts = makeFacts(r, category.data);
    const words = { district: district.name, city: place.cityName, facts };
    const title = fill(r.pick(TITLE_PATTERNS[category.data.title]), r, words);
    const description = describe(r, category.data.title, type, words);
    const { createdAt, updatedAt } = dates(r, status, lookups.now);
    const nonActive = i - ACTIVATED_COUNT;
    return {
      title,
      description,
      slug: uniqueSlug(title, taken),
      searchText: foldText(`${title} ${description}`),
      price: price(r, category.data.price[type], type, place.priceFactor),
      location: `${district.name}, ${place.cityName}, ${place.countryName}`,
      status,
      statusReason: status === 2 ? REJECTION_REASONS[nonActive % REJECTION_REASONS.length]! : null,
      viewCount: status === 1 ? Math.round(r.next() ** 2 * 900) + r.int(3, 40) : r.int(0, 4),
      advertTypeId: lookups.types[type],
      categoryId: category.id,
      countryId: place.countryId,
      cityId: place.cityId,
      districtId: district.id,
      userId:
        status === 1
          ? pickOwner(r, lookups.owners)
          : lookups.customers[nonActive % lookups.customers.length]!,
      createdAt,
      updatedAt,
      category: category.data.title,
      values: category.keys.map((key) => ({
        keyId: key.id,
        ...demoValue(key.name, propertyValue(key.name, r, facts, category.data.title)),
      })),
    };
  });
}

type Place = PlanLookups['places'][number];

/**
 * Activated adverts visit every city once before any city gets a second one (every city has
 * something to show), then big cities by weight; villas go only to villa districts.
 */
function placePicker(r: Random, places: Place[]) {
  const unused = r.shuffle(places);
  const weighted = places.flatMap((p) => Array.from({ length: p.weight }, () => p));
  const villaPlaces = places.filter((p) => p.villaDistricts.length > 0);
  return (category: CategoryName, activated: boolean) => {
    if (category === 'Villa' && villaPlaces.length > 0) {
      const place = r.pick(villaPlaces);
      return { place, district: r.pick(place.villaDistricts) };
    }
    const place = (activated ? unused.pop() : undefined) ?? r.pick(weighted);
    return { place, district: r.pick(place.districts) };
  };
}

function pickOwner(r: Random, owners: number[]): number {
  return r.chance(0.3) ? owners[0]! : r.pick(owners);
}

type Words = { district: string; city: string; facts: AdvertFacts };

function fill(pattern: string, r: Random, words: Words): string {
  return pattern
    .replace('{adj}', r.pick(ADJECTIVES))
    .replace('{beds}', String(words.facts.bedrooms))
    .replace('{area}', words.facts.area.toLocaleString('en-US'))
    .replace('{district}', words.district)
    .replace('{city}', words.city);
}

function describe(r: Random, category: CategoryName, type: AdvertTypeName, words: Words): string {
  const features = r.sample(FEATURES[category], r.int(2, 3));
  const size =
    category === 'Land'
      ? `The plot measures ${words.facts.area.toLocaleString('en-US')} m².`
      : `It offers ${words.facts.area} m² of usable space.`;
  return [
    r.pick(INTROS[category]),
    size,
    ...features,
    fill(r.pick(LOCATION_LINES), r, words),
    r.pick(CLOSING_LINES[type]),
  ].join(' ');
}

function price(
  r: Random,
  [min, max]: [number, number],
  type: AdvertTypeName,
  factor: number,
): string {
  // Log-uniform: cheap adverts are more common than expensive ones, as in real listings.
  const raw = Math.exp(r.float(Math.log(min), Math.log(max))) * factor;
  const step = type === 'Rent' ? 50 : raw > 500_000 ? 5_000 : 1_000;
  return Math.max(step, Math.round(raw / step) * step).toFixed(2);
}

function dates(r: Random, status: AdvertDraft['status'], now: Date) {
  const daysAgo = status === 0 ? r.float(0.2, 5) : status === 2 ? r.float(10, 60) : r.float(1, 180);
  const createdAt = new Date(now.getTime() - daysAgo * DAY);
  const updatedAt =
    status === 1 && r.chance(0.7)
      ? createdAt
      : new Date(createdAt.getTime() + r.float(0.1, 1) * DAY);
  return { createdAt, updatedAt: updatedAt > now ? now : updatedAt };
}

/** slugify(title), then -2, -3… while taken or a route's name, as the API makes them. */
export function uniqueSlug(title: string, taken: Set<string>): string {
  const base = slugify(title) || 'advert';
  let slug = base;
  for (let n = 2; taken.has(slug) || isReservedSlug(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
