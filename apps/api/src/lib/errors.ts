/** Errors the services throw on purpose; the error handler turns them into the wire shape. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly validations?: Record<string, string>,
    /** Sent as Retry-After (a 429 or a 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, validations?: Record<string, string>) =>
  new AppError(400, message, validations);
export const unauthorized = (message = 'You need to log in to do this.') =>
  new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string, validations?: Record<string, string>) =>
  new AppError(409, message, validations);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, message, undefined, retryAfterSeconds);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable, please try again in a moment.';
/** Seconds a client is asked to wait when the database cannot be reached (a restart's length). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const serviceUnavailable = () =>
  new AppError(503, DATABASE_UNAVAILABLE_MESSAGE, undefined, DATABASE_RETRY_AFTER_SECONDS);
