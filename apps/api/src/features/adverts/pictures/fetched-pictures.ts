import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import {
  IMAGE_MESSAGES,
  MAX_IMAGES_PER_ADVERT,
  processUploadQueued,
  storeAdvertImage,
} from '../../../lib/images';
import type { FileStorage } from '../../../lib/storage';
import type { UserRow } from '../../users';
import { createRevisionsRepository, holdForPictures } from '../revisions';
import { IMAGE_MESSAGES_API as M } from './images.messages';
import { createImagesRepository, type NewImage } from './images.repository';
import { createPictureFiles } from './picture-files';

/** A picture the server fetched for an advert, and the address it came from. */
export interface FetchedPicture {
  url: string;
  bytes: Buffer;
}

/** A fetched picture that was not kept, with the sentence saying why. */
export interface RefusedPicture {
  url: string;
  message: string;
}

const NOT_READ = 'The picture could not be read.';
const nameOf = (url: string) =>
  decodeURIComponent(new URL(url).pathname.split('/').pop() || 'picture');

/**
 * Pictures an agency's catalogue names (docs/catalogue-format.md), fetched by the server and then
 * handled as the owner's uploads: resized and stored, added to the gallery (waiting for review on
 * a live advert, docs/product.md#revisions), each remembering its address.
 */
export function createFetchedPictures({
  db,
  storage,
  log,
}: {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}) {
  const repo = createImagesRepository(db);
  const revisions = createRevisionsRepository(db);
  const { removeFiles } = createPictureFiles({ repo, storage, log });

  async function storeOne(advertId: number, picture: FetchedPicture): Promise<NewImage> {
    const processed = await processUploadQueued(() => Promise.resolve(picture.bytes));
    const storageKey = await storeAdvertImage(storage, advertId, processed);
    const { width, height, sizeBytes, contentType } = processed;
    return {
      storageKey,
      name: nameOf(picture.url),
      width,
      height,
      sizeBytes,
      contentType,
      sourceUrl: picture.url,
    };
  }

  return {
    /** Adds the pictures in order; answers those refused (unreadable, or the gallery full). */
    async add(
      user: UserRow,
      advertId: number,
      pictures: FetchedPicture[],
    ): Promise<RefusedPicture[]> {
      const refused: RefusedPicture[] = [];
      const stored: NewImage[] = [];
      for (const picture of pictures) {
        try {
          stored.push(await storeOne(advertId, picture));
        } catch (error) {
          refused.push({
            url: picture.url,
            message: error instanceof AppError ? error.message : NOT_READ,
          });
        }
      }
      if (!stored.length) return refused;
      const result = await repo
        .insert(advertId, stored, {
          max: MAX_IMAGES_PER_ADVERT,
          byOwner: true,
          hold: (tx, live) => holdForPictures(tx, revisions, live, user.id),
        })
        .catch(async (error: unknown) => {
          await removeFiles(stored);
          throw error;
        });
      if (result.outcome === 'added') return refused;
      await removeFiles(stored);
      const message = result.outcome === 'full' ? IMAGE_MESSAGES.tooMany : M.advertMissing;
      return [...refused, ...stored.map((s) => ({ url: s.sourceUrl ?? '', message }))];
    },

    /** Removes the advert's pictures that came from `urls`, their files too. */
    async drop(advertId: number, urls: string[]) {
      await removeFiles(await repo.deleteBySource(advertId, urls));
    },
  };
}

export type FetchedPictures = ReturnType<typeof createFetchedPictures>;
