import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import pLimit from 'p-limit';
import { makePrivateDirAsync, PRIVATE_FILE_MODE } from '../lib/private-files';
import { assertValidKey, contentTypeForKey, type FileStorage } from '../lib/storage';
import { BackupRefused } from './backup-error';
import { PICTURES_DIR, type PictureEntry } from './manifest';

const PARALLEL_COPIES = 4;

/**
 * Like Promise.all, but settles every copy before failing: the cleanup that follows a failure
 * must not race copies still in flight (a late write would survive it).
 */
async function allSettledOrThrow<T>(work: Array<Promise<T>>): Promise<T[]> {
  const results = await Promise.allSettled(work);
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<T>).value);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const fileIn = (archiveDir: string, key: string) =>
  path.join(archiveDir, PICTURES_DIR, ...assertValidKey(key).split('/'));

/**
 * Copies the files of the snapshot's picture rows into the archive. A file missing here would
 * mean a row without its picture in the backup, so it fails the backup instead.
 */
export async function copyPicturesOut(
  storage: FileStorage,
  keys: readonly string[],
  archiveDir: string,
): Promise<PictureEntry[]> {
  const limit = pLimit(PARALLEL_COPIES);
  return allSettledOrThrow(
    keys.map((key) =>
      limit(async () => {
        const stored = await storage.get(key);
        if (!stored)
          throw new Error(`The picture file ${key} of a row in the snapshot is missing.`);
        const bytes = await buffer(stored.body);
        const target = fileIn(archiveDir, key);
        await makePrivateDirAsync(path.dirname(target));
        await fsp.writeFile(target, bytes, { mode: PRIVATE_FILE_MODE });
        return { key, bytes: bytes.length, sha256: sha256(bytes) };
      }),
    ),
  );
}

/** Puts the archive's pictures into the storage, each checked against its manifest checksum. */
export async function copyPicturesIn(
  storage: FileStorage,
  entries: readonly PictureEntry[],
  archiveDir: string,
): Promise<void> {
  const limit = pLimit(PARALLEL_COPIES);
  await allSettledOrThrow(
    entries.map((entry) =>
      limit(async () => {
        const file = fileIn(archiveDir, entry.key);
        if (!fs.existsSync(file))
          throw new BackupRefused(`The backup lacks the picture ${entry.key}.`);
        const bytes = await fsp.readFile(file);
        if (sha256(bytes) !== entry.sha256) {
          throw new BackupRefused(`The picture ${entry.key} in the backup is damaged (checksum).`);
        }
        await storage.put(entry.key, bytes, contentTypeForKey(entry.key));
      }),
    ),
  );
}

export async function sha256OfFile(file: string): Promise<string> {
  return sha256(await fsp.readFile(file));
}
