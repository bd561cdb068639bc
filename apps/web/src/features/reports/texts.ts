import { registerPageTexts, t, type MessageId, type Values } from '../../i18n';
import english from '../../i18n/locales/en/reports.json';

/**
 * The Reports page's texts (docs/i18n.md): they load with the page's own chunk, Turkish only for
 * Turkish readers. The overview's tiles are the dashboard frame's texts, not these.
 */
export const useReportsT = registerPageTexts(
  'reports',
  english,
  () => import('../../i18n/locales/tr/reports.json'),
);

export type ReportsTextKey = keyof typeof english;

/** The same texts outside React (the datasets, built while drawing after `useReportsT`). */
export const reportsText = (key: ReportsTextKey, values?: Values): string =>
  t(`reports.${key}` as MessageId, values);
