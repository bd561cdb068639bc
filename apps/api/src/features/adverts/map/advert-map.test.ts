import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  BBOX_MESSAGES,
  MAP_POINT_MESSAGES,
  type Advert,
  type AdvertMap,
  type Page,
} from '@estate/contracts';
import { queryRows } from '../../../db/client';
import { adverts, countries, districts } from '../../../db/schema';
import { foldText } from '../../../lib/text';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let staff: TestUser;

/** A box around the test's adverts (west Türkiye) and one street of it. */
const REGION = '26,36,31,42';
const PUBLIC_COUNT = 180;

const getMap = async (query: string, token?: string) =>
  call(t, { method: 'GET', url: `/api/adverts/map?${query}`, token });

async function mapOf(query: string, token?: string): Promise<AdvertMap> {
  const res = await getMap(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** `count` adverts in a grid of about 0.1° around (lat, lng), inserted at once. */
async function insertGrid(count: number, at: [number, number], fields: Record<string, unknown>) {
  const rows = Array.from({ length: count }, (_, i) => ({
    title: `Map flat ${at.join(' ')} ${i}`,
    description: 'Near the sea',
    slug: `map-flat-${at.join('-').replace(/\./g, '')}-${i}-${Math.random().toString(36).slice(2, 7)}`,
    price: String(100_000 + i * 1000),
    status: 1,
    advertTypeId: catalog.typeIds[0],
    categoryId: catalog.categoryIds[0],
    countryId: catalog.countryId,
    cityId: catalog.cityId,
    districtId: catalog.districtId,
    userId: owner.id,
    searchText: foldText('Map flat near the sea'),
    latitude: at[0] + (i % 15) * 0.007,
    longitude: at[1] + Math.floor(i / 15) * 0.007,
    ...fields,
  }));
  await t.database.db.insert(adverts).values(rows);
}

/** advert_map_cells summed per level equals grouping the adverts themselves. */
async function cellsMatchAdverts() {
  const rows = await queryRows<{ differences: string | number }>(
    t.database.db,
    sql`WITH kept AS (
          SELECT level, cell_x, cell_y, status, is_active, category_id, advert_type_id, city_id,
                 n, round(latitude_sum::numeric, 4) AS lat, round(longitude_sum::numeric, 4) AS lng
          FROM advert_map_cells WHERE n <> 0),
        live AS (
          SELECT l.level, advert_map_cell_x(a.longitude, l.level) AS cell_x,
                 advert_map_cell_y(a.latitude, l.level) AS cell_y, a.status, a.is_active,
                 a.category_id, a.advert_type_id, a.city_id, count(*)::integer AS n,
                 round(sum(a.latitude)::numeric, 4) AS lat, round(sum(a.longitude)::numeric, 4) AS lng
          FROM adverts a CROSS JOIN generate_series(2, 15) l(level)
          GROUP BY 1, 2, 3, 4, 5, 6, 7, 8)
        SELECT (SELECT count(*) FROM (SELECT * FROM kept EXCEPT SELECT * FROM live) x)
             + (SELECT count(*) FROM (SELECT * FROM live EXCEPT SELECT * FROM kept) y) AS differences`,
  );
  expect(Number(rows[0]?.differences)).toBe(0);
}

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  staff = await createUser(t, 'ADMIN');
  await t.database.db
    .update(countries)
    .set({ minLongitude: 25.6, minLatitude: 35.8, maxLongitude: 44.9, maxLatitude: 42.2 })
    .where(eq(countries.id, catalog.countryId));
  await t.database.db
    .update(districts)
    .set({ latitude: 40.99, longitude: 29.03 })
    .where(eq(districts.id, catalog.districtId));
  await insertGrid(120, [41.0, 29.0], {});
  await insertGrid(60, [38.4, 27.1], {});
  await insertGrid(20, [38.4, 27.1], { status: 0 });
  await insertGrid(10, [38.5, 27.2], { categoryId: catalog.inactiveCategoryId });
});

afterAll(() => t?.close());

describe('GET /adverts/map refuses', () => {
  it.each([
    ['bbox=29,41,28,42&zoom=5', BBOX_MESSAGES.swapped],
    ['bbox=28,42,29,41&zoom=5', BBOX_MESSAGES.swapped],
    ['bbox=-190,10,20,30&zoom=5', BBOX_MESSAGES.range],
    ['bbox=10,-91,20,30&zoom=5', BBOX_MESSAGES.range],
    ['bbox=1,2,3&zoom=5', BBOX_MESSAGES.malformed],
    ['bbox=a,b,c,d&zoom=5', BBOX_MESSAGES.malformed],
    ['zoom=5', BBOX_MESSAGES.malformed],
    [`bbox=${REGION}&zoom=21`, 'zoom must be a whole number from 0 to 20'],
    [`bbox=${REGION}&zoom=-1`, 'zoom must be a whole number from 0 to 20'],
    [`bbox=${REGION}&zoom=2.5`, 'zoom must be a whole number from 0 to 20'],
    [`bbox=${REGION}`, 'zoom must be a whole number from 0 to 20'],
  ])('%s with a 400 that says why', async (query, message) => {
    const res = await getMap(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('a typed filter the category cannot take, as GET /adverts does', async () => {
    const typed = `categoryid=${catalog.categoryIds[0]}&filter[${catalog.keyIds[0]}]=3..`;
    const res = await getMap(`bbox=${REGION}&zoom=6&${typed}`);
    expect(res.statusCode, res.body).toBe(400);
    const list = await call(t, { method: 'GET', url: `/api/adverts?${typed}` });
    expect(list.statusCode).toBe(400);
    expect(res.json().message).toBe(list.json().message);
  });

  it('a bad bbox on GET /adverts too', async () => {
    const res = await call(t, { method: 'GET', url: '/api/adverts?bbox=30,10,20,20' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(BBOX_MESSAGES.swapped);
  });
});

describe('GET /adverts/map', () => {
  it('is documented in /api/docs with its query and answer', async () => {
    const { paths } = (await call(t, { method: 'GET', url: '/api/docs/json' })).json();
    const get = paths['/api/adverts/map'].get;
    expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['bbox', 'zoom', 'categoryid', 'city', 'price_start']),
    );
    expect(get.responses['200']).toBeDefined();
  });

  it('groups a country view in clusters of public adverts only, from the kept cells', async () => {
    const map = await mapOf(`bbox=${REGION}&zoom=6`);
    expect(map.markers).toEqual([]);
    expect(map.capped).toBe(false);
    expect(map.total).toBe(PUBLIC_COUNT);
    expect(map.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(PUBLIC_COUNT);
    for (const c of map.clusters) {
      const [w, s, e, n] = c.bbox;
      expect(c.longitude).toBeGreaterThanOrEqual(w);
      expect(c.longitude).toBeLessThanOrEqual(e);
      expect(c.latitude).toBeGreaterThanOrEqual(s);
      expect(c.latitude).toBeLessThanOrEqual(n);
    }
    expect(JSON.stringify(map).length).toBeLessThan(50_000);
  });

  it('counts the same with filters the cells know, and with those it groups live', async () => {
    const byCity = await mapOf(`bbox=${REGION}&zoom=6&city=${catalog.cityId}`);
    expect(byCity.total).toBe(PUBLIC_COUNT);
    const byCountry = await mapOf(`bbox=${REGION}&zoom=6&country=${catalog.countryId}`);
    expect(byCountry.total).toBe(PUBLIC_COUNT);
    const otherType = await mapOf(`bbox=${REGION}&zoom=6&advert_type_id=${catalog.typeIds[1]}`);
    expect(otherType.total).toBe(0);
    // Price and text are not in the cells: grouped live, same figures.
    const cheap = await mapOf(`bbox=${REGION}&zoom=6&price_end=199000`);
    expect(cheap.clusters.reduce((sum, c) => sum + c.count, 0)).toBe(160);
    const text = await mapOf(`bbox=${REGION}&zoom=6&q=sea`);
    expect(text.total).toBe(PUBLIC_COUNT);
  });

  it('shows markers with their card when zoomed in or few', async () => {
    const street = await mapOf('bbox=28.999,40.999,29.0015,41.0075&zoom=16');
    expect(street.clusters).toEqual([]);
    expect(street.markers.length).toBe(2);
    const [marker] = street.markers;
    expect(marker).toMatchObject({ price: expect.any(Number), url: null });
    expect(marker!.slug).toMatch(/^map-flat-/);
    expect(marker!.latitude).toBeGreaterThanOrEqual(40.999);
    // Few adverts: a cell of one shows its marker, a cell of several a cluster.
    const few = await mapOf(`bbox=${REGION}&zoom=3&price_end=101000`);
    expect(few.total).toBe(4);
    expect(few.clusters.map((c) => c.count)).toEqual([2, 2]);
    expect(few.markers).toEqual([]);
    const apart = await mapOf('bbox=28.99,40.99,29.01,41.01&zoom=17&price_end=101000');
    expect(apart.markers.map((m) => m.price).sort()).toEqual([100000, 101000]);
  });

  it('lets staff see what their list shows (another status), visitors never', async () => {
    const pendingAsVisitor = await mapOf(`bbox=${REGION}&zoom=6&status=PENDING`);
    expect(pendingAsVisitor.total).toBe(PUBLIC_COUNT);
    const pending = await mapOf(`bbox=${REGION}&zoom=6&status=PENDING`, staff.token);
    expect(pending.total).toBe(20);
    const activated = await mapOf(`bbox=${REGION}&zoom=6`, staff.token);
    // Staff see ACTIVATED adverts of inactive categories too, as in their list.
    expect(activated.total).toBe(PUBLIC_COUNT + 10);
  });
});

describe('GET /adverts?bbox', () => {
  it('lists only the adverts whose point is in the box, with their point', async () => {
    const res = await call(t, { method: 'GET', url: '/api/adverts?bbox=26.5,38,27.5,39&size=5' });
    expect(res.statusCode).toBe(200);
    const page: Page<Advert> = res.json();
    expect(page.totalElements).toBe(60);
    for (const advert of page.content) {
      expect(advert.point!.latitude).toBeGreaterThanOrEqual(38);
      expect(advert.point!.longitude).toBeLessThanOrEqual(27.5);
    }
  });
});

describe('advert_map_cells', () => {
  it('follow inserts, moves, status changes and deletes, and a rebuild gives the same', async () => {
    await cellsMatchAdverts();
    const [moved] = await t.database.db
      .select({ id: adverts.id })
      .from(adverts)
      .where(eq(adverts.status, 1))
      .limit(1);
    await t.database.db
      .update(adverts)
      .set({ latitude: 39.9, longitude: 32.8 })
      .where(eq(adverts.id, moved!.id));
    await t.database.db.update(adverts).set({ status: 2 }).where(eq(adverts.status, 0));
    await t.database.db.update(adverts).set({ viewCount: 5 }).where(eq(adverts.status, 1));
    await t.database.db.delete(adverts).where(eq(adverts.categoryId, catalog.inactiveCategoryId));
    await cellsMatchAdverts();
    await t.database.db.execute(sql`SELECT advert_map_rebuild()`);
    await cellsMatchAdverts();
  });
});

describe('the map point of the advert forms', () => {
  const post = (body: object) =>
    call(t, { method: 'POST', url: '/api/adverts', payload: body, token: owner.token });
  const pointOf = async (id: number) => {
    const [row] = await t.database.db
      .select({
        latitude: adverts.latitude,
        longitude: adverts.longitude,
        version: adverts.version,
      })
      .from(adverts)
      .where(eq(adverts.id, id));
    return row!;
  };

  it('is kept as pinned inside the country', async () => {
    const res = await post(advertForm(catalog, { point: { latitude: 41.05, longitude: 29.01 } }));
    expect(res.statusCode).toBe(201);
    expect(await pointOf(res.json().id)).toMatchObject({ latitude: 41.05, longitude: 29.01 });
  });

  it('is the district centre when none is sent', async () => {
    const res = await post(advertForm(catalog));
    expect(res.statusCode).toBe(201);
    expect(await pointOf(res.json().id)).toMatchObject({ latitude: 40.99, longitude: 29.03 });
  });

  it('outside the country is refused with a message, nothing saved', async () => {
    const before = await t.database.db.$count(adverts);
    const res = await post(advertForm(catalog, { point: { latitude: 48.85, longitude: 2.35 } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MAP_POINT_MESSAGES.outsideCountry);
    expect(res.json().validations).toEqual({ point: MAP_POINT_MESSAGES.outsideCountry });
    expect(await t.database.db.$count(adverts)).toBe(before);
    const beyond = await post(advertForm(catalog, { point: { latitude: 95, longitude: 2 } }));
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json().message).toContain(MAP_POINT_MESSAGES.latitude);
  });

  it('moves with an edit, and stays when an edit sends none', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, {
      status: 0,
      latitude: 41.02,
      longitude: 29.02,
    });
    const put = (body: object) =>
      call(t, {
        method: 'PUT',
        url: `/api/adverts/auth/${advert.slug}`,
        payload: body,
        token: owner.token,
      });
    expect((await put(advertForm(catalog))).statusCode).toBe(200);
    expect(await pointOf(advert.id)).toMatchObject({ latitude: 41.02, longitude: 29.02 });
    const moved = await put(advertForm(catalog, { point: { latitude: 41.03, longitude: 29.04 } }));
    expect(moved.statusCode).toBe(200);
    expect(await pointOf(advert.id)).toMatchObject({ latitude: 41.03, longitude: 29.04 });
    const outside = await put(advertForm(catalog, { point: { latitude: 10, longitude: 10 } }));
    expect(outside.statusCode).toBe(400);
    expect(await pointOf(advert.id)).toMatchObject({ latitude: 41.03, longitude: 29.04 });
  });
});
