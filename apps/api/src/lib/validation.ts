/** One schema problem, whether it came from zod directly or through Fastify's validation error. */
export interface FieldIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/** First message per field; unknown fields are named as such. The forms show these beside inputs. */
export function validationsFromIssues(issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys)
        out[[...issue.path.map(String), key].join('.')] ??= 'Unknown field';
      continue;
    }
    const field = issue.path.length ? issue.path.map(String).join('.') : 'body';
    out[field] ??= issue.message;
  }
  return out;
}

export function summarizeValidations(validations: Record<string, string>): string {
  const [field, message] = Object.entries(validations)[0] ?? ['body', 'Invalid input'];
  if (field === 'body')
    return message === 'Invalid input' ? 'The request body is missing or malformed.' : message;
  return `${field}: ${message}`;
}
