import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server';

const LOCALES = path.join(REPO_ROOT, 'apps/web/src/i18n/locales');

function texts(language: string): Map<string, string> {
  const entries = fs
    .readdirSync(path.join(LOCALES, language))
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const json = JSON.parse(
        fs.readFileSync(path.join(LOCALES, language, file), 'utf8'),
      ) as Record<string, unknown>;
      return Object.entries(json)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([key, text]) => [`${file}:${key}`, text] as const);
    });
  return new Map(entries);
}

/**
 * English sentences of the web app's catalogs that have a Turkish text of their own: three words
 * or more and no placeholders, so a person's own writing (an advert's title) hardly meets one. One
 * of them on a Turkish page is a text that slipped in untranslated (docs/product.md#languages).
 */
export const ENGLISH_PHRASES: string[] = (() => {
  const turkish = texts('tr');
  const turkishBody = [...turkish.values()].join('\n');
  return [...texts('en')]
    .filter(([key, text]) => turkish.get(key) !== text)
    .map(([, text]) => text.trim())
    .filter((text) => !text.includes('{') && text.split(/\s+/).length >= 3 && text.length >= 12)
    .filter((text) => !turkishBody.includes(text));
})();

/** The catalog's English sentences that the page's text shows. */
export const englishPhrasesIn = (pageText: string) =>
  ENGLISH_PHRASES.filter((phrase) => pageText.includes(phrase));
