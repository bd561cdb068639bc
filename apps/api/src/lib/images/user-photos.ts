import { randomBytes } from 'node:crypto';
import type { FileStorage } from '../storage';
import { VARIANT_EXTENSION } from './constants';
import { SQUARE_SIZES, type ProcessedSquare, type SquareSizeName } from './square-upload';

/**
 * Storage layout of profile photos: the user row's `photo_key` is a base such as
 * `users/12/9f3c2a7d41e0b5c6`; its files are `<base>-large.webp` and `<base>-small.webp`. Every
 * upload gets a new random base, so a photo's address changes with it (cache-busting) and a
 * file, once written, never changes.
 */
export function userPhotosPrefix(userId: number): string {
  return `users/${userId}/`;
}

export const userPhotoKey = (photoKey: string, size: SquareSizeName) =>
  `${photoKey}-${size}.${VARIANT_EXTENSION}`;

export const userPhotoKeys = (photoKey: string) =>
  SQUARE_SIZES.map((s) => userPhotoKey(photoKey, s.name));

/** The addresses the browser loads a stored photo from. */
export function userPhotoUrls(storage: Pick<FileStorage, 'publicUrl'>, photoKey: string) {
  return {
    url: storage.publicUrl(userPhotoKey(photoKey, 'large')),
    smallUrl: storage.publicUrl(userPhotoKey(photoKey, 'small')),
  };
}

/**
 * Writes the copies of a processed photo under a new random base and answers that base; if one
 * write fails the others are removed.
 */
export const storeUserPhoto = (storage: FileStorage, userId: number, processed: ProcessedSquare) =>
  storeSquareCopies(storage, ownedPrefix('users', userId), processed);

/** `<folder>/<id>/`, refusing an id that could point elsewhere. */
export function ownedPrefix(folder: string, ownerId: number): string {
  if (!Number.isInteger(ownerId) || ownerId <= 0) throw new Error(`Bad ${folder} id ${ownerId}`);
  return `${folder}/${ownerId}/`;
}

/**
 * Writes the square copies under `<prefix><random>` and answers that base (a profile photo's, an
 * agency logo's); if one write fails the others are removed.
 */
export async function storeSquareCopies(
  storage: FileStorage,
  prefix: string,
  processed: ProcessedSquare,
): Promise<string> {
  const photoKey = `${prefix}${randomBytes(8).toString('hex')}`;
  try {
    for (const variant of processed.variants) {
      await storage.put(
        userPhotoKey(photoKey, variant.name),
        variant.buffer,
        processed.contentType,
      );
    }
  } catch (error) {
    await storage.delete(userPhotoKeys(photoKey)).catch(() => undefined);
    throw error;
  }
  return photoKey;
}

/** Removes the files of one photo. */
export const deleteUserPhotoFiles = (storage: FileStorage, photoKey: string) =>
  storage.delete(userPhotoKeys(photoKey));

/** Removes every photo file of a user (when the account is deleted). */
export const deleteAllUserPhotoFiles = (storage: FileStorage, userId: number) =>
  storage.deletePrefix(userPhotosPrefix(userId));
