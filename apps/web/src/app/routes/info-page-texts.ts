import english from '../../i18n/locales/en/info-pages.json';
import { registerPageTexts } from '../../i18n';

/** The About and Privacy Policy pages' texts: loaded with those pages, Turkish only for Turkish readers. */
export const useInfoPageT = registerPageTexts(
  'info-pages',
  english,
  () => import('../../i18n/locales/tr/info-pages.json'),
);
