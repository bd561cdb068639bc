import { z } from 'zod';

/** Every error the API answers with. `validations` maps a field name to its first problem. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  message: z.string(),
  validations: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** The largest id a PostgreSQL `integer` column holds; a larger one must be a 400, not a 500. */
export const MAX_ID = 2_147_483_647;

/** A positive database id taken from a path or query string. */
export const idSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be a positive number')
  .max(MAX_ID, 'Is too large');

export const idParamsSchema = z.object({ id: idSchema });

export const MAX_PAGE_SIZE = 100;

/** A sort direction parameter: ASC or DESC in any case, DESC when absent or empty. */
export const sortDirectionSchema = (name: string) =>
  z
    .preprocess(
      (v) => (typeof v === 'string' && v !== '' ? v.toUpperCase() : undefined),
      z.enum(['ASC', 'DESC'], { error: `${name} must be ASC or DESC` }).optional(),
    )
    .transform((v) => v ?? 'DESC');

/** Zero-based paging shared by every list endpoint. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(0, 'page must not be negative')
    .max(1_000_000, 'page is too large')
    .default(0),
  size: z.coerce
    .number({ error: 'size must be a number' })
    .int('size must be a whole number')
    .min(1, 'size must be at least 1')
    .max(MAX_PAGE_SIZE, `size must be at most ${MAX_PAGE_SIZE}`)
    .default(20),
  type: sortDirectionSchema('type'),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
  });

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

/** Treats an empty query parameter as absent, as the specification's clients send `q=`. */
export const emptyAsUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

export const TEXT_MESSAGES = {
  singleLine: 'Use one line without line breaks or control characters.',
  controlCharacters: 'Remove the control characters; only line breaks and tabs are allowed.',
  invisibleFormatting: 'Remove the invisible formatting characters.',
} as const;

/**
 * Control characters (category Cc: U+0000-U+001F, U+007F-U+009F) and the Unicode line and
 * paragraph separators. A name, title or phone ends up in e-mail subjects, CSV rows, logs and
 * page titles, where a line break can start a header, a row or a log entry of its own.
 */
const SINGLE_LINE_PATTERN = /^[^\p{Cc}\u2028\u2029]*$/u;
/** Multi-line texts keep tabs, CR and LF; other control characters only hide or garble text. */
const MULTI_LINE_PATTERN = /^(?:[\t\n\r]|\P{Cc})*$/u;

export const isSingleLine = (value: string) => SINGLE_LINE_PATTERN.test(value);

/**
 * Invisible marks that change the direction of the text around them: the embeddings and
 * overrides (U+202A-202E), the isolates (U+2066-2069) and the direction marks (U+200E, U+200F,
 * U+061C). They make others read a name, title or message in another order (an override before
 * "gpj.exe" shows "exe.jpg"), so every field people write refuses them (docs/product.md#form-rules).
 */
const INVISIBLE_FORMATTING_PATTERN = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const hasNoInvisibleFormatting = (value: string) =>
  !INVISIBLE_FORMATTING_PATTERN.test(value);

/**
 * A string of one line: refuses CR, LF, tabs, every other control character and, with their own
 * message, the invisible direction marks. The checks run on the text as sent, before any
 * `.trim()` chained after them, so "abc\n" is refused rather than silently trimmed. `message`
 * replaces the general one where a field has its own. Refinements, not a `pattern`: the
 * documented JSON schema stays as it was for clients that generate values.
 */
export const singleLineString = (
  params?: Parameters<typeof z.string>[0],
  message: string = TEXT_MESSAGES.singleLine,
) =>
  z
    .string(params)
    .refine(isSingleLine, message)
    .refine(hasNoInvisibleFormatting, TEXT_MESSAGES.invisibleFormatting);

/**
 * A staff-written name in another language (docs/product.md#the-sites-own-words): single-line,
 * at most `max` characters; left empty it is null, and readers then see the English name.
 */
export const translatedNameSchema = (max: number, tooLong: string) =>
  singleLineString()
    .trim()
    .max(max, tooLong)
    .transform((name) => name || null)
    .nullable()
    .optional();

/**
 * A string that may have several lines (descriptions, messages) but no other control characters
 * and no invisible direction marks.
 */
export const multiLineString = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((v) => MULTI_LINE_PATTERN.test(v), TEXT_MESSAGES.controlCharacters)
    .refine(hasNoInvisibleFormatting, TEXT_MESSAGES.invisibleFormatting);
