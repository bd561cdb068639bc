import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLogs, adverts } from '../../../db/schema';
import { call, createUser, type TestApp, type TestUser } from '../../../../test/test-app';
import type { Catalog } from '../../../../test/factories';
import {
  createImagesTestApp,
  filesOf,
  ownerWithAdvert,
  pictures,
  rowsOf,
  upload,
} from './images.test-kit';

let kit: Awaited<ReturnType<typeof createImagesTestApp>>;
let t: TestApp;
let catalog: Catalog;
let stranger: TestUser;
let manager: TestUser;
let admin: TestUser;
beforeAll(async () => {
  kit = await createImagesTestApp();
  ({ t, catalog } = kit);
  stranger = await createUser(t);
  manager = await createUser(t, 'MANAGER');
  admin = await createUser(t, 'ADMIN');
});
afterAll(() => kit.close());

/** An advert (PENDING unless said) with `count` pictures; the first is featured. */
async function advertWithPictures(count: number, status = 0) {
  const { owner, advert } = await ownerWithAdvert(t, catalog);
  const res = await upload(t, advert.id, await pictures(count), owner.token);
  expect(res.statusCode).toBe(201);
  // Moderation happens after the upload (an owner's upload sends the advert back to review).
  await t.database.db.update(adverts).set({ status }).where(eq(adverts.id, advert.id));
  const ids: number[] = res.json().map((i: { id: number }) => i.id);
  return { owner, advert, ids };
}

const featuredIds = async (advertId: number) =>
  (await rowsOf(t, advertId)).filter((r) => r.featured).map((r) => r.id);

describe('GET /images/{id} and /images/advert/{advertId}', () => {
  it('shows a picture of a public advert to anyone', async () => {
    const { advert, ids } = await advertWithPictures(2, 1);
    const res = await call(t, { method: 'GET', url: `/api/images/${ids[1]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[1], advertId: advert.id, seq: 1, featured: false });
    expect(res.json().url).toMatch(/^\/api\/images\/file\/adverts\/\d+\/[a-z0-9]+-gallery\.webp$/);
    expect(res.json()).not.toHaveProperty('storageKey');
    const list = await call(t, { method: 'GET', url: `/api/images/advert/${advert.id}` });
    expect(list.json().map((i: { id: number }) => i.id)).toEqual(ids);
  });

  it('shows a picture of an unpublished advert to its owner and staff only', async () => {
    const { owner, advert, ids } = await advertWithPictures(1);
    const url = `/api/images/${ids[0]}`;
    expect((await call(t, { method: 'GET', url })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url, token: stranger.token })).statusCode).toBe(404);
    for (const user of [owner, manager, admin]) {
      expect((await call(t, { method: 'GET', url, token: user.token })).statusCode).toBe(200);
    }
    const list = `/api/images/advert/${advert.id}`;
    expect((await call(t, { method: 'GET', url: list })).statusCode).toBe(404);
    expect((await call(t, { method: 'GET', url: list, token: owner.token })).statusCode).toBe(200);
  });

  it('answers 404 for a picture that does not exist and 400 for a bad id', async () => {
    const missing = await call(t, { method: 'GET', url: '/api/images/987654' });
    expect(missing.json()).toEqual({ status: 404, message: 'This picture does not exist.' });
    expect((await call(t, { method: 'GET', url: '/api/images/-1' })).statusCode).toBe(400);
  });
});

describe('DELETE /images/{id}', () => {
  it('removes the picture and its files, and the next one becomes featured', async () => {
    const { owner, advert, ids } = await advertWithPictures(3);
    expect(await featuredIds(advert.id)).toEqual([ids[0]]);
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/images/${ids[0]}`,
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Imgas is deleted successfully' });
    expect((await rowsOf(t, advert.id)).map((r) => r.id)).toEqual([ids[1], ids[2]]);
    expect(await featuredIds(advert.id)).toEqual([ids[1]]);
    expect(filesOf(kit.dataDir, advert.id)).toHaveLength(6);

    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.userId, owner.id));
    expect(logs.map((l) => l.action)).toEqual(['IMAGE_ADDED', 'IMAGE_REMOVED']);
  });

  it('keeps the featured picture when another one is deleted', async () => {
    const { owner, advert, ids } = await advertWithPictures(2);
    await call(t, { method: 'DELETE', url: `/api/images/${ids[1]}`, token: owner.token });
    expect(await featuredIds(advert.id)).toEqual([ids[0]]);
  });

  it('answers 401 to a visitor, 404 to another customer, and lets staff delete', async () => {
    const { advert, ids } = await advertWithPictures(3, 1);
    const url = (i: number) => `/api/images/${ids[i]}`;
    expect((await call(t, { method: 'DELETE', url: url(0) })).statusCode).toBe(401);
    const other = await call(t, { method: 'DELETE', url: url(0), token: stranger.token });
    expect(other.statusCode).toBe(404);
    expect(await rowsOf(t, advert.id)).toHaveLength(3);
    for (const [i, staff] of [manager, admin].entries()) {
      const res = await call(t, { method: 'DELETE', url: url(i), token: staff.token });
      expect(res.statusCode).toBe(200);
    }
    expect(await rowsOf(t, advert.id)).toHaveLength(1);
    const again = await call(t, { method: 'DELETE', url: url(0), token: admin.token });
    expect(again.statusCode).toBe(404);
  });
});

describe('PUT /images/{id}/featured', () => {
  it('moves the featured flag: exactly one picture is featured', async () => {
    const { owner, advert, ids } = await advertWithPictures(3);
    const res = await call(t, {
      method: 'PUT',
      url: `/api/images/${ids[2]}/featured`,
      token: owner.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { featured: boolean }) => i.featured)).toEqual([false, false, true]);
    expect(await featuredIds(advert.id)).toEqual([ids[2]]);
    const same = await call(t, {
      method: 'PUT',
      url: `/api/images/${ids[2]}/featured`,
      token: manager.token,
    });
    expect(same.statusCode).toBe(200);
    expect(await featuredIds(advert.id)).toEqual([ids[2]]);
  });

  it('answers 401 to a visitor and 404 to another customer', async () => {
    const { advert, ids } = await advertWithPictures(2, 1);
    const url = `/api/images/${ids[1]}/featured`;
    expect((await call(t, { method: 'PUT', url })).statusCode).toBe(401);
    expect((await call(t, { method: 'PUT', url, token: stranger.token })).statusCode).toBe(404);
    expect(await featuredIds(advert.id)).toEqual([ids[0]]);
  });
});

describe('PUT /images/{advertId}/order', () => {
  it('puts the gallery in the order given', async () => {
    const { owner, advert, ids } = await advertWithPictures(3);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await call(t, {
      method: 'PUT',
      url: `/api/images/${advert.id}/order`,
      token: owner.token,
      payload: { ids: order },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: { id: number; seq: number }) => [i.id, i.seq])).toEqual([
      [ids[2], 0],
      [ids[0], 1],
      [ids[1], 2],
    ]);
    expect((await rowsOf(t, advert.id)).map((r) => r.id)).toEqual(order);
  });

  it('refuses a list that is not exactly the advert’s pictures', async () => {
    const { owner, advert, ids } = await advertWithPictures(3);
    const other = await advertWithPictures(1);
    const url = `/api/images/${advert.id}/order`;
    for (const bad of [
      [ids[0], ids[1]],
      [ids[0], ids[1], other.ids[0]],
      [ids[0], ids[0], ids[1]],
      [],
    ]) {
      const res = await call(t, { method: 'PUT', url, token: owner.token, payload: { ids: bad } });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await rowsOf(t, advert.id)).map((r) => r.id)).toEqual(ids);
  });

  it('answers 401 to a visitor, 404 to another customer and obeys staff', async () => {
    const { advert, ids } = await advertWithPictures(2, 1);
    const url = `/api/images/${advert.id}/order`;
    const payload = { ids: [ids[1], ids[0]] };
    expect((await call(t, { method: 'PUT', url, payload })).statusCode).toBe(401);
    const other = await call(t, { method: 'PUT', url, payload, token: stranger.token });
    expect(other.statusCode).toBe(404);
    const res = await call(t, { method: 'PUT', url, payload, token: admin.token });
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(t, advert.id)).map((r) => r.id)).toEqual([ids[1], ids[0]]);
  });
});

describe('the OpenAPI document', () => {
  it('lists every pictures route with its request and response schemas', async () => {
    const { paths } = (await call(t, { method: 'GET', url: '/api/docs/json' })).json();
    const upload = paths['/api/images/{advertId}'].post;
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody.content['multipart/form-data'].schema.properties).toHaveProperty(
      'multipartFile',
    );
    expect(upload.responses).toHaveProperty('201');
    expect(paths['/api/images/{id}'].get.responses).toHaveProperty('200');
    expect(paths['/api/images/{id}'].delete.responses).toHaveProperty('200');
    expect(paths['/api/images/{id}/featured'].put.responses).toHaveProperty('200');
    expect(paths['/api/images/{advertId}/order'].put.requestBody).toBeDefined();
    expect(paths['/api/images/advert/{advertId}'].get.responses).toHaveProperty('200');
  });
});
