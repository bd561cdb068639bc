import { userSchema } from '@estate/contracts';
import { apiRequest } from '../../../lib/api-client';

/** GET /user/auth (auth): the logged-in user. */
export const getCurrentUser = () => apiRequest('/user/auth', { auth: true, schema: userSchema });
