import { eq, sql } from 'drizzle-orm';
import type { FavoriteCard, MyFavoritesQuery, Page } from '@estate/contracts';
import type { Db } from '../../db/client';
import { toPage } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import {
  lastPublicColumn,
  seesCurrent,
  toGoneAdvert,
  type LastPublicJson,
} from '../../lib/last-public';
import { favorites } from '../../db/schema';
import { ADVERT_INNER_COLUMNS, readAdvertCards } from '../adverts';

interface SavedColumns {
  saved_price: string | null;
  saved_at: string | Date;
  last_public: LastPublicJson | string | null;
}

/**
 * The favourites page (docs/product.md#favourites): a user's favourites as cards, newest first,
 * with the price each was saved at, whatever the advert's state (a heart must stay removable).
 * An advert no longer public shows only what was last public of it, unless it is one's own.
 */
export async function myFavoritesPage(
  { db, storage }: { db: Db; storage: FileStorage },
  userId: number,
  query: MyFavoritesQuery,
): Promise<Page<FavoriteCard>> {
  const [cards, total] = await Promise.all([
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
    }),
    db.$count(favorites, eq(favorites.userId, userId)),
  ]);
  const content = cards.map(({ advert, row }): FavoriteCard => {
    const saved = {
      savedPrice: row.saved_price === null ? null : Number(row.saved_price),
      savedAt: new Date(row.saved_at).toISOString(),
    };
    if (seesCurrent(row.is_public, row.user_id, userId))
      return { available: true, advert, ...saved };
    const gone = toGoneAdvert(advert.id, row.last_public, storage, advert.favory ?? true);
    return { available: false, advert: gone, ...saved };
  });
  return toPage(content, total, query);
}
