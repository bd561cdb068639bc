import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adverts } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let fan: TestUser;
let publicId: number;
let pendingId: number;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t);
  fan = await createUser(t);
  publicId = (await makeAdvert(t, catalog, owner.id)).id;
  pendingId = (await makeAdvert(t, catalog, owner.id, { status: 0 })).id;
});
afterAll(() => t.close());

const toggle = (advertId: unknown, token?: string) =>
  call(t, { method: 'POST', url: '/api/favorites', payload: { advertId }, token });
const likeCount = async (id: number) =>
  (
    await t.database.db.select({ n: adverts.favoriteCount }).from(adverts).where(eq(adverts.id, id))
  )[0]!.n;

describe('favourites', () => {
  it('toggles on and off, answering the new state and keeping the like count', async () => {
    const on = await toggle(publicId, fan.token);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ advertId: publicId, favory: true });
    expect(await likeCount(publicId)).toBe(1);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: `/api/favorites/isFavory/${publicId}`,
          token: fan.token,
        })
      ).json(),
    ).toBe(true);
    expect(
      (
        await call(t, { method: 'GET', url: '/api/favorites/forCart/auth', token: fan.token })
      ).json(),
    ).toEqual([{ advertId: publicId }]);

    const off = await toggle(publicId, fan.token);
    expect(off.json()).toEqual({ advertId: publicId, favory: false });
    expect(await likeCount(publicId)).toBe(0);
    expect(
      (
        await call(t, {
          method: 'GET',
          url: `/api/favorites/isFavory/${publicId}`,
          token: fan.token,
        })
      ).json(),
    ).toBe(false);
  });

  it('answers 404 for a missing or non-public advert', async () => {
    expect((await toggle(999999, fan.token)).statusCode).toBe(404);
    expect((await toggle(pendingId, fan.token)).statusCode).toBe(404);
    expect(await likeCount(pendingId)).toBe(0);
  });

  it('lets the owner keep their own pending advert', async () => {
    expect((await toggle(pendingId, owner.token)).json().favory).toBe(true);
  });

  it('needs a login for every call', async () => {
    expect((await toggle(publicId)).statusCode).toBe(401);
    expect((await call(t, { method: 'GET', url: '/api/favorites/forCart/auth' })).statusCode).toBe(
      401,
    );
    expect(
      (await call(t, { method: 'GET', url: `/api/favorites/isFavory/${publicId}` })).statusCode,
    ).toBe(401);
  });

  // 2^31 is past PostgreSQL's integer: it answered 500 until the contract capped it (hostile sweep).
  it.each([['abc'], [-1], [null], [2 ** 31]])('rejects advertId %j with 400', async (advertId) => {
    expect((await toggle(advertId, fan.token)).statusCode).toBe(400);
  });
});
