import { messageSchema } from '@estate/contracts';
import { apiRequest } from '../../../lib/api-client';

/** POST /auth/email-confirm/{code} → message; sent on the page's button, never on its load. */
export const confirmEmailChange = (code: string) =>
  apiRequest(`/auth/email-confirm/${encodeURIComponent(code)}`, {
    method: 'POST',
    schema: messageSchema,
  });

/** POST /auth/email-change/cancel/{code}: the old address stops a pending change. */
export const cancelEmailChange = (code: string) =>
  apiRequest(`/auth/email-change/cancel/${encodeURIComponent(code)}`, {
    method: 'POST',
    schema: messageSchema,
  });

/** POST /auth/email-change/revert/{code}: the old address puts itself back (7 days). */
export const revertEmailChange = (code: string) =>
  apiRequest(`/auth/email-change/revert/${encodeURIComponent(code)}`, {
    method: 'POST',
    schema: messageSchema,
  });
