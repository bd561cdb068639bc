import fsp from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import { conflict } from '../../../lib/errors';
import {
  IMAGE_MESSAGES,
  MAX_IMAGES_PER_ADVERT,
  deleteImageFiles,
  processUploadQueued,
  storeAdvertImage,
} from '../../../lib/images';
import type { FileStorage } from '../../../lib/storage';
import type { ImageRow, ImagesRepository, NewImage } from './images.repository';
import { readUploadForm } from './images.upload';

export interface PictureFilesDeps {
  repo: Pick<ImagesRepository, 'countOfAdvert'>;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** The stored files of an advert's pictures: written as they arrive, removed when not kept. */
export function createPictureFiles({ repo, storage, log }: PictureFilesDeps) {
  async function removeFiles(rows: Array<Pick<ImageRow, 'storageKey'>>) {
    for (const row of rows) {
      await deleteImageFiles(storage, row.storageKey).catch((error: unknown) =>
        log.warn({ err: error, key: row.storageKey }, 'picture files left behind'),
      );
    }
  }

  /** Files are written as they arrive; whatever goes wrong before the rows commit removes them. */
  async function storeAll(advertId: number, parts: AsyncIterable<Multipart>) {
    const room = MAX_IMAGES_PER_ADVERT - (await repo.countOfAdvert(advertId));
    if (room <= 0) throw conflict(IMAGE_MESSAGES.tooMany);
    const stored: NewImage[] = [];
    try {
      const fields = await readUploadForm(parts, room, async (spooled) => {
        const processed = await processUploadQueued(() => fsp.readFile(spooled));
        const storageKey = await storeAdvertImage(storage, advertId, processed);
        const { width, height, sizeBytes, contentType } = processed;
        stored.push({ storageKey, name: '', width, height, sizeBytes, contentType });
      });
      return { stored, fields };
    } catch (error) {
      await removeFiles(stored);
      throw error;
    }
  }

  return { storeAll, removeFiles };
}
