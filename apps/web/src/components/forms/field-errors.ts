import type { FieldError } from 'react-hook-form';

/** Every message of a field error, first one first (several when criteriaMode is 'all'). */
export function fieldErrorMessages(error: FieldError | undefined): string[] {
  if (!error) return [];
  const messages: string[] = [];
  const add = (m: unknown) => {
    if (typeof m === 'string' && m && !messages.includes(m)) messages.push(m);
  };
  add(error.message);
  for (const value of Object.values(error.types ?? {})) {
    if (Array.isArray(value)) value.forEach(add);
    else add(value);
  }
  return messages;
}
