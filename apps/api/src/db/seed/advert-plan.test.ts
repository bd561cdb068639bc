import { describe, expect, it } from 'vitest';
import { planAdverts, uniqueSlug, ACTIVATED_COUNT, type PlanLookups } from './advert-plan';
import { CATEGORIES } from './data/catalog';
import { COUNTRIES } from './data/locations';
import { renderPropertySvg } from './illustration';
import { createRandom } from './random';

function lookups(): PlanLookups {
  let id = 1;
  const places = COUNTRIES.flatMap((country, c) =>
    country.cities.map((city) => {
      const districts = Object.keys(city.districts).map((name) => ({ id: id++, name }));
      return {
        countryId: c + 1,
        countryName: country.name,
        cityId: id++,
        cityName: city.name,
        weight: city.weight ?? 1,
        priceFactor: country.priceFactor,
        districts,
        villaDistricts: districts.filter((d) => city.villas?.includes(d.name)),
      };
    }),
  );
  return {
    categories: CATEGORIES.map((data, i) => ({
      id: i + 1,
      data,
      keys: data.keys.map((name, k) => ({ id: i * 100 + k, name })),
    })),
    types: { Sale: 1, Rent: 2 },
    places,
    owners: [11, 12, 13, 14, 15],
    customers: [11, 12, 13, 14],
    now: new Date('2026-06-01T12:00:00Z'),
  };
}

describe('planAdverts', () => {
  it('gives the same adverts for the same seed', () => {
    expect(planAdverts(createRandom(7), lookups())).toEqual(
      planAdverts(createRandom(7), lookups()),
    );
  });

  it('covers every city with activated adverts and keeps villas in villa districts', () => {
    const drafts = planAdverts(createRandom(7), lookups());
    const l = lookups();
    const activatedCities = new Set(drafts.slice(0, ACTIVATED_COUNT).map((d) => d.cityId));
    expect(activatedCities.size).toBe(l.places.length);
    const villaDistricts = new Set(l.places.flatMap((p) => p.villaDistricts.map((d) => d.id)));
    for (const d of drafts.filter((d) => d.category === 'Villa')) {
      expect(villaDistricts.has(d.districtId)).toBe(true);
    }
    for (const d of drafts) {
      expect(Number(d.price)).toBeGreaterThan(0);
      expect(d.values.every((v) => v.value.trim() !== '')).toBe(true);
      expect(d.createdAt.getTime()).toBeLessThan(l.now.getTime());
    }
  });

  it('suffixes a slug that is taken', () => {
    const taken = new Set<string>();
    expect(uniqueSlug('Villa in Beşiktaş', taken)).toBe('villa-in-besiktas');
    expect(uniqueSlug('Villa in Besiktas', taken)).toBe('villa-in-besiktas-2');
    expect(uniqueSlug('VILLA in beşiktaş!', taken)).toBe('villa-in-besiktas-3');
  });
});

describe('renderPropertySvg', () => {
  it('draws the same picture for the same seed and different ones for different seeds', () => {
    expect(renderPropertySvg('House', 1)).toBe(renderPropertySvg('House', 1));
    expect(renderPropertySvg('House', 1)).not.toBe(renderPropertySvg('House', 2));
    for (const c of CATEGORIES)
      expect(renderPropertySvg(c.title, 3)).toMatch(/^<svg [^>]+>.*<\/svg>$/s);
  });
});
