export { LANGUAGES, LANGUAGE_NAMES, DEFAULT_LANGUAGE, isLanguage, pickLanguage } from './languages';
export type { Language } from './languages';
export type { MessageId } from './catalogs';
export { currentLanguage, onLanguageChange, t, useLanguage, useT, type Values } from './runtime';
export {
  adoptLanguage,
  chooseLanguage,
  initialLanguage,
  LANGUAGE_QUERY,
  LANGUAGE_STORAGE_KEY,
  onLanguageChosen,
  startLanguage,
  storedLanguage,
  takeChosenLanguage,
} from './choice';
export { preloadRegisteredPageTexts, registerPageTexts } from './page-texts';
export { formatDate, formatNumber, formatPrice, loadFormatData } from './format';
export { LanguageSwitcher } from './components/language-switcher';
