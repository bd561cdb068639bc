import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type TestApp } from '../../../../test/test-app';
import type { Catalog } from '../../../../test/factories';
import {
  htmlFile,
  jpeg,
  jpegOfSize,
  pngBomb,
  svgFile,
  textFile,
  truncatedJpeg,
} from '../../../../test/pictures';
import { multipartBody } from '../../../../test/pictures';
import { NUL_MESSAGE } from '../../../plugins/request-guards';
import { createImagesTestApp, filesOf, ownerWithAdvert, rowsOf, upload } from './images.test-kit';

let kit: Awaited<ReturnType<typeof createImagesTestApp>>;
let t: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  kit = await createImagesTestApp();
  ({ t, catalog } = kit);
});
afterAll(() => kit.close());

/** Uploads `file` after a good picture in the same request: all or nothing must hold. */
async function refusedAfterAGoodOne(file: Buffer, filename: string, mimeType = 'image/jpeg') {
  const { owner, advert } = await ownerWithAdvert(t, catalog);
  const res = await upload(
    t,
    advert.id,
    [{ file: await jpeg() }, { file, filename, mimeType }],
    owner.token,
  );
  expect(await rowsOf(t, advert.id)).toEqual([]);
  expect(filesOf(kit.dataDir, advert.id)).toEqual([]);
  return res;
}

describe('pictures the server refuses, writing nothing', () => {
  it.each([
    ['a text file named .jpg', textFile, 'photo.jpg'],
    ['an SVG named .jpg', svgFile, 'photo.jpg'],
    ['an HTML page named .jpg', htmlFile, 'photo.jpg'],
  ])('%s: 415', async (_, make, filename) => {
    const res = await refusedAfterAGoodOne(make(), filename);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      status: 415,
      message: 'Only JPEG, PNG or WebP images are accepted.',
    });
  });

  it('a 6 MB picture: 413', async () => {
    const res = await refusedAfterAGoodOne(await jpegOfSize(6 * 1024 * 1024), 'big.jpg');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('An image may be at most 5 MB.');
  });

  it('a picture of exactly 5 MB is accepted', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const file = await jpegOfSize(5 * 1024 * 1024);
    const res = await upload(t, advert.id, [{ file }], owner.token);
    expect(res.statusCode).toBe(201);
  });

  it('a truncated JPEG: 415 with a message', async () => {
    const res = await refusedAfterAGoodOne(await truncatedJpeg(), 'cut.jpg');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('The image could not be read; the file may be damaged.');
  });

  it('a 30000 × 30000 PNG of a few hundred bytes: 413 before decoding', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(1000);
    const res = await refusedAfterAGoodOne(bomb, 'bomb.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('An image may have at most 50 megapixels.');
  });
});

describe('requests the server refuses', () => {
  it('a request without a file: 400', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const res = await upload(t, advert.id, [{ fields: { name: 'img-0' } }], owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Choose a picture to upload.');
  });

  it('a file in another field: 400', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const body = await multipartBody([{ file: await jpeg() }], 'photo');
    const res = await call(t, {
      method: 'POST',
      url: `/api/images/${advert.id}`,
      token: owner.token,
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Send each picture in the multipartFile field.');
  });

  it('a JSON body: 415', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const res = await call(t, {
      method: 'POST',
      url: `/api/images/${advert.id}`,
      token: owner.token,
      payload: { multipartFile: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  // The parser's own error for a body without its boundary lines answered 500 (hostile sweep).
  it('a multipart body without its boundary lines, or cut off: 400 with a message', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const bodies = [
      '{"name":"front.png","featured":"1"}',
      '--x\r\nContent-Disposition: form-data; name="multipartFile"; filename="a.jpg"\r\n\r\nabc',
    ];
    for (const payload of bodies) {
      const res = await call(t, {
        method: 'POST',
        url: `/api/images/${advert.id}`,
        token: owner.token,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().message).toBe(
        'The upload was cut off or is not a valid multipart form; please send it again.',
      );
    }
    expect(await rowsOf(t, advert.id)).toEqual([]);
    expect(filesOf(kit.dataDir, advert.id)).toEqual([]);
  });

  // Multipart fields bypass the body's NUL guard; this answered 500 (found by the hostile sweep).
  it('a NUL character in a name: 400 with a message, nothing stored', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const fields = { name: 'front\0.jpg' };
    const res = await upload(t, advert.id, [{ file: await jpeg(), fields }], owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 400,
      message: NUL_MESSAGE,
      validations: { name: NUL_MESSAGE },
    });
    expect(await rowsOf(t, advert.id)).toEqual([]);
    expect(filesOf(kit.dataDir, advert.id)).toEqual([]);
  });

  it('a bad featured flag, an overlong name or a non-numeric advert id: 400', async () => {
    const { owner, advert } = await ownerWithAdvert(t, catalog);
    const file = await jpeg();
    for (const fields of [{ featured: 'maybe' }, { name: 'x'.repeat(101) }] as Array<
      Record<string, string>
    >) {
      const res = await upload(t, advert.id, [{ file, fields }], owner.token);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().validations)).toEqual(Object.keys(fields));
    }
    const res = await call(t, { method: 'POST', url: '/api/images/abc', token: owner.token });
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(t, advert.id)).toEqual([]);
    expect(filesOf(kit.dataDir, advert.id)).toEqual([]);
  });
});
