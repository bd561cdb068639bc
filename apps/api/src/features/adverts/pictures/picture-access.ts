import { notFound } from '../../../lib/errors';
import { isStaff } from '../../../plugins/auth';
import type { UserRow } from '../../users';
import { IMAGE_MESSAGES_API as M } from './images.messages';
import type { AdvertAccess, ImagesRepository } from './images.repository';

/**
 * Who manages an advert's pictures: its owner (for an agency's advert, its agent and the agency's
 * owner) and staff; to anyone else they are missing.
 */
export function createPictureAccess(repo: Pick<ImagesRepository, 'findAdvert' | 'findImage'>) {
  const canManage = (
    user: UserRow | null,
    advert: Pick<AdvertAccess, 'userId' | 'agencyOwnerId'>,
  ) => !!user && (user.id === advert.userId || user.id === advert.agencyOwnerId || isStaff(user));

  async function managedAdvert(user: UserRow, advertId: number) {
    const advert = await repo.findAdvert(advertId);
    if (!advert || !canManage(user, advert)) throw notFound(M.advertMissing);
    return advert;
  }

  async function managedImage(user: UserRow, imageId: number) {
    const image = await repo.findImage(imageId);
    const advert = image && (await repo.findAdvert(image.advertId));
    if (!image || !advert || !canManage(user, advert)) throw notFound(M.imageMissing);
    return { image, advert };
  }

  return { canManage, managedAdvert, managedImage };
}
