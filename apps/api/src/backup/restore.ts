import fs from 'node:fs';
import path from 'node:path';
import type { Env } from '../config/env';
import { sql } from 'drizzle-orm';
import { openEmbeddedDatabase, openServerDatabase, queryRows, type Database } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { makePrivateDir } from '../lib/private-files';
import { createStorage, type FileStorage } from '../lib/storage';
import { BackupRefused } from './backup-error';
import { differencesFrom, readDatabaseFacts } from './compare';
import { readManifest, type Manifest } from './manifest';
import { copyPicturesIn, sha256OfFile } from './picture-files';
import { runPostgresTool } from './postgres-tools';
import { knownMigrations } from './snapshot-facts';

/** Everything that can be refused is checked before anything is written. */
async function checkArchive(archiveDir: string, env: Env): Promise<Manifest> {
  const manifest = readManifest(archiveDir);
  const { kind, migration, file, sha256 } = manifest.database;
  const wanted = env.DATABASE_URL ? 'postgres' : 'embedded';
  if (kind !== wanted) {
    throw new BackupRefused(
      kind === 'postgres'
        ? 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it.'
        : 'This backup holds an embedded database: unset DATABASE_URL and set DATA_DIR to an empty directory to restore it.',
    );
  }
  if (!knownMigrations().some((m) => m.tag === migration.tag)) {
    throw new BackupRefused(
      `This backup's schema (${migration.tag}) is newer than this version of the application: restore it with the version that made it.`,
    );
  }
  const dump = path.join(archiveDir, file);
  if (!fs.existsSync(dump) || (await sha256OfFile(dump)) !== sha256) {
    throw new BackupRefused(`The database file ${file} of the backup is missing or damaged.`);
  }
  return manifest;
}

async function checkEmptyStorage(storage: FileStorage, env: Env): Promise<void> {
  if (await storage.isEmpty()) return;
  const where =
    env.S3_URL || env.S3_BUCKET ? 'The S3 bucket' : `${path.resolve(env.DATA_DIR, 'uploads')}`;
  throw new BackupRefused(
    `${where} already holds pictures: a restore goes only into an empty target.`,
  );
}

/** Checks the restored database against the manifest; a difference fails the restore. */
async function verify(database: Database, manifest: Manifest): Promise<void> {
  const differences = differencesFrom(manifest, await readDatabaseFacts(database));
  if (differences.length > 0) {
    throw new Error(`The restored database differs from the backup: ${differences.join('; ')}`);
  }
}

/** Pictures first: if the database then fails, the pictures put so far are taken out again. */
async function withPictures(
  storage: FileStorage,
  manifest: Manifest,
  archiveDir: string,
  restoreDatabase: () => Promise<void>,
): Promise<void> {
  const keys = manifest.pictures.files.map((f) => f.key);
  try {
    await copyPicturesIn(storage, manifest.pictures.files, archiveDir);
    await restoreDatabase();
  } catch (error) {
    await storage.delete(keys).catch(() => undefined);
    throw error;
  }
}

async function restoreEmbedded(env: Env, manifest: Manifest, archiveDir: string) {
  const dataDir = path.resolve(env.DATA_DIR);
  makePrivateDir(dataDir);
  // Refused while a server uses this DATA_DIR.
  const unlock = await lockDataDir(dataDir).catch((error: Error) => {
    throw new BackupRefused(error.message);
  });
  try {
    const dbDir = path.join(dataDir, 'db');
    if (fs.existsSync(dbDir) && fs.readdirSync(dbDir).length > 0) {
      throw new BackupRefused(`${dbDir} is not empty: a restore goes only into an empty target.`);
    }
    const storage = createStorage(env);
    await checkEmptyStorage(storage, env);
    // Loaded beside its final place and moved in once checked: no half database is ever left.
    const loading = `${dbDir}.restoring`;
    fs.rmSync(loading, { recursive: true, force: true });
    await withPictures(storage, manifest, archiveDir, async () => {
      try {
        const dump = fs.readFileSync(path.join(archiveDir, manifest.database.file));
        const database = await openEmbeddedDatabase(loading, new Blob([dump]));
        await verify(database, manifest).finally(() => database.close());
        fs.rmSync(dbDir, { recursive: true, force: true });
        fs.renameSync(loading, dbDir);
      } finally {
        fs.rmSync(loading, { recursive: true, force: true });
      }
    });
  } finally {
    unlock();
  }
}

async function restorePostgres(env: Env, manifest: Manifest, archiveDir: string) {
  const databaseUrl = env.DATABASE_URL!;
  const database = await openServerDatabase(databaseUrl, 1);
  try {
    const [tables] = await queryRows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
    );
    if (tables!.n > 0) {
      throw new BackupRefused(
        `The database of DATABASE_URL already has ${tables!.n} tables: a restore goes only into an empty database.`,
      );
    }
    const storage = createStorage(env);
    await checkEmptyStorage(storage, env);
    await withPictures(storage, manifest, archiveDir, async () => {
      const dump = path.join(archiveDir, manifest.database.file);
      const args = ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error'];
      await runPostgresTool('pg_restore', [...args, dump], databaseUrl);
    });
    await verify(database, manifest);
  } finally {
    await database.close();
  }
}

/** Restores a backup into the empty database and storage that `env` names (as the server reads them). */
export async function runRestore(env: Env, archiveDir: string): Promise<Manifest> {
  const manifest = await checkArchive(path.resolve(archiveDir), env);
  if (manifest.database.kind === 'embedded') await restoreEmbedded(env, manifest, archiveDir);
  else await restorePostgres(env, manifest, archiveDir);
  return manifest;
}
