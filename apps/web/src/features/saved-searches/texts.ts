import type { SavedSearchAlert } from '@estate/contracts';
import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/saved-searches.json';

/**
 * The "Save this search" button, its dialog and the unsubscribe page's texts (docs/i18n.md):
 * they load with the pages that draw them, Turkish only for Turkish readers.
 */
export const useSavedSearchT = registerPageTexts(
  'saved-searches',
  english,
  () => import('../../i18n/locales/tr/saved-searches.json'),
);

export const alertKey = (alert: SavedSearchAlert) => `alert.${alert}` as const;
export const hintKey = (alert: SavedSearchAlert) => `hint.${alert}` as const;
