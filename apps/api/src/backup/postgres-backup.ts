import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { PRIVATE_DIR_MODE } from '../lib/private-files';
import type { FileStorage } from '../lib/storage';
import { writeArchive } from './archive-dir';
import { BACKUP_LOCK_ID } from './deletion-gate';
import { newManifest, writeManifest, type Manifest } from './manifest';
import { copyPicturesOut, sha256OfFile } from './picture-files';
import { runPostgresTool } from './postgres-tools';
import { readSnapshotFacts, type SnapshotFacts } from './snapshot-facts';

const DUMP_FILE = 'database/postgres.dump';

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/**
 * pg_dump of one exported snapshot, with the facts read in that same snapshot: the counts and
 * checksums describe exactly the dumped rows, whatever the servers write meanwhile.
 */
async function dumpSnapshot(databaseUrl: string, dumpFile: string): Promise<SnapshotFacts> {
  const client = await connect(databaseUrl);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
    const facts = await readSnapshotFacts({
      query: async (text) => (await client.query(text)).rows,
    });
    await runPostgresTool(
      'pg_dump',
      ['--format=custom', `--snapshot=${rows[0]!.id}`, `--file=${dumpFile}`],
      databaseUrl,
    );
    await client.query('COMMIT');
    return facts;
  } finally {
    await client.end();
  }
}

/**
 * A backup of a PostgreSQL database and its pictures, made by this process while any number of
 * servers run. The advisory lock, taken before the snapshot and held until the last picture is
 * copied, makes the servers keep the files of rows deleted in the meantime (deletion-gate.ts).
 */
export async function writePostgresBackup(options: {
  databaseUrl: string;
  storage: FileStorage;
  target: string;
}): Promise<{ manifest: Manifest; dir: string }> {
  const lock = await connect(options.databaseUrl);
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK_ID]);
    const { result, dir } = await writeArchive(options.target, async (archiveDir) => {
      const dumpFile = path.join(archiveDir, DUMP_FILE);
      fs.mkdirSync(path.dirname(dumpFile), { mode: PRIVATE_DIR_MODE });
      const facts = await dumpSnapshot(options.databaseUrl, dumpFile);
      const pictures = await copyPicturesOut(options.storage, facts.pictureKeys, archiveDir);
      const manifest = newManifest(
        {
          kind: 'postgres',
          engine: facts.engine,
          file: DUMP_FILE,
          sha256: await sha256OfFile(dumpFile),
          migration: facts.migration,
          tables: facts.tables,
        },
        pictures,
      );
      writeManifest(archiveDir, manifest);
      return manifest;
    });
    return { manifest: result, dir };
  } finally {
    // Ending the session releases the lock too; unlocking first keeps the servers' wait short.
    await lock.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK_ID]).catch(() => undefined);
    await lock.end();
  }
}
