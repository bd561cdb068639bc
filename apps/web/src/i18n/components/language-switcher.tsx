import { chooseLanguage } from '../choice';
import { LANGUAGE_NAMES, LANGUAGES, isLanguage } from '../languages';
import { useLanguage, t } from '../runtime';

/** English / Türkçe, each named in its own language (docs/product.md#languages). */
export function LanguageSwitcher({ className = '' }: { className?: string }) {
  const language = useLanguage();
  return (
    <select
      className={`form-select form-select-sm language-switcher ${className}`}
      aria-label={t('shell.language')}
      value={language}
      lang={language}
      onChange={(event) => {
        if (isLanguage(event.target.value)) void chooseLanguage(event.target.value);
      }}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {LANGUAGE_NAMES[code]}
        </option>
      ))}
    </select>
  );
}
