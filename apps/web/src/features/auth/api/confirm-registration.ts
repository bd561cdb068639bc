import { messageSchema } from '@estate/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/registerconfirm/{code} → message; sent on the page's button, never on its load. */
export const confirmRegistration = (code: string) =>
  apiRequest(`/auth/registerconfirm/${encodeURIComponent(code)}`, {
    method: 'POST',
    schema: messageSchema,
  });
