import type { CategoryData, CategoryName } from './data/catalog';
import type { Random } from './random';

/** The numbers a demo advert is built around: its title and its property values agree. */
export interface AdvertFacts {
  bedrooms: number;
  bathrooms: number;
  area: number;
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

export function makeFacts(r: Random, category: CategoryData): AdvertFacts {
  const [min, max] = category.area;
  const area = roundTo(r.float(min, max), category.title === 'Land' ? 50 : 5);
  const bedrooms =
    category.title === 'Villa'
      ? r.int(3, 6)
      : category.title === 'House'
        ? Math.max(2, Math.min(5, Math.round(area / 55)))
        : Math.max(1, Math.min(4, Math.round(area / 40)));
  return { area, bedrooms, bathrooms: Math.max(1, Math.min(5, Math.round(bedrooms / 1.8))) };
}

const yesNo = (r: Random, yes: number) => (r.chance(yes) ? 'Yes' : 'No');
const year = (r: Random) => String(r.chance(0.25) ? r.int(2018, 2025) : r.int(1958, 2017));

type ValueMaker = (r: Random, facts: AdvertFacts, category: CategoryName) => string;

const VALUES: Record<string, ValueMaker> = {
  Bedrooms: (_r, f) => String(f.bedrooms),
  Bathrooms: (_r, f) => String(f.bathrooms),
  'Area (m²)': (_r, f) => String(f.area),
  Floors: (r) => String(r.int(1, 3)),
  Floor: (r, _f, c) =>
    c === 'Shop'
      ? r.chance(0.8)
        ? '0'
        : '1'
      : r.chance(0.12)
        ? '0'
        : String(r.int(1, c === 'Office' ? 24 : 12)),
  'Year built': (r) => year(r),
  Garden: (r, _f, c) => (c === 'Villa' ? 'Yes' : yesNo(r, 0.8)),
  Parking: (r, _f, c) =>
    c === 'Office'
      ? r.pick(['Underground', 'Underground', 'Public car park nearby'])
      : r.pick(['Private garage', 'Driveway', 'Street parking', 'Carport']),
  Heating: (r) =>
    r.pick([
      'Natural gas combi boiler',
      'Central heating',
      'Underfloor heating',
      'Heat pump',
      'District heating',
    ]),
  Elevator: (r) => yesNo(r, 0.75),
  Balcony: (r) => r.pick(['Yes', 'Yes', 'Yes', 'No']),
  Rooms: (_r, f) => String(Math.max(2, Math.round(f.area / 40))),
  'Air conditioning': (r) => r.pick(['Central', 'Split units', 'VRF system']),
  'Land area (m²)': (r, f) => String(roundTo(f.area * r.float(2.5, 6), 50)),
  'Swimming pool': (r) => r.pick(['Private', 'Private, heated', 'Infinity pool']),
  Zoning: (r) => r.pick(['Residential', 'Residential', 'Agricultural', 'Tourism', 'Commercial']),
  'Road access': (r) => r.pick(['Paved road', 'Paved road', 'Gravel road']),
  Electricity: (r) => r.pick(['Connected', 'At the boundary', 'Nearby']),
  Water: (r) => r.pick(['Mains', 'Mains', 'Well', 'Nearby']),
  Slope: (r) => r.pick(['Flat', 'Flat', 'Gentle', 'Terraced']),
  'Frontage (m)': (r) => String(r.int(4, 18)),
  'Storage room': (r) => yesNo(r, 0.7),
};

/** The value of one property key for a demo advert; every key of the catalog has a maker. */
export function propertyValue(
  key: string,
  r: Random,
  facts: AdvertFacts,
  category: CategoryName,
): string {
  const make = VALUES[key];
  return make ? make(r, facts, category) : String(r.int(1, 5));
}
