import fsp from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { AdvertImageRecord, MessageResponse } from '@estate/contracts';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import {
  IMAGE_MESSAGES,
  MAX_IMAGES_PER_ADVERT,
  deleteImageFiles,
  processUploadQueued,
  storeAdvertImage,
} from '../../../lib/images';
import { isStaff } from '../../../plugins/auth';
import { logActivity } from '../../activity/activity.service';
import type { UserRow } from '../../users/users.repository';
import { toImageRecord } from './images.mapper';
import { IMAGE_MESSAGES_API as M } from './images.messages';
import { createImagesRepository, type ImageRow, type NewImage } from './images.repository';
import { readUploadForm } from './images.upload';

/**
 * Pictures of adverts (docs/product.md#pictures): their owner and staff manage them; others get
 * a 404.
 */
export function createImagesService(app: FastifyInstance) {
  const repo = createImagesRepository(app.db);
  const { storage } = app;
  const toRecord = (row: ImageRow) => toImageRecord(row, storage);
  const canManage = (user: UserRow | null, ownerId: number) =>
    !!user && (user.id === ownerId || isStaff(user));

  async function managedAdvert(user: UserRow, advertId: number) {
    const advert = await repo.findAdvert(advertId);
    if (!advert || !canManage(user, advert.userId)) throw notFound(M.advertMissing);
    return advert;
  }

  async function managedImage(user: UserRow, imageId: number) {
    const image = await repo.findImage(imageId);
    const advert = image && (await repo.findAdvert(image.advertId));
    if (!image || !advert || !canManage(user, advert.userId)) throw notFound(M.imageMissing);
    return { image, advert };
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

  async function removeFiles(rows: Array<Pick<ImageRow, 'storageKey'>>) {
    for (const row of rows) {
      await deleteImageFiles(storage, row.storageKey).catch((error: unknown) =>
        app.log.warn({ err: error, key: row.storageKey }, 'picture files left behind'),
      );
    }
  }

  return {
    async upload(
      user: UserRow,
      advertId: number,
      parts: AsyncIterable<Multipart>,
    ): Promise<AdvertImageRecord[]> {
      const advert = await managedAdvert(user, advertId);
      const { stored, fields } = await storeAll(advertId, parts);
      const existing = await repo.countOfAdvert(advertId);
      const named = stored.map((image, i) => ({
        ...image,
        name: fields[i]?.name ?? `img-${existing + i}`,
      }));
      const featuredAt = fields.findLastIndex((f) => f.featured);
      const result = await repo
        .insert(advertId, named, {
          featuredAt: featuredAt >= 0 ? featuredAt : undefined,
          max: MAX_IMAGES_PER_ADVERT,
          // An owner's change goes back to review; staff review as they go.
          backToReview: !isStaff(user),
        })
        .catch(async (error: unknown) => {
          await removeFiles(stored);
          throw error;
        });
      if (result.outcome !== 'added') {
        await removeFiles(stored);
        throw result.outcome === 'full'
          ? conflict(IMAGE_MESSAGES.tooMany)
          : notFound(M.advertMissing);
      }
      await logActivity(app.db, {
        userId: user.id,
        action: 'IMAGE_ADDED',
        log: `Added ${stored.length === 1 ? 'a picture' : `${stored.length} pictures`} to "${advert.title}"`,
        advertId,
      });
      return result.rows.map(toRecord);
    },

    /** Anyone sees a picture of a public advert; otherwise only its owner and staff. */
    async get(user: UserRow | null, imageId: number): Promise<AdvertImageRecord> {
      const image = await repo.findImage(imageId);
      const advert = image && (await repo.findAdvert(image.advertId));
      if (!image || !advert || !(advert.isPublic || canManage(user, advert.userId))) {
        throw notFound(M.imageMissing);
      }
      return toRecord(image);
    },

    async remove(user: UserRow, imageId: number): Promise<MessageResponse> {
      const { image, advert } = await managedImage(user, imageId);
      if (!(await repo.remove(image))) throw notFound(M.imageMissing);
      // After the commit: a failed file removal leaves unused files, never a broken picture.
      await removeFiles([image]);
      await logActivity(app.db, {
        userId: user.id,
        action: 'IMAGE_REMOVED',
        log: `Removed a picture from "${advert.title}"`,
        advertId: advert.id,
      });
      return { message: M.deleted };
    },

    async setFeatured(user: UserRow, imageId: number): Promise<AdvertImageRecord[]> {
      const { image, advert } = await managedImage(user, imageId);
      await repo.setFeatured(image);
      // Logged like every owner change: it also tells the search to read this user afresh.
      await logActivity(app.db, {
        userId: user.id,
        action: 'IMAGE_FEATURED',
        log: `Chose the featured picture of "${advert.title}"`,
        advertId: advert.id,
      });
      return (await repo.listOfAdvert(image.advertId)).map(toRecord);
    },

    async reorder(user: UserRow, advertId: number, ids: number[]): Promise<AdvertImageRecord[]> {
      await managedAdvert(user, advertId);
      if (!(await repo.reorder(advertId, ids))) throw badRequest(M.orderMismatch);
      return (await repo.listOfAdvert(advertId)).map(toRecord);
    },

    async list(user: UserRow | null, advertId: number): Promise<AdvertImageRecord[]> {
      const advert = await repo.findAdvert(advertId);
      if (!advert || !(advert.isPublic || canManage(user, advert.userId))) {
        throw notFound(M.advertMissing);
      }
      return (await repo.listOfAdvert(advertId)).map(toRecord);
    },
  };
}
