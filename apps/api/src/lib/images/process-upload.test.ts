import zlib from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { MAX_IMAGE_BYTES, VARIANTS } from './constants';
import { processUpload, sniffImageFormat } from './process-upload';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 110, b: 190 } } });

async function refusal(input: Buffer): Promise<AppError> {
  const error = await processUpload(input).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('processUpload', () => {
  it('turns a JPEG upright and drops its EXIF, GPS included', async () => {
    // 300 × 200 stored, EXIF orientation 6: the picture is really 200 wide and 300 high.
    const jpeg = await picture(300, 200)
      .jpeg()
      .withExif({
        IFD0: { Make: 'SpyCam', Model: 'X1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '41/1 2/1 3/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '29/1 0/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(jpeg).metadata();
    expect(input.exif?.length).toBeGreaterThan(0);
    expect(input.orientation).toBe(6);

    const result = await processUpload(jpeg);
    expect(result.contentType).toBe('image/webp');
    expect([result.width, result.height]).toEqual([200, 300]);
    for (const variant of result.variants) {
      const meta = await sharp(variant.buffer).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(variant.buffer.includes('SpyCam')).toBe(false);
      expect(variant.buffer.includes('EXIF')).toBe(false);
    }
  });

  it('accepts PNG and WebP', async () => {
    for (const input of [
      await picture(640, 480).png().toBuffer(),
      await picture(640, 480).webp().toBuffer(),
    ]) {
      const result = await processUpload(input);
      expect(result.variants.map((v) => v.name)).toEqual(['thumb', 'card', 'gallery']);
    }
  });

  it('makes variants of the configured widths, keeping the aspect ratio', async () => {
    const result = await processUpload(await picture(2000, 1500).jpeg().toBuffer());
    expect(result.variants.map((v) => [v.name, v.width, v.height])).toEqual([
      ['thumb', 160, 120],
      ['card', 480, 360],
      ['gallery', 1280, 960],
    ]);
    expect(VARIANTS.map((v) => v.width)).toEqual([160, 480, 1280]);
    expect([result.width, result.height]).toEqual([1280, 960]);
    expect(result.sizeBytes).toBe(result.variants.reduce((s, v) => s + v.buffer.length, 0));
    for (const v of result.variants) {
      const meta = await sharp(v.buffer).metadata();
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
    }
  });

  it('never enlarges a small picture', async () => {
    const result = await processUpload(await picture(300, 100).png().toBuffer());
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [160, 53],
      [300, 100],
      [300, 100],
    ]);
  });

  it('refuses a text file named .jpg and a GIF with 415', async () => {
    const text = Buffer.from('just some text pretending to be photo.jpg\n');
    const gif = await picture(50, 50).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    for (const input of [text, gif, svg, Buffer.alloc(0)]) {
      const error = await refusal(input);
      expect(error.status).toBe(415);
      expect(error.message).toBe('Only JPEG, PNG or WebP images are accepted.');
    }
  });

  it('refuses a damaged file with the right signature with 415', async () => {
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    const error = await refusal(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(200, 7)]));
    expect(error.status).toBe(415);
  });

  it('refuses more than 5 MB with 413', async () => {
    const jpeg = await picture(100, 100).jpeg().toBuffer();
    const big = Buffer.concat([jpeg, Buffer.alloc(MAX_IMAGE_BYTES + 1 - jpeg.length)]);
    const error = await refusal(big);
    expect(error.status).toBe(413);
    expect(error.message).toBe('An image may be at most 5 MB.');
  });

  it('refuses a decompression bomb before decoding it', async () => {
    // A small PNG whose header claims 30000 × 30000 pixels (900 megapixels).
    const png = await picture(1, 1).png().toBuffer();
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    bomb.writeUInt32BE(zlib.crc32(bomb.subarray(12, 29)), 29);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(30_000);
    const error = await refusal(bomb);
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/megapixels/);
  });

  it('reads the type from the bytes only', () => {
    expect(sniffImageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(Buffer.from('GIF89a'))).toBeUndefined();
  });
});
