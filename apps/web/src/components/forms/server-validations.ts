import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';

/** Puts the server's per-field messages beside the fields the form has. */
export function applyServerValidations<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  rename: Partial<Record<string, Path<T>>> = {},
): void {
  if (!(error instanceof ApiError) || !error.validations) return;
  for (const [key, message] of Object.entries(error.validations)) {
    const field = rename[key] ?? (key as Path<T>);
    if (fields.includes(field)) setError(field, { type: 'server', message });
  }
}
