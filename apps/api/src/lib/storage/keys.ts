/**
 * Storage keys are relative, slash-separated names such as `adverts/12/k3x9-card.webp`. They are
 * checked before touching any backend, so no key can climb out of the storage root or hide a
 * second meaning (absolute paths, `..`, backslashes, NUL, URL-encoded tricks).
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
export const MAX_KEY_LENGTH = 300;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 80))}`);
    this.name = 'InvalidStorageKeyError';
  }
}

/** True for keys made of safe segments: letters, digits, `.`, `_`, `-`; no `.`/`..` segment. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  return key.split('/').every((s) => SEGMENT.test(s) && s !== '.' && !s.includes('..'));
}

export function assertValidKey(key: string): string {
  if (!isValidKey(key)) throw new InvalidStorageKeyError(key);
  return key;
}

/**
 * A prefix names either a folder (`adverts/12/`) or the start of file names inside one
 * (`adverts/12/k3x9-`). Same rules as keys, but it may end with `/` or `-`.
 */
export function assertValidPrefix(prefix: string): string {
  const trimmed = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  if (!isValidKey(trimmed)) throw new InvalidStorageKeyError(prefix);
  return prefix;
}

/** Content type served for a key, from its extension; unknown extensions are plain bytes. */
export function contentTypeForKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot === -1 ? '' : key.slice(dot + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}
