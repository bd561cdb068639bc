import { z } from 'zod';
import { emptyAsUndefined, pageOf, pageQuerySchema, sortDirectionSchema } from './common';

// Staff views of any user's favourites (docs/product.md#favourites); the user's own toggle is in
// engagement.ts.

export const FAVORITE_ADMIN_SORT_FIELDS = ['createAt', 'title'] as const;

/** GET /favorites/admin/{userId}: the specification names the direction `direction`, not `type`. */
export const favoriteAdminQuerySchema = pageQuerySchema.omit({ type: true }).extend({
  sort: z.preprocess(
    emptyAsUndefined,
    z
      .enum(FAVORITE_ADMIN_SORT_FIELDS, {
        error: `sort must be one of ${FAVORITE_ADMIN_SORT_FIELDS.join(', ')}`,
      })
      .default('createAt'),
  ),
  direction: sortDirectionSchema('direction'),
});
export type FavoriteAdminQuery = z.infer<typeof favoriteAdminQuerySchema>;

/**
 * A user's favourite as staff see it on the Users page (docs/product.md#favourites): the advert's
 * card fields, with `id` the advert's id and `favoriId` the favourite's own id (the one to delete).
 */
export const adminFavoriteSchema = z.object({
  id: z.number().int(),
  favoriId: z.number().int(),
  advertId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  districtName: z.string(),
  cityName: z.string(),
  price: z.number(),
  /** The featured image's card variant, or null: the client shows a placeholder. */
  url: z.string().nullable(),
  categoryName: z.string(),
  advertTypeName: z.string(),
  /** When the user marked it. */
  createAt: z.string(),
});
export type AdminFavorite = z.infer<typeof adminFavoriteSchema>;
export const adminFavoritePageSchema = pageOf(adminFavoriteSchema);
