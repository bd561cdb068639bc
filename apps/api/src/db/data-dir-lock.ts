import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE } from '../lib/private-files';

/**
 * The embedded database belongs to one process. A second server pointed at the same DATA_DIR
 * must refuse to start rather than open (and corrupt) it. A lock left by a dead process is taken over.
 */
export function lockDataDir(dir: string): () => void {
  const file = path.join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', PRIVATE_FILE_MODE);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => {
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = Number(fs.readFileSync(file, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The embedded database in ${path.resolve(dir)} is already in use by another server (process ${pid}). ` +
            'Stop that server, or start this one with another DATA_DIR (or a DATABASE_URL).',
        );
      }
      fs.unlinkSync(file);
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
