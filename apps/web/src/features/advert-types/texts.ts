import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/advert-types.json';

/**
 * The advert types page's texts (docs/i18n.md); its Turkish 'Yükleniyor...' and 'Data silindi'
 * are the specification's own and stay in the code, Turkish in both languages.
 */
export const useAdvertTypesT = registerPageTexts(
  'advertTypes',
  english,
  () => import('../../i18n/locales/tr/advert-types.json'),
);
