import { messageSchema } from '@estate/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/logout: the server ends the session, so a copied token stops working too. A token
 * that is already dead (401) or a network failure must not keep the person logged in here.
 */
export const logoutOnServer = () =>
  apiRequest('/auth/logout', {
    method: 'POST',
    auth: true,
    ignoreUnauthorized: true,
    schema: messageSchema,
  }).then(
    () => true,
    () => false,
  );
