import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { PRIVATE_FILE_MODE } from '../lib/private-files';
import { BackupRefused } from './backup-error';

export const MANIFEST_FILE = 'manifest.json';
export const PICTURES_DIR = 'pictures';
const FORMAT = 'estate-backup/1';

const tableFacts = z.object({ rows: z.number().int().min(0), checksum: z.string() });
const pictureEntry = z.object({
  key: z.string(),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['embedded', 'postgres']),
    /** PGlite's or the PostgreSQL server's version: a data directory only loads into the same. */
    engine: z.string(),
    /** The dump, relative to the archive, and its checksum. */
    file: z.string(),
    sha256: z.string(),
    migration: z.object({ applied: z.number().int(), tag: z.string() }),
    tables: z.record(z.string(), tableFacts),
  }),
  pictures: z.object({
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
    files: z.array(pictureEntry),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type PictureEntry = z.infer<typeof pictureEntry>;
export type TableSums = Manifest['database']['tables'];

export function newManifest(
  database: Omit<Manifest['database'], 'tables' | 'migration'> &
    Pick<Manifest['database'], 'tables' | 'migration'>,
  pictures: PictureEntry[],
): Manifest {
  return {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database,
    pictures: {
      count: pictures.length,
      bytes: pictures.reduce((sum, p) => sum + p.bytes, 0),
      files: pictures,
    },
  };
}

export function writeManifest(archiveDir: string, manifest: Manifest): void {
  fs.writeFileSync(path.join(archiveDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    mode: PRIVATE_FILE_MODE,
  });
}

/** The manifest of an archive, or a refusal that says what is wrong with the path. */
export function readManifest(archiveDir: string): Manifest {
  const file = path.join(archiveDir, MANIFEST_FILE);
  if (!fs.existsSync(archiveDir)) throw new BackupRefused(`No backup at ${archiveDir}.`);
  if (!fs.existsSync(file)) {
    throw new BackupRefused(`${archiveDir} is not a backup: it has no ${MANIFEST_FILE}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    throw new BackupRefused(`${file} is not valid JSON: the backup is damaged.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new BackupRefused(
      `${file} is not a manifest of this application (${issue?.path.join('.') || 'format'}: ${issue?.message}).`,
    );
  }
  return parsed.data;
}

export const totalRows = (tables: TableSums) =>
  Object.values(tables).reduce((sum, t) => sum + t.rows, 0);
