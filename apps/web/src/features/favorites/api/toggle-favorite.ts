import { favoriteStateSchema } from '@estate/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /favorites (auth) {advertId}: toggles and answers the new state (decisions §7). */
export const toggleFavorite = (advertId: number) =>
  apiRequest('/favorites', {
    method: 'POST',
    auth: true,
    body: { advertId },
    schema: favoriteStateSchema,
  });
