import i18next, { type TFunction } from 'i18next';
import type { Language } from '@estate/contracts';
import { MAILS_EN } from './mails.en';
import { MAILS_TR } from './mails.tr';
import { MESSAGES_TR } from './messages.tr';
import { PAGES_EN } from './pages.en';
import { PAGES_TR } from './pages.tr';

/**
 * One i18next instance for the server (docs/decisions/0046): `messages` is keyed by the English
 * text the services answer with (English needs no entries: a missing key reads as itself); `mails`
 * and `pages` (the head texts of the pages for search engines) by name in both languages. Keys are whole sentences, so neither `.` nor `:` separates anything.
 */
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'tr'],
  ns: ['messages', 'mails', 'pages'],
  defaultNS: 'messages',
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  resources: {
    en: { messages: {}, mails: MAILS_EN, pages: PAGES_EN },
    tr: { messages: MESSAGES_TR, mails: MAILS_TR, pages: PAGES_TR },
  },
});

type Namespace = 'messages' | 'mails' | 'pages';

export const translator = (language: Language, ns: Namespace): TFunction =>
  instance.getFixedT(language, ns);
