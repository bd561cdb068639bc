type DriverError = { code?: string; cause?: { code?: string } } | undefined;

/** The PostgreSQL error code, whichever driver reported it (pg directly, PGlite through Drizzle). */
const codeOf = (e: unknown) => (e as DriverError)?.code ?? (e as DriverError)?.cause?.code;

/** True when PostgreSQL refused a write for a unique index (code 23505). */
export const isUniqueViolation = (e: unknown): boolean => codeOf(e) === '23505';

/** True when a row is still referenced elsewhere (code 23503), e.g. an advert raced a delete. */
export const isForeignKeyViolation = (e: unknown): boolean => codeOf(e) === '23503';
