import { formatDate, registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/conversation-reports.json';

/** The Reported Conversations page's texts (docs/i18n.md), loaded with the page only. */
export const useReportsQueueT = registerPageTexts(
  'conversationReports',
  english,
  () => import('../../i18n/locales/tr/conversation-reports.json'),
);

export type ReportsQueueTextKey = keyof typeof english;

/** A report's or a message's moment, in the reader's language. */
export const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
