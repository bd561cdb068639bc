import sharp from 'sharp';
import type { Db } from '../client';
import { images } from '../schema';
import { processUpload, storeAdvertImage, type ProcessedImage } from '../../lib/images';
import type { FileStorage } from '../../lib/storage';
import { CATEGORIES, type CategoryName } from './data/catalog';
import { renderPropertySvg } from './illustration';
import type { Random } from './random';

/** Distinct pictures drawn per category; adverts share them but each gets its own files. */
export const POOL_PER_CATEGORY = 6;
export const IMAGES_PER_ADVERT: [number, number] = [2, 4];

export type ImagePool = Map<CategoryName, ProcessedImage[]>;

/**
 * Draws the pool once: SVG illustration → 1200 × 800 JPEG (what a camera would give) → the same
 * processUpload as a real upload. Drawing and resizing are the slow part of seeding, so they are
 * done here once rather than for each advert.
 */
export async function renderImagePool(): Promise<ImagePool> {
  const pool: ImagePool = new Map();
  for (const [c, category] of CATEGORIES.entries()) {
    const pictures: ProcessedImage[] = [];
    for (let k = 0; k < POOL_PER_CATEGORY; k++) {
      const svg = renderPropertySvg(category.title, 7919 * (c + 1) + 104_729 * k);
      const jpeg = await sharp(Buffer.from(svg)).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
      pictures.push(await processUpload(jpeg));
    }
    pool.set(category.title, pictures);
  }
  return pool;
}

/**
 * Stores 2–4 pictures for each advert through storeAdvertImage and records them; the first one
 * is featured. `ordinal` (the advert's rank within its category) picks the featured picture, so
 * the adverts of a category lead with different pictures before any repeats.
 */
export async function attachImages(
  db: Db,
  storage: FileStorage,
  r: Random,
  pool: ImagePool,
  targets: Array<{ advertId: number; category: CategoryName; ordinal: number }>,
): Promise<number> {
  const rows: Array<typeof images.$inferInsert> = [];
  for (const target of targets) {
    const pictures = pool.get(target.category) ?? [];
    if (pictures.length === 0) continue;
    const count = Math.min(pictures.length, r.int(...IMAGES_PER_ADVERT));
    const first = target.ordinal % pictures.length;
    const rest = r.shuffle(pictures.filter((_, i) => i !== first)).slice(0, count - 1);
    const chosen = [pictures[first]!, ...rest];
    for (const [seq, processed] of chosen.entries()) {
      const storageKey = await storeAdvertImage(storage, target.advertId, processed, r.hex(16));
      rows.push({
        advertId: target.advertId,
        storageKey,
        name: `img-${seq}`,
        contentType: processed.contentType,
        width: processed.width,
        height: processed.height,
        sizeBytes: processed.sizeBytes,
        featured: seq === 0,
        seq,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200) await db.insert(images).values(rows.slice(i, i + 200));
  return rows.length;
}
