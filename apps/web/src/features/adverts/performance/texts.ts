import { registerPageTexts } from '../../../i18n';
import english from '../../../i18n/locales/en/performance.json';

/** The performance panel's texts: they load with My Adverts' panel (docs/i18n.md). */
export const usePerformanceT = registerPageTexts(
  'performance',
  english,
  () => import('../../../i18n/locales/tr/performance.json'),
);

export type PerformanceT = ReturnType<typeof usePerformanceT>;
