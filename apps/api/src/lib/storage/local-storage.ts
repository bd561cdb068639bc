import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { makePrivateDirAsync, PRIVATE_FILE_MODE } from '../private-files';
import { assertValidKey, assertValidPrefix, contentTypeForKey, isValidKey } from './keys';
import { publicFileUrl, type FileStorage, type StoredFile } from './storage';

/** Folder under DATA_DIR that holds uploaded files. */
export function uploadsRoot(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'uploads');
}

export interface ResolvedFile {
  /** Absolute path of the file inside the uploads folder. */
  filePath: string;
  contentType: string;
  size: number;
}

/**
 * For the route that serves files: the file behind `key` inside `root`, or undefined when the key
 * is invalid or nothing is stored under it. Never resolves outside `root`.
 */
export async function resolveStoredFile(
  root: string,
  key: string,
): Promise<ResolvedFile | undefined> {
  if (!isValidKey(key)) return undefined;
  const filePath = pathInside(root, key);
  const stat = await fsp.stat(filePath).catch(() => undefined);
  if (!stat?.isFile()) return undefined;
  return { filePath, contentType: contentTypeForKey(key), size: stat.size };
}

function pathInside(root: string, key: string): string {
  const base = path.resolve(root);
  const filePath = path.resolve(base, ...key.split('/'));
  // The key rules already forbid climbing out; this is the second lock on the same door.
  if (!filePath.startsWith(base + path.sep)) throw new Error('Storage key escapes the root');
  return filePath;
}

/** Files in a folder on the local disk: the default storage, at `${DATA_DIR}/uploads`. */
export function createLocalStorage(dataDir: string): FileStorage {
  return createFolderStorage(uploadsRoot(dataDir));
}

export function createFolderStorage(root: string): FileStorage {
  const base = path.resolve(root);

  return {
    async put(key, body, contentType) {
      assertValidKey(key);
      if (contentTypeForKey(key) !== contentType) {
        throw new Error(`Key ${key} does not carry the extension of ${contentType}`);
      }
      const filePath = pathInside(base, key);
      await makePrivateDirAsync(path.dirname(filePath));
      // Write aside, then rename: a reader never sees half a file.
      const temp = `${filePath}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fsp.writeFile(temp, body, { mode: PRIVATE_FILE_MODE });
        await fsp.rename(temp, filePath);
      } catch (error) {
        await fsp.rm(temp, { force: true });
        throw error;
      }
    },

    async get(key): Promise<StoredFile | undefined> {
      const found = await resolveStoredFile(base, key);
      if (!found) return undefined;
      return {
        body: fs.createReadStream(found.filePath),
        contentType: found.contentType,
        size: found.size,
      };
    },

    async delete(keys) {
      for (const key of keys) {
        assertValidKey(key);
        await fsp.rm(pathInside(base, key), { force: true });
      }
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      if (prefix.endsWith('/')) {
        await fsp.rm(pathInside(base, prefix.slice(0, -1)), { recursive: true, force: true });
        return;
      }
      const slash = prefix.lastIndexOf('/');
      const folder = slash === -1 ? base : pathInside(base, prefix.slice(0, slash));
      const start = prefix.slice(slash + 1);
      const names = await fsp.readdir(folder).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.startsWith(start))) {
        await fsp.rm(path.join(folder, name), { recursive: true, force: true });
      }
    },

    async isEmpty() {
      const entries = await fsp
        .readdir(base, { recursive: true, withFileTypes: true })
        .catch((error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        });
      return !entries.some((entry) => !entry.isDirectory());
    },

    publicUrl(key) {
      return publicFileUrl(assertValidKey(key));
    },
  };
}
