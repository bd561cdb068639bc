import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLogs, users } from '../../../db/schema';
import { makeAdvert, makeCatalog, type Catalog } from '../../../../test/factories';
import {
  jpeg,
  jpegOfSize,
  jpegWithGps,
  multipartBody,
  png,
  textFile,
  type UploadPart,
} from '../../../../test/pictures';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../../test/test-app';

let t: TestApp;
let dataDir: string;
let catalog: Catalog;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'profile-photo-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  catalog = await makeCatalog(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const send = async (token: string | undefined, parts: UploadPart[]) =>
  call(t, { method: 'PUT', url: '/api/user/auth/photo', token, ...(await multipartBody(parts)) });
const remove = (token?: string) =>
  call(t, { method: 'DELETE', url: '/api/user/auth/photo', token });
const profile = (token: string) => call(t, { method: 'GET', url: '/api/user/auth', token });

/** The photo files stored for a user, by name. */
function filesOf(userId: number): string[] {
  const folder = path.join(dataDir, 'uploads', 'users', String(userId));
  return fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
}

const photoKeyOf = async (userId: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, userId)))[0]?.photoKey;

async function withPhoto(): Promise<TestUser & { photo: { url: string; smallUrl: string } }> {
  const user = await createUser(t);
  const res = await send(user.token, [{ file: await jpeg(300, 300) }]);
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, photo: res.json().photo };
}

describe('PUT /user/auth/photo', () => {
  it('stores the middle square as 256 and 128 px WebP without the EXIF and GPS it came with', async () => {
    const user = await createUser(t);
    const res = await send(user.token, [{ file: await jpegWithGps(), filename: 'me.jpg' }]);
    expect(res.statusCode, res.body).toBe(200);
    const { photo } = res.json();
    expect(photo.url).toMatch(
      new RegExp(`^/api/images/file/users/${user.id}/[0-9a-f]{16}-large\\.webp$`),
    );
    expect(photo.smallUrl).toBe(photo.url.replace('-large', '-small'));

    for (const [url, size] of [
      [photo.url, 256],
      [photo.smallUrl, 128],
    ] as const) {
      const file = await call(t, { method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toContain('immutable');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size, size]);
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes('SpyCam')).toBe(false);
    }
    expect(filesOf(user.id)).toHaveLength(2);
  });

  it('carries the photo in GET /user/auth and logs the change', async () => {
    const user = await withPhoto();
    const me = (await profile(user.token)).json();
    expect(me.photo).toEqual(user.photo);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.userId, user.id));
    expect(logs.map((l) => l.action)).toContain('PHOTO_CHANGED');
  });

  it('replaces an older photo with new addresses and removes the older files', async () => {
    const user = await withPhoto();
    const before = filesOf(user.id);
    const res = await send(user.token, [{ file: await png(200, 120), mimeType: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().photo.url).not.toBe(user.photo.url);
    const after = filesOf(user.id);
    expect(after).toHaveLength(2);
    expect(after.some((name) => before.includes(name))).toBe(false);
    expect((await call(t, { method: 'GET', url: user.photo.url })).statusCode).toBe(404);
  });

  it.each([
    [
      'a text file named .jpg',
      async () => ({ file: textFile(), filename: 'me.jpg' }),
      415,
      'Only JPEG, PNG or WebP images are accepted.',
    ],
    [
      'a picture over 5 MB',
      async () => ({ file: await jpegOfSize(5 * 1024 * 1024 + 1) }),
      413,
      'An image may be at most 5 MB.',
    ],
  ])('refuses %s and keeps the photo there was', async (_name, part, status, message) => {
    const user = await withPhoto();
    const key = await photoKeyOf(user.id);
    const files = filesOf(user.id);
    const res = await send(user.token, [await part()]);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status, message });
    expect(await photoKeyOf(user.id)).toBe(key);
    expect(filesOf(user.id)).toEqual(files);
  });

  it('refuses a form without a picture, or with two, writing nothing', async () => {
    const user = await createUser(t);
    const none = await send(user.token, [{ fields: { name: 'me' } }]);
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a picture to upload.');
    const two = await send(user.token, [
      { file: await jpeg(60, 60) },
      { file: await jpeg(60, 60) },
    ]);
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toBe('Send one picture.');
    expect(await photoKeyOf(user.id)).toBeNull();
    expect(filesOf(user.id)).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    expect((await send(undefined, [{ file: await jpeg(60, 60) }])).statusCode).toBe(401);
    expect((await remove()).statusCode).toBe(401);
  });
});

describe('DELETE /user/auth/photo', () => {
  it('removes the photo and its files; removing none again answers the same', async () => {
    const user = await withPhoto();
    const res = await remove(user.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().photo).toBeNull();
    expect(filesOf(user.id)).toEqual([]);
    expect((await profile(user.token)).json().photo).toBeNull();
    const again = await remove(user.token);
    expect([again.statusCode, again.json().photo]).toEqual([200, null]);
  });
});

describe('one person’s photo', () => {
  it('is changed or removed by nobody else, staff included', async () => {
    const owner = await withPhoto();
    const other = await createUser(t);
    const admin = await createUser(t, 'ADMIN');
    await send(other.token, [{ file: await jpeg(90, 90) }]);
    await remove(other.token);
    await remove(admin.token);
    expect((await profile(owner.token)).json().photo).toEqual(owner.photo);
    expect(filesOf(owner.id)).toHaveLength(2);
  });

  it('is shown on the Users page and on the advertiser card of their adverts', async () => {
    const owner = await withPhoto();
    const admin = await createUser(t, 'ADMIN');
    const email = (await profile(owner.token)).json().email as string;
    const list = await call(t, {
      method: 'GET',
      url: `/api/user/admin?q=${encodeURIComponent(email)}`,
      token: admin.token,
    });
    expect(list.json().content).toEqual([expect.objectContaining({ photo: owner.photo })]);

    const advert = await makeAdvert(t, catalog, owner.id);
    const card = await call(t, { method: 'GET', url: `/api/adverts/${advert.id}/advertiser` });
    expect(card.json().photo).toEqual(owner.photo);
  });

  it('goes with the account when staff delete it', async () => {
    const owner = await withPhoto();
    const admin = await createUser(t, 'ADMIN');
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/user/${owner.id}/admin`,
      token: admin.token,
    });
    expect(res.statusCode).toBe(200);
    expect(filesOf(owner.id)).toEqual([]);
  });
});
