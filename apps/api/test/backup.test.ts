import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { differencesFrom, readDatabaseFacts } from '../src/backup/compare';
import { readManifest, totalRows, type Manifest } from '../src/backup/manifest';
import { PUBLIC_FILE_PATH } from '../src/lib/storage';
import { backupStarts, databaseKind, makeSide, runCommand, type Side } from './backup-sides';
import { apiOf, seedWorld, sha256, type World } from './backup-world';
import { buildThroughApi, keepWriting, serverErrors, type PictureLedger } from './backup-writes';
import { startServer } from './server-process';

// `npm run backup` while the server takes writes, `npm run restore` into an
// empty place, and the restored marketplace is the backed-up one: every table's checksum, every
// picture byte for byte, every login.

const jwtSecret = randomBytes(32).toString('hex');
// Short: the embedded server's backup socket lives in DATA_DIR (Unix socket paths are short).
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-'));
const archive = path.join(root, 'archive');
const ledger: PictureLedger = new Map();
let source: Side;
let target: Side;
let world: World;

const serverOn = (side: Side) =>
  startServer({
    dataDir: side.dataDir,
    databaseUrl: side.databaseUrl,
    jwtSecret,
    env: { S3_URL: side.env.S3_URL! },
  });

async function factsOf(side: Side) {
  const database = await side.open();
  try {
    return await readDatabaseFacts(database);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  source = await makeSide(root, 'src', jwtSecret);
  target = await makeSide(root, 'dst', jwtSecret);
  world = await seedWorld(source, jwtSecret);
}, 120_000);

afterAll(async () => {
  await source?.drop();
  await target?.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`backup and restore (${databaseKind})`, () => {
  let manifest: Manifest;

  it(
    'restores a backup taken during writes: same tables, same pictures, same logins',
    { timeout: 300_000 },
    async () => {
      const server = await serverOn(source);
      const api = apiOf(server.baseUrl);
      const deletable = await buildThroughApi(api, world, ledger);
      const backupStarted = backupStarts(archive);
      const writes = keepWriting(api, world, ledger, { backupStarted, deletable });
      await vi.waitFor(() => expect(writes.acknowledged()).toBeGreaterThan(2), {
        timeout: 30_000,
        interval: 50,
      });
      const before = writes.acknowledged();
      const backup = await runCommand(source, ['backup', archive]);
      const duringBackup = writes.acknowledged() - before;
      await writes.stop();
      await server.kill('SIGTERM');
      expect(backup.code, backup.err).toBe(0);
      expect(backup.out).toMatch(
        databaseKind === 'embedded' ? /by the running server/ : /by this command/,
      );
      expect(duringBackup).toBeGreaterThan(0);
      expect(serverErrors).toEqual([]);

      manifest = readManifest(archive);
      const restore = await runCommand(target, ['restore', archive]);
      expect(restore.code, restore.err).toBe(0);

      const facts = await factsOf(target);
      expect(differencesFrom(manifest, facts)).toEqual([]);
      expect(manifest.pictures.files.map((f) => f.key).sort()).toEqual(
        [...facts.pictureKeys].sort(),
      );
      expect(facts.tables.images!.rows).toBeGreaterThanOrEqual(world.advertIds.length * 2);

      const restored = await serverOn(target);
      try {
        const restoredApi = apiOf(restored.baseUrl);
        for (const key of facts.pictureKeys) {
          const url = `${PUBLIC_FILE_PATH}${key}`;
          const file = await restoredApi.file(url);
          expect(file.status, url).toBe(200);
          expect(sha256(file.bytes), url).toBe(ledger.get(url));
        }
        for (const user of [...world.owners, ...world.guests]) {
          const res = await restoredApi.send('POST', '/auth/login', {
            email: user.email,
            password: user.password,
          });
          expect(res.status, user.email).toBe(200);
          expect(((await res.json()) as { token: string | null }).token).toBeTruthy();
        }
      } finally {
        await restored.kill('SIGTERM');
      }
      const rows = totalRows(manifest.database.tables).toLocaleString('en-US');
      const tables = Object.keys(manifest.database.tables).length;
      process.stdout.write(
        `backup (${databaseKind}): ${tables} tables, ${rows} rows, ${manifest.pictures.count} pictures restored and compared (${duringBackup} writes answered during the backup)\n`,
      );
    },
  );
});
