import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { advertTypes, adverts, categories, cities, countries, districts } from '../../db/schema';
import { queryRows } from '../../db/client';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { foldText } from '../../lib/text';
import { WORD_SEPARATORS } from '../../lib/search-words';

/**
 * The pager's totals come from trigger-kept count tables; these tests compare them with a plain
 * count of the rows, for many filter mixes, after every kind of write. Caching is off here: what
 * is checked is the count itself, at once after each write.
 */
let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let admin: TestUser;
let place2: { countryId: number; cityId: number; districtId: number; district2Id: number };
let secondCategory: number;

const TEXTS = [
  ['Deniz Manzaralı Daire', 'Kadıköy sahil, garden and sea view'],
  ['Garden house', 'Quiet street near the garage'],
  ['Sea view villa', 'Private pool, gardener flat'],
  ['Çarşı dükkan', 'Shop 3+1 near the market'],
  ['Office in Plaza', 'Open-plan floor, sea breeze'],
] as const;
const PRICES = [
  '0.00',
  '0.50',
  '1.00',
  '99.99',
  '150000.00',
  '175000.00',
  '175000.50',
  '249999.99',
  '250000.00',
  '1250.00',
  '9900.00',
  '10000.00',
];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  admin = await createUser(t, 'ADMIN');
  const db = t.database.db;
  const [country] = await db
    .insert(countries)
    .values({ name: `España ${Date.now()}` })
    .returning();
  const [city] = await db
    .insert(cities)
    .values({ countryId: country!.id, name: 'Málaga' })
    .returning();
  const ds = await db
    .insert(districts)
    .values([
      { cityId: city!.id, name: 'Nerja' },
      { cityId: city!.id, name: 'Marbella' },
    ])
    .returning();
  place2 = {
    countryId: country!.id,
    cityId: city!.id,
    districtId: ds[0]!.id,
    district2Id: ds[1]!.id,
  };
  const [cat] = await db
    .insert(categories)
    .values({ title: `Villa ${Date.now()}`, slug: `villa-${Date.now()}`, icon: 'house', seq: 3 })
    .returning();
  secondCategory = cat!.id;

  for (let i = 0; i < 48; i++) {
    const [title, description] = TEXTS[i % TEXTS.length]!;
    const inPlace2 = i % 3 === 0;
    await makeAdvert(t, catalog, owner.id, {
      title: `${title} ${i}`,
      description,
      searchText: foldText(`${title} ${i} ${description}`),
      price: PRICES[i % PRICES.length]!,
      status: [1, 1, 1, 0, 2][i % 5]!,
      isActive: i % 7 !== 0,
      advertTypeId: catalog.typeIds[i % 2],
      categoryId: [catalog.categoryIds[0], secondCategory, catalog.inactiveCategoryId][i % 3]!,
      ...(inPlace2
        ? {
            countryId: place2.countryId,
            cityId: place2.cityId,
            districtId: i % 2 ? place2.districtId : place2.district2Id,
          }
        : {}),
    });
  }
});
afterAll(() => t.close());

type Filters = Record<string, string | number>;

type Row = {
  status: number;
  is_active: boolean;
  category_active: boolean;
  category_id: number;
  advert_type_id: number;
  country_id: number;
  city_id: number;
  district_id: number;
  price: string;
  search_text: string;
};

const allRows = () =>
  queryRows<Row>(
    t.database.db,
    sql`SELECT a.status, a.is_active, c.is_active AS category_active, a.category_id,
               a.advert_type_id, a.country_id, a.city_id, a.district_id, a.price, a.search_text
        FROM adverts a JOIN categories c ON c.id = a.category_id`,
  );

/** count(*) of the matching rows, computed here from the rows themselves. */
function plainCount(rows: Row[], f: Filters, staff: boolean): number {
  const words =
    f.q === undefined ? [] : foldText(String(f.q)).split(WORD_SEPARATORS).filter(Boolean);
  // Staff without a status get the specification's default: ACTIVATED.
  const statusCode = f.status === undefined ? 1 : Number(f.status);
  return rows.filter((r) => {
    if (!staff && !(r.status === 1 && r.is_active && r.category_active)) return false;
    if (staff && statusCode !== undefined && r.status !== statusCode) return false;
    const own = r.search_text.split(WORD_SEPARATORS);
    if (!words.every((w) => own.some((o) => o.startsWith(w)))) return false;
    if (f.categoryid !== undefined && r.category_id !== f.categoryid) return false;
    if (f.advert_type_id !== undefined && r.advert_type_id !== f.advert_type_id) return false;
    if (f.country !== undefined && r.country_id !== f.country) return false;
    if (f.city !== undefined && r.city_id !== f.city) return false;
    if (f.district !== undefined && r.district_id !== f.district) return false;
    if (f.price_start !== undefined && Number(r.price) < Number(f.price_start)) return false;
    if (f.price_end !== undefined && Number(r.price) > Number(f.price_end)) return false;
    return true;
  }).length;
}

function mixes(): Filters[] {
  const [sale, rent] = catalog.typeIds;
  const house = catalog.categoryIds[0];
  return [
    {},
    { categoryid: house },
    { categoryid: secondCategory, advert_type_id: rent },
    { advert_type_id: sale },
    { city: catalog.cityId },
    { city: place2.cityId, categoryid: secondCategory },
    { country: place2.countryId },
    { country: place2.countryId, city: place2.cityId, district: place2.districtId },
    { country: catalog.countryId, city: place2.cityId },
    { district: place2.district2Id, advert_type_id: sale },
    { price_start: 0, price_end: 0 },
    { price_start: 0.5, price_end: 1 },
    { price_start: 1, price_end: 150000 },
    { price_start: 150000, price_end: 250000 },
    { price_start: 175000, price_end: 250000 },
    { price_start: 175000.25, price_end: 249999.99 },
    { price_start: 175000.25, price_end: 175000.75 },
    { price_start: 99.5 },
    { price_end: 175000.5 },
    { price_start: 1000, price_end: 10000, city: place2.cityId },
    { price_start: 1200, price_end: 9950, advert_type_id: rent, categoryid: house },
    { q: 'deniz' },
    { q: 'g' },
    { q: 'GA', advert_type_id: sale },
    { q: 'garden', categoryid: secondCategory },
    { q: 'sea view' },
    { q: 'sea', city: place2.cityId },
    { q: 'ç', price_start: 100, price_end: 200000 },
    { q: '3+1' },
  ];
}

async function expectExactTotals() {
  const failures: string[] = [];
  const rows = await allRows();
  for (const f of mixes()) {
    for (const staff of [false, true]) {
      const statuses = staff ? [undefined, 0, 1, 2] : [undefined];
      for (const status of statuses) {
        const filters = status === undefined ? f : { ...f, status };
        const qs = new URLSearchParams(
          Object.entries({ size: 1, ...filters }).map(([k, v]): [string, string] => [k, String(v)]),
        );
        const res = await call(t, {
          method: 'GET',
          url: `/api/adverts?${qs}`,
          token: staff ? admin.token : undefined,
        });
        expect(res.statusCode).toBe(200);
        const expected = plainCount(rows, filters, staff);
        const got = res.json().totalElements;
        if (got !== expected)
          failures.push(`${staff ? 'staff' : 'public'} ${qs}: ${got} instead of ${expected}`);
      }
    }
  }
  expect(failures).toEqual([]);
}

async function expectExactSummaries() {
  const byCity = await queryRows<{ id: number; n: string | number }>(
    t.database.db,
    sql`SELECT a.city_id AS id, count(*) AS n FROM adverts a JOIN categories c ON c.id = a.category_id
        WHERE a.status = 1 AND a.is_active AND c.is_active GROUP BY a.city_id`,
  );
  const cityRes = (await call(t, { method: 'GET', url: '/api/adverts/cities' })).json();
  expect(cityRes.map((c: { id: number; amount: number }) => [c.id, c.amount]).sort()).toEqual(
    byCity.map((r) => [r.id, Number(r.n)]).sort(),
  );
  const byCategory = await queryRows<{ slug: string; n: string | number }>(
    t.database.db,
    sql`SELECT c.slug, count(a.id) AS n FROM categories c
        LEFT JOIN adverts a ON a.category_id = c.id AND a.status = 1 AND a.is_active
        WHERE c.is_active GROUP BY c.slug`,
  );
  const catRes = (await call(t, { method: 'GET', url: '/api/adverts/exp-proprety' })).json();
  expect(
    catRes.map((c: { slug: string; advertAmount: number }) => [c.slug, c.advertAmount]).sort(),
  ).toEqual(byCategory.map((r) => [r.slug, Number(r.n)]).sort());
}

describe('search totals and home summaries stay exact', () => {
  it('after inserts', async () => {
    await expectExactTotals();
    await expectExactSummaries();
  });

  it('after status, switch, price, text and place changes', async () => {
    const db = t.database.db;
    const ids = (await db.select({ id: adverts.id }).from(adverts))
      .map((r) => r.id)
      .sort((a, b) => a - b);
    await db
      .update(adverts)
      .set({ status: 1 })
      .where(inArray(adverts.id, ids.slice(0, 10)));
    await db.update(adverts).set({ isActive: false }).where(eq(adverts.id, ids[11]!));
    await db.update(adverts).set({ price: '175000.25' }).where(eq(adverts.id, ids[12]!));
    await db
      .update(adverts)
      .set({ title: 'Garaj', searchText: 'garaj bahceli ev' })
      .where(eq(adverts.id, ids[13]!));
    await db
      .update(adverts)
      .set({ countryId: place2.countryId, cityId: place2.cityId, districtId: place2.districtId })
      .where(eq(adverts.id, ids[14]!));
    // Counters do not touch counts, but must not break them either.
    await db.update(adverts).set({ viewCount: sql`${adverts.viewCount} + 1` });
    await expectExactTotals();
    await expectExactSummaries();
  });

  it('after one statement that moves prices of some adverts and words or states of others', async () => {
    const db = t.database.db;
    // A rate change rewrites price_site alone; beside it, rows whose words and status change
    // in the same statement must still move their word counts (the trigger pairs old and new).
    await db.execute(sql`UPDATE adverts SET
        price = CASE WHEN id % 3 = 0 THEN price * 2 + 1 ELSE price END,
        search_text = CASE WHEN id % 3 = 1 THEN search_text || ' yeniden boyandi' ELSE search_text END,
        status = CASE WHEN id % 6 = 2 THEN (CASE WHEN status = 1 THEN 0 ELSE 1 END) ELSE status END`);
    await expectExactTotals();
    const kept = async () =>
      queryRows<{ n: string }>(
        db,
        sql`SELECT (SELECT string_agg(concat_ws(':', term, category_id, advert_type_id, n), ','
                                      ORDER BY term, category_id, advert_type_id)
                    FROM advert_term_counts WHERE n <> 0) || '|' ||
                   (SELECT string_agg(concat_ws(':', level, place_id, status, is_active, bucket,
                                                category_id, advert_type_id, n), ','
                                      ORDER BY level, place_id, status, is_active, bucket,
                                               category_id, advert_type_id)
                    FROM advert_counts WHERE n <> 0) AS n`,
      );
    const byTriggers = await kept();
    await db.execute(sql`SELECT advert_search_rebuild()`);
    expect(await kept()).toEqual(byTriggers);
  });

  it('after a category is switched off and on', async () => {
    const db = t.database.db;
    await db.update(categories).set({ isActive: false }).where(eq(categories.id, secondCategory));
    await expectExactTotals();
    await expectExactSummaries();
    await db.update(categories).set({ isActive: true }).where(eq(categories.id, secondCategory));
    await expectExactTotals();
    await expectExactSummaries();
  });

  it('after deletes and a rebuild', async () => {
    const db = t.database.db;
    const ids = (await db.select({ id: adverts.id }).from(adverts)).map((r) => r.id);
    await db.delete(adverts).where(
      inArray(
        adverts.id,
        ids.filter((_, i) => i % 4 === 1),
      ),
    );
    await expectExactTotals();
    await expectExactSummaries();
    const before = await queryRows<{ n: string | number }>(
      db,
      sql`SELECT sum(n) AS n FROM advert_counts`,
    );
    await db.execute(sql`SELECT advert_search_rebuild()`);
    const after = await queryRows<{ n: string | number }>(
      db,
      sql`SELECT sum(n) AS n FROM advert_counts`,
    );
    expect(Number(after[0]!.n)).toBe(Number(before[0]!.n));
    await expectExactTotals();
  });
});

describe('word-prefix search', () => {
  it('matches the beginning of words, not their middle', async () => {
    const db = t.database.db;
    const advert = await makeAdvert(t, catalog, owner.id, {
      title: 'Sugar cane farm',
      description: 'Cigar lounge',
      searchText: foldText('Sugar cane farm Cigar lounge'),
    });
    const titles = async (q: string) =>
      (await call(t, { method: 'GET', url: `/api/adverts?size=100&q=${encodeURIComponent(q)}` }))
        .json()
        .content.map((a: { id: number }) => a.id);
    expect(await titles('sug')).toContain(advert.id);
    expect(await titles('CIGAR lo')).toContain(advert.id);
    expect(await titles('gar')).not.toContain(advert.id);
    await db.delete(adverts).where(eq(adverts.id, advert.id));
  });

  it('shows renamed districts and types', async () => {
    const db = t.database.db;
    const advert = await makeAdvert(t, catalog, owner.id, {
      countryId: place2.countryId,
      cityId: place2.cityId,
      districtId: place2.districtId,
    });
    const card = async () =>
      (await call(t, { method: 'GET', url: `/api/adverts?size=100&district=${place2.districtId}` }))
        .json()
        .content.find((a: { id: number }) => a.id === advert.id);
    expect((await card()).districtName).toBe('Nerja');
    await db
      .update(districts)
      .set({ name: 'Nerja Costa' })
      .where(eq(districts.id, place2.districtId));
    await db
      .update(advertTypes)
      .set({ title: 'Sale renamed' })
      .where(eq(advertTypes.id, catalog.typeIds[0]));
    expect(await card()).toMatchObject({
      districtName: 'Nerja Costa',
      advertTypeName: 'Sale renamed',
    });
  });

  it('takes quotes and backslashes in prepared parameters as plain text', async () => {
    for (const slug of ["it's", 'back\\slash', "x\\'; DROP TABLE adverts; --"]) {
      const res = await call(t, { method: 'GET', url: `/api/adverts/${encodeURIComponent(slug)}` });
      expect(res.statusCode).toBe(404);
    }
    expect((await call(t, { method: 'GET', url: '/api/adverts?size=1' })).statusCode).toBe(200);
  });
});
