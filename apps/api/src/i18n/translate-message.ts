import type { Language } from '@estate/contracts';
import { MESSAGES_TR } from './messages.tr';
import { translator } from './i18next';

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const HAS_PLACEHOLDER = /\{\{\w+\}\}/;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's sentences with `{{name}}` parts, as patterns that read the parts back. */
const TEMPLATES = Object.keys(MESSAGES_TR)
  .filter((key) => HAS_PLACEHOLDER.test(key))
  .map((key) => {
    const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    const pattern = key
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    return { key, names, pattern: new RegExp(`^${pattern}$`, 's') };
  });

/**
 * An English message the server answers with, in `language` (docs/product.md#on-the-server): the
 * services keep their English constants and this reads them at the edge. A sentence with parts
 * (a count, a wait, a field) is matched by its template and each part is translated in turn; a
 * text the catalogue does not know stays English.
 */
export function translateMessage(text: string, language: Language, depth = 0): string {
  if (language === 'en' || depth > 3) return text;
  const t = translator(language, 'messages');
  if (Object.hasOwn(MESSAGES_TR, text)) return t(text);
  for (const { key, names, pattern } of TEMPLATES) {
    const found = pattern.exec(text);
    if (!found) continue;
    const parts = Object.fromEntries(
      names.map((name, i) => [name, translateMessage(found[i + 1]!, language, depth + 1)]),
    );
    return t(key, parts);
  }
  return text;
}

/** Whether a message has its Turkish sentence (tests: none may be missing). */
export const isTranslated = (text: string) =>
  Object.hasOwn(MESSAGES_TR, text) || TEMPLATES.some(({ pattern }) => pattern.test(text));

/** The `{{name}}` parts of a sentence, sorted (both languages must name the same ones). */
export const placeholdersOf = (text: string) =>
  [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();
