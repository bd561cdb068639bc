import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createLocalStorage, type FileStorage } from '../storage';
import {
  assertCanAddImage,
  deleteAdvertImageFiles,
  deleteImageFiles,
  imageUrls,
  storeAdvertImage,
  variantKeys,
} from './advert-images';
import { processUpload } from './process-upload';

let dataDir: string;
let storage: FileStorage;

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'advert-images-'));
  storage = createLocalStorage(dataDir);
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const upload = async () =>
  processUpload(
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#88aa33' } })
      .jpeg()
      .toBuffer(),
  );

describe('storeAdvertImage', () => {
  it('writes every variant under adverts/<id>/ and answers the key base', async () => {
    const key = await storeAdvertImage(storage, 42, await upload());
    expect(key).toMatch(/^adverts\/42\/[a-z0-9]{16}$/);
    for (const variantKey of variantKeys(key)) {
      const file = path.join(dataDir, 'uploads', variantKey);
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
    expect(imageUrls(storage, key)).toEqual({
      thumb: `/api/images/file/${key}-thumb.webp`,
      card: `/api/images/file/${key}-card.webp`,
      gallery: `/api/images/file/${key}-gallery.webp`,
    });
  });

  it('uses a given token, so seeded files have stable names', async () => {
    expect(await storeAdvertImage(storage, 3, await upload(), 'seed00a1')).toBe(
      'adverts/3/seed00a1',
    );
    await expect(storeAdvertImage(storage, 3, await upload(), '../x')).rejects.toThrow();
  });

  it('deletes one image or all images of an advert', async () => {
    const processed = await upload();
    const first = await storeAdvertImage(storage, 5, processed);
    const second = await storeAdvertImage(storage, 5, processed);
    await deleteImageFiles(storage, first);
    expect(fs.readdirSync(path.join(dataDir, 'uploads/adverts/5')).sort()).toEqual(
      variantKeys(second)
        .map((k) => path.basename(k))
        .sort(),
    );
    await deleteAdvertImageFiles(storage, 5);
    expect(fs.existsSync(path.join(dataDir, 'uploads/adverts/5'))).toBe(false);
  });

  it('allows ten images per advert', () => {
    expect(() => assertCanAddImage(9)).not.toThrow();
    expect(() => assertCanAddImage(10)).toThrow(AppError);
  });
});
