import type { FastifyInstance } from 'fastify';
import type {
  AdminFavorite,
  FavoriteAdminQuery,
  FavoriteState,
  MessageResponse,
  Page,
} from '@estate/contracts';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import { isStaff } from '../../plugins/auth';
import { logActivity } from '../activity/activity.service';
import type { UserRow } from '../users/users.repository';
import { toAdminFavorite } from './favorites.mapper';
import { FAVORITE_MESSAGES as M } from './favorites.messages';
import { createFavoritesRepository } from './favorites.repository';

export function createFavoritesService(app: FastifyInstance) {
  const repo = createFavoritesRepository(app.db);

  return {
    advertIdsOf: (user: UserRow) => repo.advertIdsOf(user.id),

    isFavorite: (user: UserRow, advertId: number) => repo.isFavorite(user.id, advertId),

    async toggle(user: UserRow, advertId: number): Promise<FavoriteState> {
      const advert = await app.advertSearch.advert({ id: advertId });
      const visible = advert && (advert.is_public || advert.user_id === user.id || isStaff(user));
      // A favourite that already exists may always be removed, even if the advert went offline.
      if (!advert || (!visible && !(await repo.isFavorite(user.id, advertId))))
        throw notFound(M.advertMissing);
      const favory = await repo.toggle(user.id, advertId);
      await logActivity(app.db, {
        userId: user.id,
        action: favory ? 'FAVORITE_ADDED' : 'FAVORITE_REMOVED',
        log: `${favory ? 'Added' : 'Removed'} favourite "${advert.title}"`,
        advertId,
      });
      return { advertId, favory };
    },

    /** Staff see any user's favourites (the route admits staff only). */
    async pageOfUser(userId: number, query: FavoriteAdminQuery): Promise<Page<AdminFavorite>> {
      if (!(await app.repos.users.findById(userId))) throw notFound(M.userMissing);
      const { rows, total } = await repo.pageOfUser(userId, query);
      return toPage(
        rows.map((row) => toAdminFavorite(row, app.storage)),
        total,
        query,
      );
    },

    /** Staff remove any user's favourite; the log records who did it. */
    async removeAsStaff(staff: UserRow, favoriteId: number): Promise<MessageResponse> {
      const removed = await repo.removeById(favoriteId);
      if (!removed) throw notFound(M.favoriteMissing);
      const holder =
        removed.userId === staff.id ? undefined : await app.repos.users.findById(removed.userId);
      await logActivity(app.db, {
        userId: staff.id,
        action: 'FAVORITE_REMOVED',
        log:
          `Removed favourite "${removed.title}"` +
          (holder ? ` of ${holder.firstName} ${holder.lastName}` : ''),
        advertId: removed.advertId,
      });
      return { message: M.removed };
    },
  };
}
