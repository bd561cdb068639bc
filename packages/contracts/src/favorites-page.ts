import { z } from 'zod';
import { advertSchema } from './adverts';
import { pageOf, pageQuerySchema } from './common';

/** GET /favorites/auth: the signed-in user's favourites, newest first (docs/product.md#favourites). */
export const myFavoritesQuerySchema = pageQuerySchema.pick({ page: true, size: true });
export type MyFavoritesQuery = z.infer<typeof myFavoritesQuerySchema>;

/** One favourite on the favourites page: the advert's card and what the heart remembered. */
export const favoriteCardSchema = z.object({
  advert: advertSchema,
  /** The price when it was saved; null for a favourite saved before prices were remembered. */
  savedPrice: z.number().nullable(),
  savedAt: z.string(),
  /** False once the advert is no longer published: the card says so and only the heart works. */
  available: z.boolean(),
});
export type FavoriteCard = z.infer<typeof favoriteCardSchema>;
export const favoriteCardPageSchema = pageOf(favoriteCardSchema);
