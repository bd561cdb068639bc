import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { adverts, categories, cities, propertyValues } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { countStrategy } from './count-sql.repository';

let t: TestApp;
let catalog: Catalog;
let member: TestUser;
let categoryId: number;
let keys: {
  beds: number;
  baths: number;
  area: number;
  garden: number;
  heating: number;
  note: number;
};
const ids: Record<string, number> = {};

/** Adverts of one category: beds, area, garden, heating, price and currency. */
const HOMES = [
  { name: 'small', beds: 1, area: 45, garden: 0, heating: 'Gas', price: 100000, currency: 'USD' },
  {
    name: 'family',
    beds: 3,
    area: 95,
    garden: 1,
    heating: 'Heat pump',
    price: 300000,
    currency: 'USD',
  },
  { name: 'large', beds: 4, area: 118, garden: 1, heating: 'Gas', price: 500000, currency: 'USD' },
  { name: 'villa', beds: 5, area: 240, garden: 1, heating: 'Gas', price: 900000, currency: 'USD' },
  { name: 'euro', beds: 3, area: 110, garden: 0, heating: 'Gas', price: 250000, currency: 'EUR' },
];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  member = await createUser(t);
  const admin = await createUser(t, 'ADMIN');
  const res = await call(t, {
    method: 'POST',
    url: '/api/categories',
    token: admin.token,
    payload: {
      title: 'Typed homes',
      slug: 'typed-homes',
      icon: 'house',
      seq: 90,
      properties: [
        { name: 'Bedrooms', type: 'number', unit: 'rooms' },
        { name: 'Bathrooms', type: 'number', unit: 'rooms' },
        { name: 'Area (m²)', type: 'number', unit: 'm²' },
        { name: 'Garden', type: 'boolean' },
        { name: 'Heating', type: 'choice', choices: ['Gas', 'Heat pump'] },
        { name: 'Note', type: 'text' },
      ],
    },
  });
  const category = res.json();
  categoryId = category.id;
  const [beds, baths, area, garden, heating, note] = category.properties.map(
    (p: { id: number }) => p.id,
  );
  keys = { beds, baths, area, garden, heating, note };
  for (const home of HOMES) {
    const advert = await makeAdvert(t, catalog, member.id, {
      title: `Typed ${home.name}`,
      categoryId,
      price: home.price.toFixed(2),
      currency: home.currency,
    });
    ids[home.name] = advert.id;
    await t.database.db.insert(propertyValues).values([
      { advertId: advert.id, keyId: beds, value: String(home.beds), numberValue: home.beds },
      { advertId: advert.id, keyId: baths, value: '2', numberValue: 2 },
      { advertId: advert.id, keyId: area, value: String(home.area), numberValue: home.area },
      {
        advertId: advert.id,
        keyId: garden,
        value: home.garden ? 'Yes' : 'No',
        numberValue: home.garden,
      },
      { advertId: advert.id, keyId: heating, value: home.heating, numberValue: null },
    ]);
  }
});
afterAll(() => t.close());

const search = async (params: string, token?: string) =>
  call(t, { method: 'GET', url: `/api/adverts?categoryid=${categoryId}&size=20&${params}`, token });

const names = (body: { content: Array<{ id: number }>; totalElements: number }) => {
  const byId = new Map(Object.entries(ids).map(([name, id]) => [id, name]));
  return body.content.map((a) => byId.get(a.id)).sort();
};

describe('filters on typed property values', () => {
  it('matches ranges, open ranges, yes/no and choices, with exact totals for everyone', async () => {
    const cases: Array<[string, string[]]> = [
      [`filter[${keys.beds}]=3..5`, ['euro', 'family', 'large', 'villa']],
      [`filter[${keys.beds}]=3..`, ['euro', 'family', 'large', 'villa']],
      [`filter[${keys.area}]=..100`, ['family', 'small']],
      [`filter[${keys.beds}]=3..&filter[${keys.area}]=80..120`, ['euro', 'family', 'large']],
      [`filter[${keys.garden}]=yes`, ['family', 'large', 'villa']],
      [`filter[${keys.garden}]=no`, ['euro', 'small']],
      [`filter[${keys.heating}]=heat%20pump`, ['family']],
      [`filter[${keys.beds}]=4`, ['large']],
    ];
    for (const [params, expected] of cases)
      for (const token of [undefined, member.token]) {
        const res = await search(params, token);
        expect(res.statusCode, params).toBe(200);
        expect(names(res.json()), params).toEqual(expected);
        expect(res.json().totalElements, params).toBe(expected.length);
      }
  });

  it('answers 400 for a filter without category, on another category, a text key or a bad range', async () => {
    const bad = [
      [`/api/adverts?filter[${keys.beds}]=3..5`, 'filter'],
      [
        `/api/adverts?categoryid=${catalog.categoryIds[0]}&filter[${keys.beds}]=3..5`,
        `filter[${keys.beds}]`,
      ],
      [`/api/adverts?categoryid=${categoryId}&filter[${keys.note}]=x`, `filter[${keys.note}]`],
      [`/api/adverts?categoryid=${categoryId}&filter[${keys.beds}]=5..3`, `filter[${keys.beds}]`],
      [`/api/adverts?categoryid=${categoryId}&filter[${keys.beds}]=a..b`, `filter[${keys.beds}]`],
      [
        `/api/adverts?categoryid=${categoryId}&filter[${keys.garden}]=3..4`,
        `filter[${keys.garden}]`,
      ],
      [
        `/api/adverts?categoryid=${categoryId}&filter[${keys.heating}]=Coal`,
        `filter[${keys.heating}]`,
      ],
      [`/api/adverts?categoryid=${categoryId}&filter[abc]=1`, 'filter.abc'],
    ];
    for (const [url, field] of bad) {
      const res = await call(t, { method: 'GET', url: url! });
      expect(res.statusCode, url).toBe(400);
      expect(Object.keys(res.json().validations ?? {}).join(' '), url).toContain(field);
    }
  });
});

describe('prices compared across currencies', () => {
  it('converts each price at the demo rates (EUR 1.085 USD) into the asked currency', async () => {
    // euro: 250,000 EUR ≈ 271,250 USD, inside a USD range from 260,000.
    const usd = await search('price_start=260000&price_end=600000');
    expect(names(usd.json())).toEqual(['euro', 'family', 'large']);
    expect(usd.json().totalElements).toBe(3);
    // 260,000 EUR ≈ 282,100 USD: the euro advert is below it; family (300,000 USD) is inside.
    const eur = await search('price_start=260000&price_end=600000&currency=EUR');
    expect(names(eur.json())).toEqual(['family', 'large']);
    expect(eur.json().totalElements).toBe(2);
    const sorted = await search('sort=price&type=ASC&currency=USD', member.token);
    expect(sorted.json().content.map((a: { currency: string }) => a.currency)).toEqual([
      'USD',
      'EUR',
      'USD',
      'USD',
      'USD',
    ]);
    expect(sorted.json().totalElements).toBe(5);
    expect((await search('')).json().totalElements).toBe(5);
    const refused = await search('currency=JPY');
    expect(refused.statusCode).toBe(400);
  });

  it('gives list items their currency and the beds, baths and area of the typed keys', async () => {
    const res = await search(`filter[${keys.beds}]=4`);
    expect(res.json().content[0]).toMatchObject({
      currency: 'USD',
      facts: { bedrooms: 4, bathrooms: 2, area: 118, areaUnit: 'm²' },
    });
  });
});

describe('typed searches of one city, counted from the value rows', () => {
  const expectMatches = async (params: string, expected: string[]) => {
    for (const token of [undefined, member.token]) {
      const res = await search(params, token);
      expect(names(res.json()), params).toEqual(expected);
      expect(res.json().totalElements, params).toBe(expected.length);
    }
  };
  const setAdvert = (name: string, fields: Partial<typeof adverts.$inferInsert>) =>
    t.database.db.update(adverts).set(fields).where(eq(adverts.id, ids[name]!));

  it('are answered by the value rows when every filter is a number or yes/no', () => {
    const filters = { publicOnly: true, words: [], categoryId, cityId: 1 };
    const range = { keyId: keys.beds, from: 3 };
    expect(countStrategy({ ...filters, properties: [range] })).toBe('values');
    expect(countStrategy({ ...filters, properties: [{ keyId: keys.heating, text: 'Gas' }] })).toBe(
      'direct',
    );
    expect(countStrategy({ ...filters, cityId: undefined, properties: [range] })).toBe('direct');
  });

  it('stay exact as adverts change status, switch, place and type, and as the category is switched off', async () => {
    const typed = `city=${catalog.cityId}&filter[${keys.beds}]=3..&filter[${keys.area}]=80..120`;
    const [elsewhere] = await t.database.db
      .insert(cities)
      .values({ countryId: catalog.countryId, name: 'Elsewhere' })
      .returning();
    await expectMatches(typed, ['euro', 'family', 'large']);
    await expectMatches(`${typed}&district=${catalog.districtId}`, ['euro', 'family', 'large']);
    await expectMatches(`${typed}&country=${catalog.countryId}&filter[${keys.garden}]=yes`, [
      'family',
      'large',
    ]);
    await setAdvert('family', { status: 2 });
    await setAdvert('large', { isActive: false });
    await expectMatches(typed, ['euro']);
    await setAdvert('euro', { advertTypeId: catalog.typeIds[1] });
    await expectMatches(`${typed}&advert_type_id=${catalog.typeIds[0]}`, []);
    await expectMatches(`${typed}&advert_type_id=${catalog.typeIds[1]}`, ['euro']);
    await setAdvert('euro', { cityId: elsewhere!.id });
    await expectMatches(typed, []);
    const restored = { status: 1, isActive: true, advertTypeId: catalog.typeIds[0] };
    await t.database.db
      .update(adverts)
      .set({ ...restored, cityId: catalog.cityId })
      .where(inArray(adverts.id, Object.values(ids)));
    await expectMatches(typed, ['euro', 'family', 'large']);
    const switchCategory = (isActive: boolean) =>
      t.database.db.update(categories).set({ isActive }).where(eq(categories.id, categoryId));
    await switchCategory(false);
    const hidden = await search(typed);
    expect(hidden.json().totalElements).toBe(0);
    await switchCategory(true);
    await expectMatches(typed, ['euro', 'family', 'large']);
  });
});
