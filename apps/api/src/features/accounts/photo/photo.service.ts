import fsp from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { Profile } from '@estate/contracts';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import { deleteUserPhotoFiles, processSquareQueued, storeUserPhoto } from '../../../lib/images';
import type { FileStorage } from '../../../lib/storage';
import { logActivity } from '../../activity';
import { toProfile, type UserRow, type UsersRepository } from '../../users';
import { withOnePicture } from './photo.upload';

export interface ProfilePhotoDeps {
  db: Db;
  users: Pick<UsersRepository, 'replacePhotoKey'>;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

const ACCOUNT_GONE = 'Your account no longer exists.';

/**
 * A person's own profile photo (docs/product.md#profile-photo): a new one replaces the old,
 * whose files go once the row has the new key; a refused or failed upload changes nothing.
 */
export function createProfilePhotoService({ db, users, storage, log }: ProfilePhotoDeps) {
  const removeFiles = (photoKey: string) =>
    deleteUserPhotoFiles(storage, photoKey).catch((error: unknown) =>
      log.warn({ err: error, key: photoKey }, 'profile photo files left behind'),
    );

  /** Points the row at `photoKey` (or none), then removes the files it pointed at before. */
  async function replace(current: UserRow, photoKey: string | null) {
    const replaced = await users.replacePhotoKey(current.id, photoKey).catch(async (error) => {
      if (photoKey) await removeFiles(photoKey);
      throw error;
    });
    if (!replaced) {
      if (photoKey) await removeFiles(photoKey);
      throw notFound(ACCOUNT_GONE);
    }
    if (replaced.before) await removeFiles(replaced.before);
    return replaced;
  }

  return {
    async upload(current: UserRow, parts: AsyncIterable<Multipart>): Promise<Profile> {
      const processed = await withOnePicture(parts, (spooled) =>
        processSquareQueued(() => fsp.readFile(spooled)),
      );
      const photoKey = await storeUserPhoto(storage, current.id, processed);
      const { row } = await replace(current, photoKey);
      await logActivity(db, {
        userId: current.id,
        action: 'PHOTO_CHANGED',
        log: 'Changed the profile photo',
      });
      return toProfile(row, storage);
    },

    /** Removing a photo that is not there is no error: the answer is the same. */
    async remove(current: UserRow): Promise<Profile> {
      const { row, before } = await replace(current, null);
      if (before)
        await logActivity(db, {
          userId: current.id,
          action: 'PHOTO_REMOVED',
          log: 'Removed the profile photo',
        });
      return toProfile(row, storage);
    },
  };
}

export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
