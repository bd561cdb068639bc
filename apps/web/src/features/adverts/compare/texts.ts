import { registerPageTexts } from '../../../i18n';
import english from '../../../i18n/locales/en/compare.json';

/** The compare page's texts, loaded with the page (docs/i18n.md). */
export const useCompareT = registerPageTexts(
  'compare',
  english,
  () => import('../../../i18n/locales/tr/compare.json'),
);
