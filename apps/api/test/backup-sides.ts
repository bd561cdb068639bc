import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openEmbeddedDatabase, openServerDatabase, type Database } from '../src/db/client';
import { startS3Server, type TestS3Server } from './s3-server';

// The two places a backup test works with: where the backup is taken, where it is restored.
// Embedded database with pictures in DATA_DIR, or (TEST_DATABASE_URL) PostgreSQL with an S3 bucket.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_DATABASE_URL;
export const databaseKind = serverUrl ? 'postgres' : 'embedded';

export interface Side {
  dataDir: string;
  databaseUrl?: string;
  s3?: TestS3Server;
  /** The settings the server and the backup commands read, as environment variables. */
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** A new, empty place: a data directory, and on PostgreSQL a database and a bucket. */
export async function makeSide(root: string, name: string, jwtSecret: string): Promise<Side> {
  const dataDir = path.join(root, name);
  fs.mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  let s3: TestS3Server | undefined;
  const dbName = `estate_backup_${name}_${randomBytes(4).toString('hex')}`;
  if (serverUrl) {
    await adminQuery(`CREATE DATABASE ${dbName}`);
    const url = new URL(serverUrl);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    s3 = await startS3Server();
  }
  return {
    dataDir,
    databaseUrl,
    s3,
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      S3_URL: s3?.url ?? '',
      JWT_SECRET: jwtSecret,
    },
    open: () =>
      databaseUrl
        ? openServerDatabase(databaseUrl, 2)
        : openEmbeddedDatabase(path.join(dataDir, 'db')),
    async drop() {
      await s3?.close();
      if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    },
  };
}

export interface CommandResult {
  code: number | null;
  out: string;
  err: string;
}

/** `npm run backup` / `npm run restore` as a person runs them: the CLI in its own process. */
export function runCommand(side: Side, args: string[]): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/backup/cli.ts', ...args], {
    cwd: apiDir,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'error', ...side.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, out, err })));
}

/** Resolves when a backup starts writing `archive` (its `.partial-…` directory appears). */
export function backupStarts(archive: string): Promise<void> {
  const folder = path.dirname(archive);
  const prefix = `${path.basename(archive)}.partial-`;
  return new Promise((resolve) => {
    const watcher = fs.watch(folder, (_event, name) => {
      if (name?.startsWith(prefix)) {
        watcher.close();
        resolve();
      }
    });
  });
}
