import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/place-zones.json';

/**
 * The Time Zones page's texts (docs/i18n.md); its 'Yükleniyor...' is the specification's own
 * and stays Turkish in both languages.
 */
export const usePlaceZonesT = registerPageTexts(
  'placeZones',
  english,
  () => import('../../i18n/locales/tr/place-zones.json'),
);
