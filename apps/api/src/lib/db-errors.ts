type DriverError = { code?: string; cause?: { code?: string } } | undefined;

/** The PostgreSQL error code, whichever driver reported it (pg directly, PGlite through Drizzle). */
const codeOf = (e: unknown) => (e as DriverError)?.code ?? (e as DriverError)?.cause?.code;

/** True when PostgreSQL refused a write for a unique index (code 23505). */
export const isUniqueViolation = (e: unknown): boolean => codeOf(e) === '23505';

/** True when a row is still referenced elsewhere (code 23503), e.g. an advert raced a delete. */
export const isForeignKeyViolation = (e: unknown): boolean => codeOf(e) === '23503';
/** True when a lock was not granted within lock_timeout (code 55P03). */
export const isLockTimeout = (e: unknown): boolean => codeOf(e) === '55P03';

/** Socket errors of a server that is gone, restarting or unreachable. */
const LOST_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going down or not up yet: class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crash, starting up), 53300 (too many connections), and 57014,
 * a statement stopped by the public reads' statement_timeout (docs/decisions/0054): busy, retry.
 */
const isUnavailableSqlState = (code: string) =>
  code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code);

/** What node-postgres and pg-pool say, without a code, when a connection is lost or never made. */
const LOST_CONNECTION_MESSAGE =
  /connection terminated|not queryable|timeout exceeded when trying to connect|connection timeout/i;

type Failure = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

function saysUnavailable(failure: Failure): boolean {
  const code = typeof failure.code === 'string' ? failure.code : '';
  if (LOST_SOCKET_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableSqlState(code)))
    return true;
  return typeof failure.message === 'string' && LOST_CONNECTION_MESSAGE.test(failure.message);
}

/**
 * True when a failure means the PostgreSQL server cannot be reached right now (down, restarting,
 * out of connections), rather than a fault of the request or the code. Drizzle wraps the driver's
 * error as `cause`; a connection attempt to several addresses fails with an AggregateError.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 8; seen++) {
    const failure = pending.shift();
    if (!failure || typeof failure !== 'object') continue;
    if (saysUnavailable(failure as Failure)) return true;
    const { cause, errors } = failure as Failure;
    pending.push(cause, ...(Array.isArray(errors) ? errors : []));
  }
  return false;
}
