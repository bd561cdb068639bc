import { formatDate, registerPageTexts, t, type MessageId, type Values } from '../../i18n';
import english from '../../i18n/locales/en/messages.json';

/**
 * The advertiser card's and the Messages page's texts (docs/i18n.md): they load with the advert
 * page and the dashboard, never with the home page; Turkish only when read.
 */
export const useMessagesT = registerPageTexts(
  'messages',
  english,
  () => import('../../i18n/locales/tr/messages.json'),
);

export type MessagesTextKey = keyof typeof english;

/** The same texts outside React (a helper called while drawing, after `useMessagesT`). */
export const messagesText = (key: MessagesTextKey, values?: Values): string =>
  t(`messages.${key}` as MessageId, values);

/** A message's moment: "9 Mar 2025, 14:05" in English, "9 Mar 2025 14:05" in Turkish. */
export const messageTime = (iso: string): string =>
  formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** "Member since March 2025" from the API's YYYY-MM-01 (its month, whatever the reader's zone). */
export const memberSinceText = (memberSince: string): string =>
  messagesText('memberSince', {
    month: formatDate(`${memberSince}T00:00:00Z`, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  });
