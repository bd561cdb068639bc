import { profileSchema } from '@estate/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * GET /user/auth (auth) read for the account's language (the login answer carries the user
 * without it); undefined when the account has none or the call fails.
 */
export const getAccountLanguage = () =>
  apiRequest('/user/auth', { auth: true, schema: profileSchema }).then(
    (profile) => profile.language,
    () => undefined,
  );
