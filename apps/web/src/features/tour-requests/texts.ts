import {
  currentLanguage,
  formatDate,
  registerPageTexts,
  t,
  type MessageId,
  type Values,
} from '../../i18n';
import english from '../../i18n/locales/en/visits.json';

/**
 * The tour widgets' and My Tour Requests' texts (docs/i18n.md): they load with the advert page
 * and the dashboard pages that draw them, never with the home page; Turkish only when read.
 */
export const useVisitsT = registerPageTexts(
  'visits',
  english,
  () => import('../../i18n/locales/tr/visits.json'),
);

export type VisitsTextKey = keyof typeof english;

/** The same texts outside React (a helper called while drawing, after `useVisitsT`). */
export const visitsText = (key: VisitsTextKey, values?: Values): string =>
  t(`visits.${key}` as MessageId, values);

/**
 * A tour's calendar day (YYYY-MM-DD): as the specification writes it in English, "4 Mayıs 2030"
 * in Turkish (a calendar day, so read in UTC: no zone moves it to the day before).
 */
export const tourDay = (date: string): string =>
  currentLanguage() === 'en'
    ? date
    : formatDate(`${date.slice(0, 10)}T00:00:00Z`, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });

/**
 * A tour's clock time without seconds in both languages, "10:30" (issue 38 asks it of the
 * specification's "10:30:00"): tours start on half hours, so the seconds only ever said ":00".
 */
export const tourClock = (time: string): string => time.slice(0, 5);

/** Monday..Sunday in the reader's language from Intl ("Mon", "Pzt"); 1 January 2024 was a Monday. */
export const weekdayName = (index: number): string =>
  formatDate(Date.UTC(2024, 0, 1 + index), { weekday: 'short', timeZone: 'UTC' });
