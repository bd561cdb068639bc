import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../lib/private-files';
import type { FileStorage } from '../lib/storage';
import { writeArchive } from './archive-dir';
import type { LocalDeletionGate } from './deletion-gate';
import { newManifest, writeManifest, type Manifest } from './manifest';
import { copyPicturesOut, sha256OfFile } from './picture-files';
import { readSnapshotFacts } from './snapshot-facts';

export const EMBEDDED_DUMP_FILE = 'database/pglite-data.tar.gz';

/**
 * A backup of the embedded database and its pictures, made by the process that holds the
 * database (the server, or the backup command when no server runs). Writes wait for the moment
 * the data directory is copied; file deletions wait until the pictures are copied.
 */
export async function writeEmbeddedBackup(options: {
  database: Database;
  storage: FileStorage;
  gate: LocalDeletionGate;
  target: string;
}): Promise<{ manifest: Manifest; dir: string }> {
  const { database, storage, gate } = options;
  if (!database.snapshot) throw new Error('This database cannot make an embedded snapshot.');
  const takeSnapshot = database.snapshot.bind(database);
  const { result, dir } = await gate.hold(() =>
    writeArchive(options.target, async (archiveDir) => {
      const { facts, dataDir } = await takeSnapshot(readSnapshotFacts);
      const dumpFile = path.join(archiveDir, EMBEDDED_DUMP_FILE);
      fs.mkdirSync(path.dirname(dumpFile), { mode: PRIVATE_DIR_MODE });
      fs.writeFileSync(dumpFile, Buffer.from(await dataDir.arrayBuffer()), {
        mode: PRIVATE_FILE_MODE,
      });
      const pictures = await copyPicturesOut(storage, facts.pictureKeys, archiveDir);
      const manifest = newManifest(
        {
          kind: 'embedded',
          engine: facts.engine,
          file: EMBEDDED_DUMP_FILE,
          sha256: await sha256OfFile(dumpFile),
          migration: facts.migration,
          tables: facts.tables,
        },
        pictures,
      );
      writeManifest(archiveDir, manifest);
      return manifest;
    }),
  );
  return { manifest: result, dir };
}
