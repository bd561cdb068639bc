import { sql } from 'drizzle-orm';
import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Surrogate key used by every table: an identity column the database fills in. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** Instants are stored with their zone and exchanged as ISO strings. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => instant('created_at').notNull().defaultNow();
export const updatedAt = () => instant('updated_at').notNull().defaultNow();

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * The characters that separate words for the text searches: ASCII controls, blanks and
 * punctuation (everything else, accented and non-Latin letters included, is part of a word).
 * `searchWords` in lib/search-words.ts splits queries with the same class.
 */
export const SEARCH_WORD_SEPARATORS = String.raw`[\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]`;
const WORD_CHAR = String.raw`[^\x01-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]`;

/**
 * The distinct words of the folded `search_text` column (each cut to 100 characters) as lexemes:
 * a query matches word prefixes through a GIN index on it. Generated, so every writer keeps it.
 */
export const SEARCH_WORDS_OF_TEXT = `array_to_tsvector(array_remove(regexp_split_to_array(regexp_replace(search_text, '(${WORD_CHAR}{100})${WORD_CHAR}+', '\\1', 'g'), '${SEARCH_WORD_SEPARATORS}+'), ''))`;

export const searchWordsVector = (extra = '') =>
  tsvector('search_vector')
    .notNull()
    .generatedAlwaysAs(sql.raw(SEARCH_WORDS_OF_TEXT + extra));
