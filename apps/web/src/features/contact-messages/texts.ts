import { registerPageTexts } from '../../i18n';
import english from '../../i18n/locales/en/contact-messages.json';

/**
 * The Contact Messages page's texts, staff's list and a member's own messages (docs/i18n.md):
 * they load with the page's own chunk, Turkish only for Turkish readers.
 */
export const useContactMessagesT = registerPageTexts(
  'contactMessages',
  english,
  () => import('../../i18n/locales/tr/contact-messages.json'),
);
