import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqlReader } from '../db/client';
import { variantKeys } from '../lib/images/advert-images';
import { userPhotoKeys } from '../lib/images/user-photos';

export interface TableFacts {
  rows: number;
  /** md5 over the md5 of every row's text, in the order of those hashes (no collation involved). */
  checksum: string;
}

export interface MigrationFacts {
  applied: number;
  /** The tag of the newest applied migration, as in migrations/meta/_journal.json. */
  tag: string;
}

/** What a backup records about the database, read inside the snapshot itself. */
export interface SnapshotFacts {
  /** The PostgreSQL version that wrote the data (PGlite's included). */
  engine: string;
  tables: Record<string, TableFacts>;
  migration: MigrationFacts;
  /** Every stored file the picture rows and profile photos of this snapshot refer to. */
  pictureKeys: string[];
}

// The text of a row depends on these settings: fixed, so a restore elsewhere reads the same.
const ROW_TEXT_SETTINGS = [
  "SET LOCAL TimeZone TO 'UTC'",
  "SET LOCAL DateStyle TO 'ISO, YMD'",
  "SET LOCAL IntervalStyle TO 'postgres'",
  'SET LOCAL extra_float_digits TO 1',
  "SET LOCAL bytea_output TO 'hex'",
];

const journalFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations/meta/_journal.json',
);

/** The migrations this code knows, oldest first. */
export function knownMigrations(): Array<{ tag: string; when: number }> {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: Array<{ tag: string; when: number }>;
  };
  return journal.entries;
}

const quoteName = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Table names as the manifest writes them: `users`, and `drizzle.__drizzle_migrations`. */
async function listTables(reader: SqlReader): Promise<Array<{ key: string; sqlName: string }>> {
  const rows = await reader.query<{ schemaname: string; tablename: string }>(
    `SELECT schemaname, tablename FROM pg_tables
     WHERE schemaname IN ('public', 'drizzle') ORDER BY schemaname DESC, tablename`,
  );
  return rows.map((r) => ({
    key: r.schemaname === 'public' ? r.tablename : `${r.schemaname}.${r.tablename}`,
    sqlName: `${quoteName(r.schemaname)}.${quoteName(r.tablename)}`,
  }));
}

async function tableFacts(reader: SqlReader): Promise<Record<string, TableFacts>> {
  const facts: Record<string, TableFacts> = {};
  for (const table of await listTables(reader)) {
    const [row] = await reader.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS checksum
       FROM ${table.sqlName} t`,
    );
    facts[table.key] = { rows: Number(row!.rows), checksum: row!.checksum };
  }
  return facts;
}

async function migrationFacts(reader: SqlReader): Promise<MigrationFacts> {
  const [row] = await reader.query<{ applied: number; newest: string | null }>(
    'SELECT count(*)::int AS applied, max(created_at)::text AS newest FROM drizzle.__drizzle_migrations',
  );
  const newest = Number(row?.newest ?? 0);
  const tag = knownMigrations().find((m) => m.when === newest)?.tag ?? `unknown (${newest})`;
  return { applied: Number(row?.applied ?? 0), tag };
}

async function pictureKeys(reader: SqlReader): Promise<string[]> {
  const rows = await reader.query<{ storage_key: string }>(
    'SELECT storage_key FROM images ORDER BY storage_key',
  );
  const photos = await reader.query<{ photo_key: string }>(
    'SELECT photo_key FROM users WHERE photo_key IS NOT NULL ORDER BY photo_key',
  );
  return [
    ...rows.flatMap((r) => variantKeys(r.storage_key)),
    ...photos.flatMap((r) => userPhotoKeys(r.photo_key)),
  ];
}

/**
 * Reads the facts of a backup. Call it inside the snapshot's transaction: the SET LOCALs end
 * with it, and every figure then describes the same moment as the copied data.
 */
export async function readSnapshotFacts(reader: SqlReader): Promise<SnapshotFacts> {
  for (const setting of ROW_TEXT_SETTINGS) await reader.query(setting);
  const [version] = await reader.query<{ v: string }>(
    `SELECT current_setting('server_version') AS v`,
  );
  return {
    engine: `PostgreSQL ${version!.v}`,
    tables: await tableFacts(reader),
    migration: await migrationFacts(reader),
    pictureKeys: await pictureKeys(reader),
  };
}
