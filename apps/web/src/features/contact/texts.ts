import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/contact.json';

/** The contact page's texts, loaded with the page (docs/i18n.md). */
export const useContactT = registerPageTexts(
  'contact',
  english,
  () => import('../../i18n/locales/tr/contact.json'),
);
