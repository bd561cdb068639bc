import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adverts } from '../../../db/schema';
import { deleteAdvertImageFiles, variantKeys } from '../../../lib/images';
import { call, type TestApp } from '../../../../test/test-app';
import type { Catalog } from '../../../../test/factories';
import { jpegWithGps, textFile } from '../../../../test/pictures';
import { startS3Server, type TestS3Server } from '../../../../test/s3-server';
import {
  createImagesTestApp,
  filesOf,
  ownerWithAdvert,
  pictures,
  rowsOf,
  upload,
} from './images.test-kit';

let s3: TestS3Server;
let kit: Awaited<ReturnType<typeof createImagesTestApp>>;
let t: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  s3 = await startS3Server();
  kit = await createImagesTestApp({ S3_URL: s3.url });
  ({ t, catalog } = kit);
});
afterAll(async () => {
  await kit.close();
  await s3.close();
});

const objectsOf = (advertId: number) => s3.keys(`adverts/${advertId}/`);

describe('pictures in an S3-compatible bucket', () => {
  it('stores the variants in the bucket and serves them at the same URLs', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog, 1);
    const res = await upload(t, advert.id, [{ file: await jpegWithGps() }], owner.token);
    expect(res.statusCode).toBe(201);
    const [row] = await rowsOf(t, advert.id);
    expect(await objectsOf(advert.id)).toEqual(variantKeys(row!.storageKey).sort());
    expect(filesOf(kit.dataDir, advert.id)).toEqual([]);

    const file = await call(t, { method: 'GET', url: res.json()[0].cardUrl });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toContain('immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['webp', 480, undefined]);
  });

  it('deletes the objects with the picture', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const res = await upload(t, advert.id, await pictures(2), owner.token);
    const [first] = await rowsOf(t, advert.id);
    const del = await call(t, {
      method: 'DELETE',
      url: `/api/images/${res.json()[0].id}`,
      token: owner.token,
    });
    expect(del.statusCode).toBe(200);
    expect(first!.featured).toBe(true);
    const [second] = await rowsOf(t, advert.id);
    expect(await objectsOf(advert.id)).toEqual(variantKeys(second!.storageKey).sort());
  });

  it('leaves no object behind when a request is refused half-way', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const [good] = await pictures(1);
    const res = await upload(
      t,
      advert.id,
      [good!, { file: textFile(), filename: 'x.jpg' }],
      owner.token,
    );
    expect(res.statusCode).toBe(415);
    expect(await rowsOf(t, advert.id)).toEqual([]);
    expect(await objectsOf(advert.id)).toEqual([]);
  });

  it("removes every object of an advert when the advert goes (the advert delete's helper)", async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    await upload(t, advert.id, await pictures(2), owner.token);
    expect(await objectsOf(advert.id)).toHaveLength(6);
    await t.database.db.delete(adverts).where(eq(adverts.id, advert.id));
    await deleteAdvertImageFiles(t.app.storage, advert.id);
    expect(await rowsOf(t, advert.id)).toEqual([]);
    expect(await objectsOf(advert.id)).toEqual([]);
  });
});
