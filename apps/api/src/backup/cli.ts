import path from 'node:path';
import { ConfigError, loadEnv } from '../config/env';
import { keepNewFilesPrivate } from '../lib/private-files';
import { defaultArchivePath } from './archive-dir';
import { BackupRefused } from './backup-error';
import { runBackup } from './backup';
import { totalRows, type Manifest } from './manifest';
import { runRestore } from './restore';

// `npm run backup [-- ARCHIVE]` and `npm run restore -- ARCHIVE`, with the server's settings
// (DATA_DIR, DATABASE_URL, S3_*) from the environment.

const USAGE = 'Usage: npm run backup [-- ARCHIVE_DIR]  |  npm run restore -- ARCHIVE_DIR';

/** npm runs scripts from the repository root; a relative path means where the person typed it. */
const fromCaller = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

const summary = (m: Manifest) => {
  const tables = Object.keys(m.database.tables).length;
  const rows = totalRows(m.database.tables).toLocaleString('en-US');
  return `${m.database.kind} database (${m.database.migration.tag}): ${tables} tables, ${rows} rows; ${m.pictures.count} picture files`;
};

async function main(argv: string[]): Promise<void> {
  const [command, archive, ...extra] = argv;
  if (extra.length > 0 || (command !== 'backup' && command !== 'restore')) {
    throw new BackupRefused(USAGE);
  }
  const env = loadEnv();
  // Archives hold every account and message: pg_dump's output and every file are ours alone.
  keepNewFilesPrivate();
  if (command === 'backup') {
    const { manifest, dir, by } = await runBackup(
      env,
      archive ? fromCaller(archive) : defaultArchivePath(),
    );
    process.stdout.write(
      `Backup written to ${dir} (${by === 'server' ? 'by the running server' : 'by this command'}): ${summary(manifest)}.\n`,
    );
    return;
  }
  if (!archive) throw new BackupRefused(USAGE);
  const manifest = await runRestore(env, fromCaller(archive));
  process.stdout.write(
    `Restored ${fromCaller(archive)}: ${summary(manifest)}; checked against its manifest.\n`,
  );
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const known = error instanceof BackupRefused || error instanceof ConfigError;
    const message = error instanceof Error ? error.message : String(error);
    console.error(known ? message : `The ${process.argv[2] ?? 'command'} failed: ${message}`);
    process.exit(known ? 2 : 1);
  },
);
