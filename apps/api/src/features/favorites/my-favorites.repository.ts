import { eq, sql } from 'drizzle-orm';
import type { MyFavoritesQuery } from '@estate/contracts';
import type { Db } from '../../db/client';
import { favorites } from '../../db/schema';
import { lastPublicColumn, type LastPublicJson } from '../../lib/last-public';
import type { FileStorage } from '../../lib/storage';
import { ADVERT_INNER_COLUMNS, readAdvertCards } from '../search';

interface SavedColumns {
  saved_price: string | null;
  saved_at: string | Date;
  last_public: LastPublicJson | string | null;
}

/** One page of a user's favourites as cards, newest first, with what each was saved at. */
export const readFavoriteCards = (
  db: Db,
  storage: FileStorage,
  userId: number,
  query: MyFavoritesQuery,
) =>
  readAdvertCards<SavedColumns>(db, storage, {
    name: 'my_favorites_page',
    viewerId: userId,
    inner: sql`SELECT ${ADVERT_INNER_COLUMNS}, f.saved_price, f.created_at AS saved_at,
                      f.id AS favorite_id, ${lastPublicColumn(sql`f.advert_id`)}
               FROM favorites f
               JOIN adverts a ON a.id = f.advert_id
               JOIN categories c ON c.id = a.category_id
               WHERE f.user_id = ${userId}
               ORDER BY f.created_at DESC, f.id DESC
               LIMIT ${query.size} OFFSET ${query.page * query.size}`,
    extra: sql`p.saved_price, p.saved_at, p.last_public`,
    orderBy: sql`p.saved_at DESC, p.favorite_id DESC`,
  });

export const countFavorites = (db: Db, userId: number) =>
  db.$count(favorites, eq(favorites.userId, userId));
