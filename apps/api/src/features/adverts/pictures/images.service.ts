import type { FastifyBaseLogger } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { AdvertImageRecord, MessageResponse } from '@estate/contracts';
import type { Db, Tx } from '../../../db/client';
import type { adverts } from '../../../db/schema';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { IMAGE_MESSAGES, MAX_IMAGES_PER_ADVERT } from '../../../lib/images';
import type { FileStorage } from '../../../lib/storage';
import { isStaff } from '../../../plugins/auth';
import { logActivity } from '../../activity';
import type { UserRow } from '../../users';
import { toImageRecord } from './images.mapper';
import { IMAGE_MESSAGES_API as M } from './images.messages';
import { createImagesRepository, type ImageRow } from './images.repository';
import { createPictureAccess } from './picture-access';
import { createPictureFiles } from './picture-files';
import { createRevisionsRepository, dropEmptyRevision, holdForPictures } from '../revisions';

type LiveAdvert = typeof adverts.$inferSelect;

export interface ImagesDeps {
  db: Db;
  storage: FileStorage;
  /** Where files that could not be removed are told. */
  log: FastifyBaseLogger;
}

/**
 * Pictures of adverts (docs/product.md#pictures): their owner and staff manage them; others get
 * a 404.
 */
export function createImagesService({ db, storage, log }: ImagesDeps) {
  const repo = createImagesRepository(db);
  const revisions = createRevisionsRepository(db);
  const { storeAll, removeFiles } = createPictureFiles({ repo, storage, log });
  const toRecord = (row: ImageRow) => toImageRecord(row, storage);
  const { canManage, managedAdvert, managedImage } = createPictureAccess(repo);

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
          // An owner's pictures are reviewed (docs/product.md#revisions); staff review as they go.
          byOwner: !isStaff(user),
          hold: (tx, live) => holdForPictures(tx, revisions, live, user.id),
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
      await logActivity(db, {
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
      const seen = advert && (canManage(user, advert) || (advert.isPublic && !image.waiting));
      if (!image || !seen) throw notFound(M.imageMissing);
      return toRecord(image);
    },

    async remove(user: UserRow, imageId: number): Promise<MessageResponse> {
      const { image, advert } = await managedImage(user, imageId);
      // The last waiting picture of an otherwise unchanged revision takes the revision with it.
      const settle = (tx: Tx, live: LiveAdvert) => dropEmptyRevision(tx, revisions, live);
      if (!(await repo.remove(image, image.waiting ? settle : undefined)))
        throw notFound(M.imageMissing);
      // After the commit: a failed file removal leaves unused files, never a broken picture.
      await removeFiles([image]);
      await logActivity(db, {
        userId: user.id,
        action: 'IMAGE_REMOVED',
        log: `Removed a picture from "${advert.title}"`,
        advertId: advert.id,
      });
      return { message: M.deleted };
    },

    async setFeatured(user: UserRow, imageId: number): Promise<AdvertImageRecord[]> {
      const { image, advert } = await managedImage(user, imageId);
      if (image.waiting) throw conflict(M.waitingNotFeatured);
      await repo.setFeatured(image);
      // Logged like every owner change: it also tells the search to read this user afresh.
      await logActivity(db, {
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
      if (!advert || !(advert.isPublic || canManage(user, advert))) {
        throw notFound(M.advertMissing);
      }
      const all = await repo.listOfAdvert(advertId);
      // Pictures waiting for review are the owner's and staff's to see (docs/product.md#revisions).
      const shown = canManage(user, advert) ? all : all.filter((image) => !image.waiting);
      return shown.map(toRecord);
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
