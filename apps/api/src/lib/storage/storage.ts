import type { Readable } from 'node:stream';

/** A stored file as a reader gets it: a stream to pipe into the reply, its type and size. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live. The local folder implements it today; an S3-compatible store can
 * implement the same calls (see docs/decisions/0001-image-storage.md).
 */
export interface FileStorage {
  /** Writes (or replaces) one file. The key must end with an extension matching `contentType`. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file, or undefined when there is none under that key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes these files; keys that are already gone are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Removes every file whose key starts with `prefix` (`adverts/12/` or `adverts/12/k3x9-`). */
  deletePrefix(prefix: string): Promise<void>;
  /** True when no file is stored at all (a restore goes only into an empty storage). */
  isEmpty(): Promise<boolean>;
  /** The path the browser fetches the file from. */
  publicUrl(key: string): string;
}

/** The API route that serves stored files; a key is appended as is (keys are URL-safe). */
export const PUBLIC_FILE_PATH = '/api/images/file/';

export function publicFileUrl(key: string): string {
  return `${PUBLIC_FILE_PATH}${key}`;
}
