import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/** Folders and files of the server's data: its own user alone may read or enter them. */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** Bits that give the group or others any access. */
const SHARED_BITS = 0o077;
/** Entries looked at together while walking: enough to keep the disk busy, few open handles. */
const PARALLEL_STATS = 64;

/**
 * Whatever this process creates without naming a mode (a library's files, a child process's
 * output) is its user's alone. A second lock: the code still names private modes itself.
 */
export function keepNewFilesPrivate(): void {
  process.umask(SHARED_BITS);
}

/** `dir` and any missing parent, created 0700 (an existing folder keeps its mode). */
export function makePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export const makePrivateDirAsync = (dir: string) =>
  fsp.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });

async function tightenOne(entry: string): Promise<{ changed: boolean; isDir: boolean }> {
  // Gone meanwhile (a spooled upload, a temporary file): nothing left to tighten.
  const stat = await fsp.lstat(entry).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!stat) return { changed: false, isDir: false };
  // A link is never followed: what it points at may be anyone's, anywhere.
  if (stat.isSymbolicLink()) return { changed: false, isDir: false };
  const isDir = stat.isDirectory();
  if ((stat.mode & SHARED_BITS) === 0) return { changed: false, isDir };
  await fsp.chmod(entry, isDir ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
  return { changed: true, isDir };
}

/**
 * Walks `root` and takes group and other access off every folder (to 0700) and file (to 0600)
 * that has any; answers how many it changed. Only modes are read (no file is opened), a folder
 * at a time, so a folder with many uploads costs one stat per file and little memory.
 */
export async function tightenTree(root: string): Promise<number> {
  let changed = 0;
  const folders = [root];
  const top = await tightenOne(root);
  if (top.changed) changed += 1;
  if (!top.isDir) return changed;
  while (folders.length > 0) {
    const folder = folders.pop()!;
    let batch: string[] = [];
    const flush = async () => {
      const results = await Promise.all(batch.map(tightenOne));
      results.forEach((r, i) => {
        if (r.changed) changed += 1;
        if (r.isDir) folders.push(batch[i]!);
      });
      batch = [];
    };
    for await (const entry of await fsp.opendir(folder)) {
      batch.push(path.join(folder, entry.name));
      if (batch.length >= PARALLEL_STATS) await flush();
    }
    await flush();
  }
  return changed;
}
