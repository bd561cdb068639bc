import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/users.json';

/**
 * The Users page's texts (list, user form and the panels under it; docs/i18n.md): they load
 * with the page's own chunk, Turkish only for Turkish readers.
 */
export const useUsersT = registerPageTexts(
  'users',
  english,
  () => import('../../i18n/locales/tr/users.json'),
);

export type UsersT = ReturnType<typeof useUsersT>;
