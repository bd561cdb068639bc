import { randomBytes } from 'node:crypto';
import { conflict } from '../errors';
import type { FileStorage } from '../storage';
import {
  IMAGE_MESSAGES,
  MAX_IMAGES_PER_ADVERT,
  VARIANT_EXTENSION,
  VARIANTS,
  type VariantName,
} from './constants';
import type { ProcessedImage } from './process-upload';

/**
 * Storage layout: an image's `storage_key` is a base such as `adverts/12/9f3c2a7d41e0b5c6`; its
 * files are `<base>-thumb.webp`, `<base>-card.webp` and `<base>-gallery.webp`.
 */
export function advertImagesPrefix(advertId: number): string {
  return `adverts/${advertId}/`;
}

export function variantKey(storageKey: string, variant: VariantName): string {
  return `${storageKey}-${variant}.${VARIANT_EXTENSION}`;
}

export function variantKeys(storageKey: string): string[] {
  return VARIANTS.map((v) => variantKey(storageKey, v.name));
}

/** Public URLs of every variant of one stored image. */
export function imageUrls(storage: FileStorage, storageKey: string): Record<VariantName, string> {
  return Object.fromEntries(
    VARIANTS.map((v) => [v.name, storage.publicUrl(variantKey(storageKey, v.name))]),
  ) as Record<VariantName, string>;
}

/** Refuses the 11th image of an advert (docs/product.md#pictures). */
export function assertCanAddImage(existingCount: number): void {
  if (existingCount >= MAX_IMAGES_PER_ADVERT) throw conflict(IMAGE_MESSAGES.tooMany);
}

/**
 * Writes the variants of a processed upload for an advert and answers the storage key base to
 * keep in `images.storage_key`. `token` names the files (random unless given, e.g. by the seed);
 * if one write fails the others are removed.
 */
export async function storeAdvertImage(
  storage: FileStorage,
  advertId: number,
  processed: ProcessedImage,
  token: string = randomBytes(8).toString('hex'),
): Promise<string> {
  if (!Number.isInteger(advertId) || advertId <= 0) throw new Error(`Bad advert id ${advertId}`);
  if (!/^[a-z0-9]{6,32}$/.test(token))
    throw new Error('Image token must be 6-32 lower-case letters or digits');
  const storageKey = `${advertImagesPrefix(advertId)}${token}`;
  try {
    for (const variant of processed.variants) {
      await storage.put(
        variantKey(storageKey, variant.name),
        variant.buffer,
        processed.contentType,
      );
    }
  } catch (error) {
    await storage.delete(variantKeys(storageKey)).catch(() => undefined);
    throw error;
  }
  return storageKey;
}

/** Removes the files of one image. */
export function deleteImageFiles(storage: FileStorage, storageKey: string): Promise<void> {
  return storage.delete(variantKeys(storageKey));
}

/** Removes the files of every image of an advert (when the advert is deleted). */
export function deleteAdvertImageFiles(storage: FileStorage, advertId: number): Promise<void> {
  return storage.deletePrefix(advertImagesPrefix(advertId));
}
