import { registerPageTexts } from '../i18n';
import english from '../i18n/locales/en/status-pages.json';

/** The not-found and unauthorized pages' texts, loaded with those pages (docs/i18n.md). */
export const useStatusPageT = registerPageTexts(
  'status-pages',
  english,
  () => import('../i18n/locales/tr/status-pages.json'),
);
