import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makePrivateDir, PRIVATE_DIR_MODE } from '../lib/private-files';
import { BackupRefused } from './backup-error';

export interface ArchiveInProgress {
  /** Where files go while the backup runs (beside the final path, on the same disk). */
  dir: string;
  /** Moves the finished archive to its final path. */
  finish(): string;
  /** Removes what was written (a failed backup leaves nothing that looks like a backup). */
  discard(): void;
}

/** A new archive directory; an existing path is refused, never overwritten or mixed into. */
export function startArchive(target: string): ArchiveInProgress {
  const finalDir = path.resolve(target);
  if (fs.existsSync(finalDir)) {
    throw new BackupRefused(`${finalDir} already exists: name a new directory for the backup.`);
  }
  makePrivateDir(path.dirname(finalDir));
  const dir = `${finalDir}.partial-${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(dir, { mode: PRIVATE_DIR_MODE });
  return {
    dir,
    finish() {
      fs.renameSync(dir, finalDir);
      return finalDir;
    },
    discard() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Runs `fill` on a new archive and publishes it only when everything was written. */
export async function writeArchive<T>(
  target: string,
  fill: (dir: string) => Promise<T>,
): Promise<{ result: T; dir: string }> {
  const archive = startArchive(target);
  try {
    const result = await fill(archive.dir);
    return { result, dir: archive.finish() };
  } catch (error) {
    archive.discard();
    throw error;
  }
}

/** Default archive name: `backups/backup-2026-11-24T07-30-00Z` under the current directory. */
export function defaultArchivePath(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.resolve('backups', `backup-${stamp}`);
}
