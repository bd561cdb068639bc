import i18next, { type TFunction } from 'i18next';
import type { Language } from '@estate/contracts';
import { MAILS_EN } from './mails.en';
import { MAILS_TR } from './mails.tr';
import { MESSAGES_TR } from './messages.tr';

/**
 * One i18next instance for the server (docs/decisions/0044): `messages` is keyed by the English
 * text the services answer with (English needs no entries: a missing key reads as itself), `mails`
 * by name in both languages. Keys are whole sentences, so neither `.` nor `:` separates anything.
 */
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en', 'tr'],
  ns: ['messages', 'mails'],
  defaultNS: 'messages',
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  resources: {
    en: { messages: {}, mails: MAILS_EN },
    tr: { messages: MESSAGES_TR, mails: MAILS_TR },
  },
});

export const translator = (language: Language, ns: 'messages' | 'mails'): TFunction =>
  instance.getFixedT(language, ns);

export const hasTurkish = (key: string, ns: 'messages' | 'mails' = 'messages') =>
  instance.exists(key, { lng: 'tr', ns, fallbackLng: false });
