import type { Language } from '../../../i18n';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /user/auth/language { language } (auth): the account keeps the language its e-mails are
 * written in (docs/product.md#languages). The answer ({ message }) is not read, so no schema brings
 * zod onto the first load, where the header's switcher is; a failure leaves the browser's choice.
 */
export const saveLanguage = (language: Language) =>
  apiRequest('/user/auth/language', { method: 'PUT', auth: true, body: { language } }).then(
    () => true,
    () => false,
  );
