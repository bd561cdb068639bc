import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { foldText } from './text';

/** `q` folded by foldText as a LIKE pattern matching anywhere; its own \, % and _ are literal. */
export const foldedPattern = (q: string) => `%${foldText(q).replace(/[\\%_]/g, '\\$&')}%`;

/**
 * Whether `text` contains `q`, both sides folded one way: the column by fold_text
 * (db/sql/functions/fold_text.sql), the query by foldText, so "ilker", "İLKER" and "Ilker" all
 * find "İlker" and "gunluk" finds "Günlük" (docs/product.md#search).
 */
export const containsFolded = (text: SQLWrapper, q: string): SQL =>
  sql`fold_text(${text}) LIKE ${foldedPattern(q)}`;
