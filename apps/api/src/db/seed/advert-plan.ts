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

/** Live adverts: groups of STREET_SIZE alike homes, at least one group in every city. */
export const ACTIVATED_COUNT = 120;
/**
 * How many alike homes each group of live adverts has: same city, type and category, prices
 * within 8 % of the group's, so each shows at least 3 similar homes (docs/product.md#similar-homes).
 */
export const STREET_SIZE = 4;
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

/** One advert's place, category and type, and how its price sits in its group's. */
interface Slot {
  category: PlanLookups['categories'][number];
  status: AdvertDraft['status'];
  place: Place;
  district: { id: number; name: string };
  type: AdvertTypeName;
  /** The group's price draw and this advert's spread around it; a lone advert draws its own. */
  price?: { draw: number; scale: number };
}

/** The demo adverts, decided in memory before anything is written. */
export function planAdverts(r: Random, lookups: PlanLookups): AdvertDraft[] {
  const taken = new Set<string>();
  return planSlots(r, lookups).map((slot, i) => {
    const { category, status, place, district, type } = slot;
    const facts = makeFacts(r, category.data);
    const words = { district: district.name, city: place.cityName, facts };
    const title = fill(r.pick(TITLE_PATTERNS[category.data.title]), r, words);
    const description = describe(r, category.data.title, type, words);
    const { createdAt, updatedAt } = dates(r, status, lookups.now);
    const nonActive = i - ACTIVATED_COUNT;
    const draw = slot.price ?? { draw: r.next(), scale: 1 };
    return {
      title,
      description,
      slug: uniqueSlug(title, taken),
      searchText: foldText(`${title} ${description}`),
      price: price(draw, category.data.price[type], type, place.priceFactor),
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

/**
 * Live adverts in groups of STREET_SIZE alike homes: one category, type and city, half of them
 * in the group's district, prices within 8 % of the group's draw. Pending and rejected ones
 * are single.
 */
function planSlots(r: Random, lookups: PlanLookups): Slot[] {
  const streets = Math.ceil(ACTIVATED_COUNT / STREET_SIZE);
  const pickCategory = (i: number) => lookups.categories[i % lookups.categories.length]!;
  const pickPlace = placePicker(r, lookups.places);
  const typeOf = (category: Slot['category']): AdvertTypeName =>
    r.chance(category.data.rentShare) ? 'Rent' : 'Sale';
  const slots: Slot[] = [];
  for (const [n, category] of r
    .shuffle(Array.from({ length: streets }, (_, i) => pickCategory(i)))
    .entries()) {
    const { place, district } = pickPlace(category.data.title, true);
    const type = typeOf(category);
    const draw = r.next();
    const size = Math.min(STREET_SIZE, ACTIVATED_COUNT - n * STREET_SIZE);
    for (let k = 0; k < size; k++) {
      const own = k % 2 === 0 || category.data.title === 'Villa';
      const others = own ? [district] : place.districts;
      slots.push({
        category,
        status: 1,
        place,
        district: r.pick(others),
        type,
        price: { draw, scale: r.float(0.92, 1.08) },
      });
    }
  }
  const single = PENDING_COUNT + REJECTED_COUNT;
  for (const [i, category] of r
    .shuffle(Array.from({ length: single }, (_, i) => pickCategory(i)))
    .entries()) {
    const { place, district } = pickPlace(category.data.title, false);
    slots.push({
      category,
      status: i < PENDING_COUNT ? 0 : 2,
      place,
      district,
      type: typeOf(category),
    });
  }
  return slots;
}

type Place = PlanLookups['places'][number];

/**
 * Activated groups visit every city once before any city gets a second one (every city has
 * something to show), then big cities by weight; villas go only to villa districts.
 */
function placePicker(r: Random, places: Place[]) {
  const unused = r.shuffle(places);
  const weighted = places.flatMap((p) => Array.from({ length: p.weight }, () => p));
  const villaPlaces = places.filter((p) => p.villaDistricts.length > 0);
  return (category: CategoryName, activated: boolean) => {
    if (category === 'Villa' && villaPlaces.length > 0) {
      // A city not yet visited that has villa districts, when one is left.
      const fresh = activated ? unused.findIndex((p) => p.villaDistricts.length > 0) : -1;
      const place = fresh >= 0 ? unused.splice(fresh, 1)[0]! : r.pick(villaPlaces);
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
  { draw, scale }: { draw: number; scale: number },
  [min, max]: [number, number],
  type: AdvertTypeName,
  factor: number,
): string {
  // Log-uniform: cheap adverts are more common than expensive ones, as in real listings.
  const raw = Math.exp(Math.log(min) + draw * (Math.log(max) - Math.log(min))) * factor * scale;
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
