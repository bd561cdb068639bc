import type { FastifyInstance } from 'fastify';
import type { FavoriteState } from '@estate/contracts';
import { notFound } from '../../lib/errors';
import { isStaff } from '../../plugins/auth';
import { logActivity } from '../activity/activity.service';
import { createAdvertsRepository } from '../adverts/adverts.repository';
import type { UserRow } from '../users/users.repository';
import { createFavoritesRepository } from './favorites.repository';

const MISSING = 'This advert does not exist or is no longer published.';

export function createFavoritesService(app: FastifyInstance) {
  const repo = createFavoritesRepository(app.db);
  const adverts = createAdvertsRepository(app.db);

  return {
    advertIdsOf: (user: UserRow) => repo.advertIdsOf(user.id),

    isFavorite: (user: UserRow, advertId: number) => repo.isFavorite(user.id, advertId),

    async toggle(user: UserRow, advertId: number): Promise<FavoriteState> {
      const advert = await adverts.findById(advertId, undefined);
      const visible =
        advert &&
        ((advert.status === 1 && advert.is_active && advert.category_active) ||
          advert.user_id === user.id ||
          isStaff(user));
      // A favourite that already exists may always be removed, even if the advert went offline.
      if (!advert || (!visible && !(await repo.isFavorite(user.id, advertId))))
        throw notFound(MISSING);
      const favory = await repo.toggle(user.id, advertId);
      await logActivity(app.db, {
        userId: user.id,
        action: favory ? 'FAVORITE_ADDED' : 'FAVORITE_REMOVED',
        log: `${favory ? 'Added' : 'Removed'} favourite "${advert.title}"`,
        advertId,
      });
      return { advertId, favory };
    },
  };
}
