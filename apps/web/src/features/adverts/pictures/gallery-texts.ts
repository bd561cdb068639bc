import { registerPageTexts } from '../../../i18n';
import english from '../../../i18n/locales/en/advert.json';

/**
 * The gallery is drawn by the advert page: its texts are that page's namespace (the same
 * registration as the page's own, whichever module comes first). Apart from the picker's texts,
 * so the advert page does not carry those.
 */
export const useGalleryT = registerPageTexts(
  'advert',
  english,
  () => import('../../../i18n/locales/tr/advert.json'),
);
