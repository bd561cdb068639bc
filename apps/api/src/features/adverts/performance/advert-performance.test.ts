import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdvertPerformance } from '@estate/contracts';
import { queryRows } from '../../../db/client';
import { advertDailyStats } from '../../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';
import { makeAdvert, makeCatalog, makeTourRequest, type Catalog } from '../../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let other: TestUser;
let manager: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 0 });
  catalog = await makeCatalog(t);
  [owner, other, manager, admin] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t, 'MANAGER'),
    createUser(t, 'ADMIN'),
  ]);
});
afterAll(() => t.close());

const performance = (id: number, token?: string, query = '') =>
  call(t, { method: 'GET', url: `/api/adverts/auth/${id}/performance${query}`, token });
const figures = async (id: number, query = '') =>
  (await performance(id, owner.token, query)).json<AdvertPerformance>();
const todayUtc = async () =>
  (
    await queryRows<{ d: string }>(
      t.database.db,
      sql`SELECT to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS d`,
    )
  )[0]!.d;
const toggleFavorite = (advertId: number, token: string) =>
  call(t, { method: 'POST', url: '/api/favorites', payload: { advertId }, token });

describe('GET /adverts/auth/{id}/performance', () => {
  it('answers 30 days ending today, days without activity as zeros', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const body = await figures(advert.id);
    expect(body.days).toBe(30);
    expect(body.series).toHaveLength(30);
    expect(body.to).toBe(await todayUtc());
    expect(body.from).toBe(body.series[0]!.date);
    expect(body.totals).toEqual({ views: 0, favorites: 0, tourRequests: 0 });
    const first = new Date(`${body.from}T00:00:00Z`).getTime();
    body.series.forEach((day, i) => {
      expect(day.date).toBe(new Date(first + i * 86_400_000).toISOString().slice(0, 10));
    });
  });

  it('counts views once per viewer, favourites kept and tour requests received, per day', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const page = `/api/adverts/${advert.slug}`;
    await call(t, { method: 'GET', url: page, token: other.token });
    await call(t, { method: 'GET', url: page, token: other.token });
    await call(t, { method: 'GET', url: page, token: owner.token });
    await call(t, { method: 'GET', url: page, remoteAddress: '10.9.9.9' });
    await toggleFavorite(advert.id, other.token);
    await toggleFavorite(advert.id, manager.token);
    await toggleFavorite(advert.id, manager.token);
    await makeTourRequest(t, advert, other.id);
    await makeTourRequest(t, advert, manager.id, { status: 'DECLINED' });
    const body = await figures(advert.id);
    expect(body.totals).toEqual({ views: 2, favorites: 1, tourRequests: 2 });
    expect(body.series.at(-1)).toEqual({
      date: await todayUtc(),
      views: 2,
      favorites: 1,
      tourRequests: 2,
    });
  });

  it('puts an older day on its own date and leaves days outside the range out', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    await makeTourRequest(t, advert, other.id, {
      createdAt: new Date(Date.now() - 3 * 86_400_000),
    });
    await makeTourRequest(t, advert, manager.id, {
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    const week = await figures(advert.id, '?days=7');
    expect(week.series).toHaveLength(7);
    expect(week.series.map((d) => d.tourRequests)).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect((await figures(advert.id, '?days=90')).totals.tourRequests).toBe(2);
    expect((await figures(advert.id)).totals.tourRequests).toBe(1);
  });

  it('lets the owner and staff in; another customer gets 404 and a visitor 401', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { status: 0 });
    expect((await performance(advert.id, owner.token)).statusCode).toBe(200);
    expect((await performance(advert.id, manager.token)).statusCode).toBe(200);
    expect((await performance(advert.id, admin.token)).statusCode).toBe(200);
    const stranger = await performance(advert.id, other.token);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({
      status: 404,
      message: 'This advert does not exist or is not yours.',
    });
    expect((await performance(advert.id)).statusCode).toBe(401);
    expect((await performance(2_000_000_000, admin.token)).statusCode).toBe(404);
  });

  it('refuses bad ids and day counts with a 400', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    for (const query of ['?days=0', '?days=91', '?days=abc', '?days=1.5', '?days=-3']) {
      const res = await performance(advert.id, owner.token, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
    const badId = await call(t, {
      method: 'GET',
      url: '/api/adverts/auth/abc/performance',
      token: owner.token,
    });
    expect(badId.statusCode).toBe(400);
  });

  it('forgets the figures with the advert', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    await toggleFavorite(advert.id, other.token);
    const del = await call(t, {
      method: 'DELETE',
      url: `/api/adverts/auth/${advert.id}`,
      token: owner.token,
    });
    expect(del.statusCode).toBe(200);
    const left = await t.database.db
      .select()
      .from(advertDailyStats)
      .where(sql`${advertDailyStats.advertId} = ${advert.id}`);
    expect(left).toEqual([]);
  });
});
