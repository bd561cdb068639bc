import { registerPageTexts } from '../../../i18n';
import english from '../../../i18n/locales/en/auth.json';

/** The account pages' texts (docs/i18n.md): they load with these pages, never with the home page. */
export const useAuthT = registerPageTexts(
  'auth',
  english,
  () => import('../../../i18n/locales/tr/auth.json'),
);

export type AuthT = ReturnType<typeof useAuthT>;
export type AuthTextKey = keyof typeof english;
