import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { activityLogs, adverts } from '../../../db/schema';
import { call, createUser, type TestApp } from '../../../../test/test-app';
import type { Catalog } from '../../../../test/factories';
import { jpegWithGps, png, webp } from '../../../../test/pictures';
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
beforeAll(async () => {
  kit = await createImagesTestApp();
  ({ t, catalog } = kit);
});
afterAll(() => kit.close());

describe('POST /images/{advertId}', () => {
  it('stores a JPEG as three WebP variants without its EXIF and GPS, featured first', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const res = await upload(
      t,
      advert.id,
      [{ file: await jpegWithGps(), fields: { name: 'img-0', type: 'jpg', featured: 'false' } }],
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    const [image] = res.json();
    expect(image).toMatchObject({ advertId: advert.id, name: 'img-0', featured: true, seq: 0 });
    expect([image.width, image.height]).toEqual([900, 600]);

    for (const url of [image.url, image.cardUrl, image.thumbUrl]) {
      const file = await call(t, { method: 'GET', url });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
      expect(file.rawPayload.includes('SpyCam')).toBe(false);
    }
    expect(filesOf(kit.dataDir, advert.id)).toHaveLength(3);
  });

  it('takes several files in one request, PNG and WebP too, with the featured one chosen', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    await upload(t, advert.id, await pictures(1), owner.token);
    const res = await upload(
      t,
      advert.id,
      [
        { file: await png(), mimeType: 'image/png', fields: { featured: 'false' } },
        { file: await webp(), mimeType: 'image/webp', fields: { featured: 'true', name: 'Pool' } },
      ],
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().map((i: { name: string }) => i.name)).toEqual(['img-1', 'Pool']);
    const rows = await rowsOf(t, advert.id);
    expect(rows.map((r) => [r.seq, r.featured])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    expect(filesOf(kit.dataDir, advert.id)).toHaveLength(9);
  });

  it('logs the upload in the activity log', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    await upload(t, advert.id, await pictures(2), owner.token);
    const logs = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.userId, owner.id));
    expect(logs).toEqual([
      expect.objectContaining({
        action: 'IMAGE_ADDED',
        advertId: advert.id,
        log: `Added 2 pictures to "${advert.title}"`,
      }),
    ]);
  });

  it('lets staff add pictures to anybody’s advert', async () => {
    const { advert } = await ownerWithAdvert(t, catalog);
    for (const role of ['MANAGER', 'ADMIN'] as const) {
      const staff = await createUser(t, role);
      const res = await upload(t, advert.id, await pictures(1), staff.token);
      expect(res.statusCode, role).toBe(201);
    }
    expect(await rowsOf(t, advert.id)).toHaveLength(2);
  });

  it('answers 401 to a visitor and 404 to another customer, writing nothing', async () => {
    const { advert } = await ownerWithAdvert(t, catalog, 1);
    const visitor = await upload(t, advert.id, await pictures(1));
    expect(visitor.statusCode).toBe(401);
    const stranger = await createUser(t);
    const other = await upload(t, advert.id, await pictures(1), stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ status: 404, message: 'This advert does not exist.' });
    const missing = await upload(t, 999_999, await pictures(1), stranger.token);
    expect(missing.statusCode).toBe(404);
    expect(await rowsOf(t, advert.id)).toEqual([]);
    expect(filesOf(kit.dataDir, advert.id)).toEqual([]);
  });
});

describe('moderation', () => {
  const statusOf = async (advertId: number) =>
    (await t.database.db.select().from(adverts).where(eq(adverts.id, advertId)))[0]!.status;

  it("an owner's new picture sends a rejected advert back to pending", async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog, 2);
    expect((await upload(t, advert.id, await pictures(1), owner.token)).statusCode).toBe(201);
    expect(await statusOf(advert.id)).toBe(0);
  });

  it("an owner's new picture on a live advert waits for review; the advert stays live", async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog, 1);
    const res = await upload(t, advert.id, await pictures(1), owner.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject([{ waiting: true, featured: false }]);
    expect(await statusOf(advert.id)).toBe(1);
  });

  it("staff adding a picture leave the advert's status alone", async () => {
    const { advert } = await ownerWithAdvert(t, catalog, 1);
    const manager = await createUser(t, 'MANAGER');
    expect((await upload(t, advert.id, await pictures(1), manager.token)).statusCode).toBe(201);
    expect(await statusOf(advert.id)).toBe(1);
  });

  it('a refused upload leaves the status alone', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog, 1);
    const refused = await upload(t, advert.id, [{ file: Buffer.from('text') }], owner.token);
    expect(refused.statusCode).toBe(415);
    expect(await statusOf(advert.id)).toBe(1);
  });
});

describe('ten pictures per advert', () => {
  it('refuses the 11th picture with 409', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    expect((await upload(t, advert.id, await pictures(10), owner.token)).statusCode).toBe(201);
    const res = await upload(t, advert.id, await pictures(1), owner.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An advert may have at most 10 images.');
    expect(await rowsOf(t, advert.id)).toHaveLength(10);
    expect(filesOf(kit.dataDir, advert.id)).toHaveLength(30);
  });

  it('refuses a request that would pass ten, keeping none of its files', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    await upload(t, advert.id, await pictures(8), owner.token);
    const res = await upload(t, advert.id, await pictures(3), owner.token);
    expect(res.statusCode).toBe(409);
    expect(await rowsOf(t, advert.id)).toHaveLength(8);
    expect(filesOf(kit.dataDir, advert.id)).toHaveLength(24);
  });

  it('holds under concurrent uploads: twelve at once leave exactly ten', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const one = await pictures(1);
    const results = await Promise.all(
      Array.from({ length: 12 }, () => upload(t, advert.id, one, owner.token)),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(2);
    const rows = await rowsOf(t, advert.id);
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.featured)).toHaveLength(1);
    expect(filesOf(kit.dataDir, advert.id)).toHaveLength(30);
  });
});
