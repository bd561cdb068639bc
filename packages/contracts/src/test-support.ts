import type { z } from 'zod';

/**
 * What the API answers for a refused value: the first message of each field, keyed by its dotted
 * path ("body" for the value itself), as apps/api's validationsFromIssues builds `validations`.
 * Empty when the value passes.
 */
export function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    out[field] ??= issue.message;
  }
  return out;
}

/** The first message for one field, or undefined when that field passes. */
export const messageOf = (schema: z.ZodType, value: unknown, field = 'body') =>
  messagesOf(schema, value)[field];

/** A syntactically valid e-mail address of exactly `length` characters. */
export const emailOfLength = (length: number) => {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
};
