import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AdvertMap, Bbox } from '@estate/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { adverts, categoryPropertyKeys, propertyValues } from '../../../db/schema';
import type { SearchFilters } from '../../search';
import { call, createTestApp, createUser, type TestApp } from '../../../../test/test-app';
import { makeCatalog, type Catalog } from '../../../../test/factories';
import { createAdvertMapRepository, liveCellsSql } from './advert-map.repository';
import { LIVE_GROUPING_CAP, TYPED_GROUPING_CAP, groupingCapOf } from './advert-map.service';
import { mapBoxOf } from './map-box';
import { cellX, cellY, levelFor, STORED_LEVELS } from './map-cells';

/**
 * A price-bound or typed map groups the box's adverts live (docs/decisions/0036-map-clusters.md)
 * through adverts_public_map_idx alone. On random adverts its counts per cell must equal grouping
 * the adverts themselves, whichever path the planner takes.
 */
let t: TestApp;
let catalog: Catalog;

const BOX: Bbox = [27, 38, 29, 40];
const ZOOM = 7;
const PRICES = [50_000, 99_999, 100_000, 150_000, 199_999.5, 200_000, 250_000, 400_000];
const CURRENCIES = ['USD', 'EUR'];
/** The shipped demo rates in thousandths of a US dollar (migration 0052). */
const RATE_MILLIS: Record<string, number> = { USD: 1000, EUR: 1085 };
/** A price in US cents as price_site keeps it: converted, rounded to the cent. */
const siteCents = (price: number, currency: string) =>
  Math.round((Math.round(price * 100) * RATE_MILLIS[currency]!) / 1000);

interface Row {
  id: number;
  latitude: number;
  longitude: number;
  price: number;
  currency: string;
  public: boolean;
  categoryId: number;
  bedrooms: number | null;
}
let rows: Row[] = [];

let seed = 7;
/** A repeatable random number in [0, 1): the same adverts on both databases. */
const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;

async function insertRandomAdverts(count: number, ownerId: number) {
  const values = Array.from({ length: count }, (_, i) => ({
    title: `Random flat ${i}`,
    description: 'Random',
    slug: `random-flat-${i}-${Math.random().toString(36).slice(2, 7)}`,
    price: String(pick(PRICES)),
    currency: pick(CURRENCIES),
    status: pick([0, 1, 1, 1]),
    isActive: random() < 0.85,
    advertTypeId: pick(catalog.typeIds),
    categoryId: random() < 0.9 ? catalog.categoryIds[0] : catalog.inactiveCategoryId,
    countryId: catalog.countryId,
    cityId: catalog.cityId,
    districtId: catalog.districtId,
    userId: ownerId,
    searchText: 'random flat',
    latitude: 38 + random() * 2,
    longitude: 27 + random() * 2,
  }));
  const inserted = await t.database.db.insert(adverts).values(values).returning();
  const bedrooms = new Map<number, number>();
  for (const a of inserted)
    if (a.categoryId === catalog.categoryIds[0] && random() < 0.8)
      bedrooms.set(a.id, 1 + Math.floor(random() * 6));
  await t.database.db.insert(propertyValues).values(
    [...bedrooms].map(([advertId, n]) => ({
      advertId,
      keyId: catalog.keyIds[0]!,
      value: String(n),
      numberValue: n,
    })),
  );
  rows = inserted.map((a) => ({
    id: a.id,
    latitude: a.latitude,
    longitude: a.longitude,
    price: Number(a.price),
    currency: a.currency,
    public: a.status === 1 && a.isActive && a.categoryId === catalog.categoryIds[0],
    categoryId: a.categoryId,
    bedrooms: bedrooms.get(a.id) ?? null,
  }));
}

/** Adverts per cell ("x:y") of the map's level, as the API answers them or as counted here. */
const level = () => Math.max(levelFor(mapBoxOf(BOX, ZOOM), ZOOM), STORED_LEVELS.min);
const cellOf = (lng: number, lat: number) => `${cellX(lng, level())}:${cellY(lat, level())}`;

function countedCells(match: (r: Row) => boolean) {
  const cells = new Map<string, number>();
  for (const r of rows.filter((row) => row.public && match(row))) {
    const key = cellOf(r.longitude, r.latitude);
    cells.set(key, (cells.get(key) ?? 0) + 1);
  }
  return Object.fromEntries([...cells].sort());
}

function answeredCells(answer: AdvertMap) {
  const cells = new Map<string, number>();
  for (const c of answer.clusters)
    cells.set(cellOf((c.bbox[0] + c.bbox[2]) / 2, (c.bbox[1] + c.bbox[3]) / 2), c.count);
  for (const m of answer.markers) cells.set(cellOf(m.longitude, m.latitude), 1);
  return Object.fromEntries([...cells].sort());
}

interface Case {
  query: string;
  filters: Partial<SearchFilters>;
  match: (r: Row) => boolean;
}

/**
 * A random price range in a random currency, with or without a typed filter on bedrooms: every
 * advert's price converted at the rates is compared with the converted bounds.
 */
function randomCase(): Case {
  const [low, high] = [pick(PRICES), pick(PRICES)].sort((a, b) => a - b) as [number, number];
  const currency = pick(CURRENCIES);
  const price = (r: Row) =>
    siteCents(r.price, r.currency) >= siteCents(low, currency) &&
    siteCents(r.price, r.currency) <= siteCents(high, currency);
  const priced = { priceFrom: low, priceTo: high, currency };
  const query = `price_start=${low}&price_end=${high}&currency=${currency}`;
  if (random() < 0.5) return { query, filters: priced, match: price };
  const min = 1 + Math.floor(random() * 6);
  return {
    query: `${query}&categoryid=${catalog.categoryIds[0]}&filter[${catalog.keyIds[0]}]=${min}..`,
    filters: {
      ...priced,
      categoryId: catalog.categoryIds[0],
      properties: [{ keyId: catalog.keyIds[0]!, from: min }],
    },
    match: (r) => price(r) && r.categoryId === catalog.categoryIds[0] && (r.bedrooms ?? 0) >= min,
  };
}

const filtersOf = (c: Case): SearchFilters => ({
  publicOnly: true,
  words: [],
  properties: [],
  bbox: mapBoxOf(BOX, ZOOM),
  ...c.filters,
});

/** Runs `read` with only index scans allowed, so the planner must take an index to the rows. */
async function throughIndexes<T>(read: (db: Executor) => Promise<T>): Promise<T> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
    return read(tx);
  });
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  await t.database.db
    .update(categoryPropertyKeys)
    .set({ type: 'number' })
    .where(eq(categoryPropertyKeys.id, catalog.keyIds[0]!));
  const owner = await createUser(t);
  await insertRandomAdverts(600, owner.id);
  await t.database.db.execute(sql`ANALYZE adverts`);
});

afterAll(() => t?.close());

describe('the live grouping of a price-bound or typed map', () => {
  it('reads at most half as many adverts when a typed filter tests each of them', () => {
    const priced = filtersOf({ query: '', filters: { priceTo: 1 }, match: () => true });
    const typed = { ...priced, properties: [{ keyId: 1, from: 2 }] };
    expect(groupingCapOf(priced)).toBe(LIVE_GROUPING_CAP);
    expect(groupingCapOf(typed)).toBe(TYPED_GROUPING_CAP);
    expect(TYPED_GROUPING_CAP * 2).toBe(LIVE_GROUPING_CAP);
  });

  it('answers per cell what grouping the random adverts gives, on 12 random filters', async () => {
    let matched = 0;
    for (let i = 0; i < 12; i++) {
      const c = randomCase();
      const res = await call(t, {
        method: 'GET',
        url: `/api/adverts/map?bbox=${BOX.join(',')}&zoom=${ZOOM}&${c.query}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      const answer: AdvertMap = res.json();
      expect(answer.capped).toBe(false);
      expect(answeredCells(answer), c.query).toEqual(countedCells(c.match));
      matched += answer.total;
    }
    expect(matched).toBeGreaterThan(100);
  });

  it('gives the same counts when read through the covering index alone', async () => {
    for (let i = 0; i < 12; i++) {
      const c = randomCase();
      const cells = await throughIndexes((db) =>
        createAdvertMapRepository(db).liveCells(filtersOf(c), level(), LIVE_GROUPING_CAP),
      );
      const answered = Object.fromEntries(
        cells.map((r) => [`${r.cell_x}:${r.cell_y}`, Number(r.n)] as const).sort(),
      );
      expect(answered).toEqual(countedCells(c.match));
    }
  });

  it('reads the box from adverts_public_map_idx with an index-only scan', async () => {
    for (const c of [
      randomCase(),
      { ...randomCase(), filters: { properties: [{ keyId: catalog.keyIds[0]!, from: 3 }] } },
    ]) {
      const plan = await throughIndexes((db) =>
        queryRows<{ 'QUERY PLAN': string }>(
          db,
          sql`EXPLAIN ${liveCellsSql(filtersOf(c), level(), LIVE_GROUPING_CAP)}`,
        ),
      );
      const text = plan.map((line) => line['QUERY PLAN']).join('\n');
      expect(text).toContain('Index Only Scan using adverts_public_map_idx');
      // Which value index depends on the statistics (advert_key_value or key_number): both
      // answer without property_values' heap.
      if (c.filters.properties?.length)
        expect(text).toMatch(/Index Only Scan using property_values_\w+ on property_values/);
    }
  });

  it('keeps the map indexes built the buffering way (migration 0054), so a REINDEX keeps them so', async () => {
    const rows = await queryRows<{ name: string; options: string[] | null }>(
      t.database.db,
      sql`SELECT c.relname AS name, c.reloptions AS options FROM pg_class c
          WHERE c.relname IN ('adverts_public_map_idx', 'adverts_point_idx') ORDER BY 1`,
    );
    expect(rows).toEqual([
      { name: 'adverts_point_idx', options: ['buffering=on'] },
      { name: 'adverts_public_map_idx', options: ['buffering=on'] },
    ]);
  });
});
