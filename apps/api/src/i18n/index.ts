/** The server's languages (docs/product.md#on-the-server): messages, e-mails, formats. */
export {
  languageOf,
  localizeAnswer,
  registerAnswerLanguage,
  varyOnLanguage,
} from './localize-answer';
export { asLanguage, isLanguage, languageOfHeader } from './request-language';
export { readerLanguage } from './reader-language';
export { translateMessage } from './translate-message';
export { zodDefaultMessage } from './zod-messages';
export { mailText, pageText, type MailKey } from './mail-text';
export { formatDate, formatDateTime, formatNumber, formatPrice, wallClockParts } from './formats';
