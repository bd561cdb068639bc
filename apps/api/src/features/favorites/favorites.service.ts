import type {
  AdminFavorite,
  FavoriteAdminQuery,
  FavoriteCard,
  MyFavoritesQuery,
  FavoriteState,
  MessageResponse,
  Page,
} from '@estate/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { toPage } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import { isStaff } from '../../plugins/auth';
import { logActivity } from '../activity';
import type { Search } from '../search';
import type { UserRow, UsersRepository } from '../users';
import { toAdminFavorite } from './favorites.mapper';
import { FAVORITE_MESSAGES as M } from './favorites.messages';
import { createFavoritesRepository } from './favorites.repository';
import { myFavoritesPage } from './my-favorites';

export interface FavoritesDeps {
  db: Db;
  users: Pick<UsersRepository, 'findById'>;
  /** Whether the advert may be seen by the one who hearts it. */
  search: Pick<Search, 'advert'>;
  /** The picture addresses of the staff's list. */
  storage: FileStorage;
}

export function createFavoritesService({ db, users, search, storage }: FavoritesDeps) {
  const repo = createFavoritesRepository(db);

  return {
    advertIdsOf: (user: UserRow) => repo.advertIdsOf(user.id),

    isFavorite: (user: UserRow, advertId: number) => repo.isFavorite(user.id, advertId),

    /** The user's own favourites page, newest first. */
    mine: (user: UserRow, query: MyFavoritesQuery): Promise<Page<FavoriteCard>> =>
      myFavoritesPage({ db, storage }, user.id, query),

    async toggle(user: UserRow, advertId: number): Promise<FavoriteState> {
      const advert = await search.advert({ id: advertId });
      const visible = advert && (advert.is_public || advert.user_id === user.id || isStaff(user));
      // A favourite that already exists may always be removed, even if the advert went offline.
      if (!advert || (!visible && !(await repo.isFavorite(user.id, advertId))))
        throw notFound(M.advertMissing);
      const favory = await repo.toggle(user.id, advertId);
      await logActivity(db, {
        userId: user.id,
        action: favory ? 'FAVORITE_ADDED' : 'FAVORITE_REMOVED',
        log: `${favory ? 'Added' : 'Removed'} favourite "${advert.title}"`,
        advertId,
      });
      return { advertId, favory };
    },

    /** Staff see any user's favourites (the route admits staff only). */
    async pageOfUser(userId: number, query: FavoriteAdminQuery): Promise<Page<AdminFavorite>> {
      if (!(await users.findById(userId))) throw notFound(M.userMissing);
      const { rows, total } = await repo.pageOfUser(userId, query);
      return toPage(
        rows.map((row) => toAdminFavorite(row, storage)),
        total,
        query,
      );
    },

    /** Staff remove any user's favourite; the log records who did it. */
    async removeAsStaff(staff: UserRow, favoriteId: number): Promise<MessageResponse> {
      const removed = await repo.removeById(favoriteId);
      if (!removed) throw notFound(M.favoriteMissing);
      const holder = removed.userId === staff.id ? undefined : await users.findById(removed.userId);
      await logActivity(db, {
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

export type FavoritesService = ReturnType<typeof createFavoritesService>;
