import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/rates.json';

/** The Exchange Rates page's texts (docs/i18n.md), loaded with the page. */
export const useRatesT = registerPageTexts(
  'rates',
  english,
  () => import('../../i18n/locales/tr/rates.json'),
);

export type RatesT = ReturnType<typeof useRatesT>;
