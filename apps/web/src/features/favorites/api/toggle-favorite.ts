import { apiRequest } from '../../../lib/api-client';

/**
 * POST /favorites (auth) {advertId}: toggles and answers the new state
 * (docs/product.md#favourites).
 */
export const toggleFavorite = (advertId: number) =>
  apiRequest('/favorites', {
    method: 'POST',
    auth: true,
    body: { advertId },
    // The heart is on every card of the first page: zod loads with the first click, not with it.
    schema: () => import('@estate/contracts').then((m) => m.favoriteStateSchema),
  });
