import { t } from '../i18n/runtime';
/** Every failed call ends up as one ApiError carrying the server's status, message and field problems. */
export class ApiError extends Error {
  readonly status: number;
  readonly validations: Record<string, string> | undefined;

  constructor(status: number, message: string, validations?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.validations = validations;
  }

  /** The contact page's reading: the first field problem, or the message when there is none. */
  get firstValidation(): string {
    const first = this.validations ? Object.values(this.validations)[0] : undefined;
    return first ?? this.message;
  }
}

export const NETWORK_ERROR_MESSAGE =
  'The server could not be reached. Please check your connection and try again.';

export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return t('shell.loadError');
}
