import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differencesFrom, readDatabaseFacts } from '../src/backup/compare';
import { readManifest, type Manifest } from '../src/backup/manifest';
import { loadEnv } from '../src/config/env';
import { queryRows } from '../src/db/client';
import { createStorage } from '../src/lib/storage';
import { sql } from 'drizzle-orm';
import { databaseKind, makeSide, runCommand, type Side } from './backup-sides';
import { seedWorld } from './backup-world';

// What `npm run backup` and `npm run restore` refuse, each with a message
// that says why, and with nothing written where they refused.

const jwtSecret = randomBytes(32).toString('hex');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bkr-'));
const archive = path.join(root, 'archive');
let source: Side;
let target: Side;
let manifest: Manifest;

const storageOf = (side: Side) => createStorage(loadEnv({ NODE_ENV: 'test', ...side.env }));

async function factsOf(side: Side) {
  const database = await side.open();
  try {
    return await readDatabaseFacts(database);
  } finally {
    await database.close();
  }
}

/** No table, no database directory, no picture: what a refused restore must leave. */
async function expectEmpty(side: Side) {
  expect(await storageOf(side).isEmpty()).toBe(true);
  if (!side.databaseUrl) {
    const dbDir = path.join(side.dataDir, 'db');
    expect(fs.existsSync(dbDir) ? fs.readdirSync(dbDir) : []).toEqual([]);
    return;
  }
  const database = await side.open();
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  await database.close();
  expect(row!.n).toBe(0);
}

/** A copy of the archive with one file's bytes changed. */
function damagedCopy(name: string, file: string) {
  const copy = path.join(root, name);
  fs.cpSync(archive, copy, { recursive: true });
  fs.appendFileSync(path.join(copy, file), 'x');
  return copy;
}

beforeAll(async () => {
  source = await makeSide(root, 'src', jwtSecret);
  target = await makeSide(root, 'dst', jwtSecret);
  await seedWorld(source, jwtSecret, { picturesPerAdvert: 1 });
  // No server runs: on the embedded database the command opens the data directory itself.
  const backup = await runCommand(source, ['backup', archive]);
  expect(backup.code, backup.err).toBe(0);
  expect(backup.out).toMatch(/by this command/);
  manifest = readManifest(archive);
}, 120_000);

afterAll(async () => {
  await source?.drop();
  await target?.drop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe(`backup and restore refusals (${databaseKind})`, () => {
  it('a backup taken with no server running describes the database exactly', async () => {
    expect(differencesFrom(manifest, await factsOf(source))).toEqual([]);
    expect(manifest.pictures.count).toBe(6 * 3);
  });

  it('refuses to write a backup where something already is', async () => {
    const again = await runCommand(source, ['backup', archive]);
    expect([again.code, again.err]).toEqual([2, expect.stringMatching(/already exists/)]);
  });

  it('refuses a database that is not empty, and changes nothing in it', async () => {
    const restore = await runCommand(source, ['restore', archive]);
    expect(restore.code).toBe(2);
    expect(restore.err).toMatch(/is not empty|already has \d+ tables/);
    expect(differencesFrom(manifest, await factsOf(source))).toEqual([]);
  });

  it('refuses a picture storage that is not empty, and writes no database', async () => {
    const storage = storageOf(target);
    await storage.put('leftover/old.webp', Buffer.from('x'), 'image/webp');
    const restore = await runCommand(target, ['restore', archive]);
    expect([restore.code, restore.err]).toEqual([
      2,
      expect.stringMatching(/already holds pictures/),
    ]);
    await storage.delete(['leftover/old.webp']);
    await expectEmpty(target);
  });

  it('refuses a damaged picture or database file and leaves the target empty', async () => {
    const picture = damagedCopy('bad-picture', `pictures/${manifest.pictures.files[7]!.key}`);
    const first = await runCommand(target, ['restore', picture]);
    expect([first.code, first.err]).toEqual([2, expect.stringMatching(/is damaged \(checksum\)/)]);
    await expectEmpty(target);
    const dump = damagedCopy('bad-dump', manifest.database.file);
    const second = await runCommand(target, ['restore', dump]);
    expect([second.code, second.err]).toEqual([2, expect.stringMatching(/missing or damaged/)]);
    await expectEmpty(target);
  });

  it('refuses what is not a backup, and a backup of the other database kind', async () => {
    const missing = await runCommand(target, ['restore', path.join(root, 'nowhere')]);
    expect([missing.code, missing.err]).toEqual([2, expect.stringMatching(/No backup at/)]);
    const notBackup = await runCommand(target, ['restore', root]);
    expect([notBackup.code, notBackup.err]).toEqual([2, expect.stringMatching(/is not a backup/)]);
    const otherKind = {
      ...target,
      env: {
        ...target.env,
        DATABASE_URL: target.databaseUrl ? '' : 'postgres://nobody@127.0.0.1:1/none',
      },
    };
    const wrong = await runCommand(otherKind, ['restore', archive]);
    expect([wrong.code, wrong.err]).toEqual([2, expect.stringMatching(/This backup holds an? /)]);
    await expectEmpty(target);
  });
});
