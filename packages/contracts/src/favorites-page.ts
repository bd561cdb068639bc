import { z } from 'zod';
import { advertSchema } from './adverts';
import { pageOf, pageQuerySchema } from './common';

/** GET /favorites/auth: the signed-in user's favourites, newest first (docs/product.md#favourites). */
export const myFavoritesQuerySchema = pageQuerySchema.pick({ page: true, size: true });
export type MyFavoritesQuery = z.infer<typeof myFavoritesQuerySchema>;

/**
 * An advert that is no longer public, as someone other than its owner may see it: only what was
 * last public of it, never its description or anything written since (docs/product.md#favourites).
 */
export const goneAdvertSchema = z.object({
  id: z.number().int(),
  /** Its slug when last public; '' when nothing of it is known as public. */
  slug: z.string(),
  /** Null (with price and currency) when nothing of it is known as public. */
  title: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  /** Its featured picture then (card size); null when it had none or it was deleted since. */
  imageUrl: z.string().nullable(),
  favory: z.boolean(),
});
export type GoneAdvert = z.infer<typeof goneAdvertSchema>;

const savedColumns = {
  /** The price when it was saved; null for a favourite saved before prices were remembered. */
  savedPrice: z.number().nullable(),
  savedAt: z.string(),
};

/**
 * One favourite on the favourites page: the advert's card while it is public (or one's own), else
 * what was last public of it, marked no longer available; its heart still removes it.
 */
export const favoriteCardSchema = z.discriminatedUnion('available', [
  z.object({ available: z.literal(true), advert: advertSchema, ...savedColumns }),
  z.object({ available: z.literal(false), advert: goneAdvertSchema, ...savedColumns }),
]);
export type FavoriteCard = z.infer<typeof favoriteCardSchema>;
export type AvailableFavoriteCard = Extract<FavoriteCard, { available: true }>;
export type GoneFavoriteCard = Extract<FavoriteCard, { available: false }>;
export const favoriteCardPageSchema = pageOf(favoriteCardSchema);
