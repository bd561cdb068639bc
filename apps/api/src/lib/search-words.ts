import { foldText } from './text';

/**
 * Word separators of the advert search: ASCII controls, blanks and punctuation. The same class
 * splits search_text into the lexemes of adverts.search_vector (schema/adverts.ts), so a query
 * word and a stored word are cut the same way.
 */
// eslint-disable-next-line no-control-regex -- ASCII control characters do separate words
export const WORD_SEPARATORS = /[\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+/;

/** Longest stored word (longer ones are cut) and longest prefix kept in advert_term_counts. */
export const MAX_WORD_LENGTH = 100;
export const MAX_COUNTED_PREFIX = 20;
const MAX_WORDS = 8;

/**
 * The folded words of a search: each must be the beginning of a word of the advert's title or
 * description ("gar" finds "Garden" and "garaj", "sea view" needs both). A query with no word
 * at all (only punctuation) matches nothing.
 */
export function searchWords(q: string): string[] {
  const words = foldText(q)
    .split(WORD_SEPARATORS)
    .filter(Boolean)
    .map((w) => Array.from(w).slice(0, MAX_WORD_LENGTH).join(''));
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** tsquery text: every word as a quoted prefix. Words hold no quote or backslash (separators). */
export const prefixQuery = (words: string[]) => words.map((w) => `'${w}':*`).join(' & ');
