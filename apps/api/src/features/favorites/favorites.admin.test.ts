import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { activityLogs, adverts, favorites, images } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import { FAVORITE_MESSAGES as M } from './favorites.messages';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let fan: TestUser;
let other: TestUser;
let manager: TestUser;
let admin: TestUser;
/** The fan's favourites in the order they were marked: Bravo, Alpha, Charlie. */
let marked: Array<{ advertId: number; title: string }>;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  fan = await createUser(t, 'CUSTOMER', { firstName: 'Fay', lastName: 'Fan' });
  other = await createUser(t);
  manager = await createUser(t, 'MANAGER');
  admin = await createUser(t, 'ADMIN');
  marked = [];
  for (const title of ['Bravo villa', 'Alpha flat', 'Charlie loft']) {
    const advert = await makeAdvert(t, catalog, owner.id, { title, price: '250000.50' });
    await toggle(advert.id, fan.token);
    marked.push({ advertId: advert.id, title });
  }
  await t.database.db.insert(images).values({
    advertId: marked[0]!.advertId,
    storageKey: `adverts/${marked[0]!.advertId}/abcdef123456`,
    name: 'img-0',
    contentType: 'image/webp',
    width: 800,
    height: 600,
    sizeBytes: 1000,
    featured: true,
  });
});
afterAll(() => t.close());

const toggle = (advertId: number, token: string) =>
  call(t, { method: 'POST', url: '/api/favorites', payload: { advertId }, token });
/** Calls as the admin unless told otherwise; `null` calls as a visitor. */
const list = (userId: number | string, query = '', token: string | null = admin.token) =>
  call(t, {
    method: 'GET',
    url: `/api/favorites/admin/${userId}${query}`,
    token: token ?? undefined,
  });
const remove = (favoriId: number | string, token: string | null = admin.token) =>
  call(t, { method: 'DELETE', url: `/api/favorites/${favoriId}/admin`, token: token ?? undefined });
const likeCount = async (id: number) =>
  (
    await t.database.db.select({ n: adverts.favoriteCount }).from(adverts).where(eq(adverts.id, id))
  )[0]!.n;
const titlesOf = (res: Awaited<ReturnType<typeof list>>) =>
  (res.json().content as Array<{ title: string }>).map((f) => f.title);

describe('GET /favorites/admin/{userId}', () => {
  it("answers a page of the user's favourites, newest first, with the admin fields", async () => {
    const res = await list(fan.id);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 1, number: 0, size: 20 });
    expect(titlesOf(res)).toEqual(['Charlie loft', 'Alpha flat', 'Bravo villa']);
    const [favourite] = await t.database.db
      .select()
      .from(favorites)
      .where(and(eq(favorites.userId, fan.id), eq(favorites.advertId, marked[0]!.advertId)));
    const bravo = page.content[2];
    expect(bravo).toEqual({
      id: marked[0]!.advertId,
      favoriId: favourite!.id,
      advertId: marked[0]!.advertId,
      title: 'Bravo villa',
      slug: expect.stringMatching(/^bravo-villa-/),
      districtName: 'Kadıköy',
      cityName: 'İstanbul',
      price: 250000.5,
      url: `/api/images/file/adverts/${marked[0]!.advertId}/abcdef123456-card.webp`,
      categoryName: expect.stringMatching(/^House /),
      advertTypeName: expect.stringMatching(/^Sale /),
      createAt: favourite!.createdAt.toISOString(),
    });
    expect(page.content[0].url).toBeNull();
  });

  it('pages zero-based with a total', async () => {
    const first = await list(fan.id, '?page=0&size=2');
    expect(first.json()).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(titlesOf(first)).toEqual(['Charlie loft', 'Alpha flat']);
    const second = await list(fan.id, '?page=1&size=2');
    expect(second.json()).toMatchObject({ totalElements: 3, totalPages: 2, number: 1 });
    expect(titlesOf(second)).toEqual(['Bravo villa']);
    const beyond = await list(fan.id, '?page=5&size=2');
    expect(beyond.json()).toMatchObject({ content: [], totalElements: 3, number: 5 });
  });

  it.each([
    ['?sort=title&direction=ASC', ['Alpha flat', 'Bravo villa', 'Charlie loft']],
    ['?sort=title', ['Charlie loft', 'Bravo villa', 'Alpha flat']],
    ['?sort=createAt&direction=asc', ['Bravo villa', 'Alpha flat', 'Charlie loft']],
    ['?sort=&direction=', ['Charlie loft', 'Alpha flat', 'Bravo villa']],
  ])('sorts by %s', async (query, titles) => {
    expect(titlesOf(await list(fan.id, query))).toEqual(titles);
  });

  it('answers an empty page for a user without favourites', async () => {
    expect((await list(other.id)).json()).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 20,
    });
  });

  it('answers 404 with a message for an unknown user', async () => {
    const res = await list(999999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.userMissing);
  });

  it.each([
    ['a non-numeric user id', 'abc', '', 'userId'],
    ['a zero user id', '0', '', 'userId'],
    ['a negative page', 'FAN', '?page=-1', 'page'],
    ['a non-numeric page', 'FAN', '?page=x', 'page'],
    ['a size above 100', 'FAN', '?size=101', 'size'],
    ['a size of 0', 'FAN', '?size=0', 'size'],
    ['an unknown sort', 'FAN', '?sort=price', 'sort'],
    ['an unknown direction', 'FAN', '?direction=UP', 'direction'],
  ])('refuses %s with 400 and a message', async (_name, userId, query, field) => {
    const res = await list(userId === 'FAN' ? fan.id : userId, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(res.json().validations).toHaveProperty(field);
  });

  it('lets staff in and keeps customers and visitors out', async () => {
    expect((await list(fan.id, '', manager.token)).statusCode).toBe(200);
    expect((await list(fan.id, '', admin.token)).statusCode).toBe(200);
    expect((await list(fan.id, '', other.token)).statusCode).toBe(403);
    expect((await list(fan.id, '', fan.token)).statusCode).toBe(403);
    expect((await list(fan.id, '', null)).statusCode).toBe(401);
  });
});

describe('DELETE /favorites/{favoriId}/admin', () => {
  const favoriIdOf = async (advertId: number) =>
    (
      await t.database.db
        .select({ id: favorites.id })
        .from(favorites)
        .where(and(eq(favorites.userId, fan.id), eq(favorites.advertId, advertId)))
    )[0]?.id;

  it('keeps customers and visitors out, removing nothing', async () => {
    const favoriId = (await favoriIdOf(marked[1]!.advertId))!;
    expect((await remove(favoriId, fan.token)).statusCode).toBe(403);
    expect((await remove(favoriId, other.token)).statusCode).toBe(403);
    expect((await remove(favoriId, null)).statusCode).toBe(401);
    expect(await favoriIdOf(marked[1]!.advertId)).toBe(favoriId);
    expect(await likeCount(marked[1]!.advertId)).toBe(1);
  });

  it("removes a user's favourite for a manager, lowers the like count and logs it", async () => {
    const { advertId } = marked[1]!;
    const favoriId = (await favoriIdOf(advertId))!;
    expect(await likeCount(advertId)).toBe(1);
    const res = await remove(favoriId, manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: M.removed });
    expect(await favoriIdOf(advertId)).toBeUndefined();
    expect(await likeCount(advertId)).toBe(0);
    expect(titlesOf(await list(fan.id))).toEqual(['Charlie loft', 'Bravo villa']);
    const logs = await t.database.db
      .select({ action: activityLogs.action, log: activityLogs.log })
      .from(activityLogs)
      .where(eq(activityLogs.userId, manager.id));
    expect(logs).toEqual([
      { action: 'FAVORITE_REMOVED', log: 'Removed favourite "Alpha flat" of Fay Fan' },
    ]);
  });

  it('removes one for an admin too, and answers 404 once it is gone', async () => {
    const { advertId } = marked[2]!;
    const favoriId = (await favoriIdOf(advertId))!;
    expect((await remove(favoriId, admin.token)).statusCode).toBe(200);
    expect(await likeCount(advertId)).toBe(0);
    const again = await remove(favoriId, admin.token);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(M.favoriteMissing);
    expect(await likeCount(advertId)).toBe(0);
  });

  it.each([['abc'], ['0'], ['-3'], ['1.5']])('refuses favoriId %s with 400', async (favoriId) => {
    const res = await remove(favoriId);
    expect(res.statusCode).toBe(400);
    expect(res.json().validations).toHaveProperty('favoriId');
  });
});
