import { apiRequest } from '../../../lib/api-client';

/**
 * POST /auth/logout: the server ends the session, so a copied token stops working too. A token
 * that is already dead (401) or a network failure must not keep the person logged in here. The
 * answer is not read, so no schema checks it: the public header's account menu offers Log out,
 * and a schema would bring zod onto the first load (docs/decisions/0013-web-first-load.md).
 */
export const logoutOnServer = () =>
  apiRequest('/auth/logout', { method: 'POST', auth: true, ignoreUnauthorized: true }).then(
    () => true,
    () => false,
  );
