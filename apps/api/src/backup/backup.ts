import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';
import { openEmbeddedDatabase } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { createStorage } from '../lib/storage';
import { BackupRefused } from './backup-error';
import { backupSocketPath, requestServerBackup, socketPathFits } from './backup-socket';
import { createLocalDeletionGate } from './deletion-gate';
import { writeEmbeddedBackup } from './embedded-backup';
import type { Manifest } from './manifest';
import { writePostgresBackup } from './postgres-backup';

/** The embedded database when no server holds it: this process takes the data directory's lock. */
async function backupStoppedEmbedded(env: Env, target: string) {
  const dataDir = path.resolve(env.DATA_DIR);
  const dbDir = path.join(dataDir, 'db');
  if (!fs.existsSync(dbDir))
    throw new BackupRefused(`There is no database in ${dbDir} to back up.`);
  let unlock: () => void;
  try {
    unlock = await lockDataDir(dataDir);
  } catch (error) {
    const why = socketPathFits(backupSocketPath(dataDir))
      ? 'is it an older version?'
      : 'DATA_DIR is too long a path for its socket; use a shorter one.';
    throw new BackupRefused(
      `${(error as Error).message} It did not answer a backup request: ${why}`,
    );
  }
  try {
    const database = await openEmbeddedDatabase(dbDir);
    try {
      const storage = createStorage(env);
      const gate = createLocalDeletionGate();
      return await writeEmbeddedBackup({ database, storage, gate, target });
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/**
 * Backs up the database and pictures that `env` names (the server's own settings). PostgreSQL:
 * this process dumps it. Embedded: the running server makes the backup, or this process when no
 * server runs.
 */
export async function runBackup(
  env: Env,
  target: string,
): Promise<{ manifest: Manifest; dir: string; by: 'server' | 'command' }> {
  const absolute = path.resolve(target);
  if (env.DATABASE_URL) {
    const storage = createStorage(env);
    const done = await writePostgresBackup({
      databaseUrl: env.DATABASE_URL,
      storage,
      target: absolute,
    });
    return { ...done, by: 'command' };
  }
  if (fs.existsSync(absolute)) {
    throw new BackupRefused(`${absolute} already exists: name a new directory for the backup.`);
  }
  const byServer = await requestServerBackup(env.DATA_DIR, absolute);
  if (byServer) return { ...byServer, by: 'server' };
  return { ...(await backupStoppedEmbedded(env, absolute)), by: 'command' };
}
