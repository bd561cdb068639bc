import { registerPageTexts } from '../../../i18n';
import english from '../../../i18n/locales/en/compare-tray.json';

/**
 * The tray panel's texts: they load with the panel's own chunk (at the first tick), never with
 * the home page; Turkish only for Turkish readers, while the panel's own Suspense shows nothing.
 */
export const useCompareTrayT = registerPageTexts(
  'compare-tray',
  english,
  () => import('../../../i18n/locales/tr/compare-tray.json'),
);
