import type { FavoriteCard, MyFavoritesQuery, Page } from '@estate/contracts';
import type { Db } from '../../db/client';
import { toPage } from '../../lib/paging';
import type { FileStorage } from '../../lib/storage';
import { seesCurrent, toGoneAdvert } from '../../lib/last-public';
import { countFavorites, readFavoriteCards } from './my-favorites.repository';

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
    readFavoriteCards(db, storage, userId, query),
    countFavorites(db, userId),
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
