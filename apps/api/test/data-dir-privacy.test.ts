import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { requestServerBackup } from '../src/backup/backup-socket';
import { loadEnv } from '../src/config/env';
import { startRuntime } from '../src/runtime';

// The embedded database, its secret, uploads and backups live in DATA_DIR: only the server's
// user may read them. Always the embedded database: that is what keeps its files there.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dd-privacy-'));
const dataDir = path.join(root, 'data');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Every folder and file under `dir` that its group or others may use, with its mode. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0)
      open.push(`${path.relative(dir, entry) || '.'} ${(stat.mode & 0o777).toString(8)}`);
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return open;
}

const modeOf = (file: string) => fs.statSync(path.join(dataDir, file)).mode & 0o777;

/** Starts the server's runtime on `dataDir` (no port), collecting its warnings about modes. */
async function start() {
  const warnings: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { level: number; msg: string };
        if (entry.level === 40 && /other users/.test(entry.msg)) warnings.push(entry.msg);
      }
      done();
    },
  });
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: 'false', SMTP_URL: '' });
  const runtime = await startRuntime(
    { ...env, JWT_SECRET: undefined, REDIS_URL: undefined },
    {
      logger: { level: 'warn', stream },
    },
  );
  return { runtime, warnings };
}

describe('DATA_DIR is private to the server user', () => {
  it('creates every folder 0700 and every file 0600 on a fresh start', async () => {
    const { runtime, warnings } = await start();
    try {
      await runtime.app.storage.put(
        'adverts/1/abc123-card.webp',
        Buffer.from('RIFF'),
        'image/webp',
      );
      const backup = await requestServerBackup(dataDir, path.join(dataDir, 'backups', 'first'));
      expect(backup?.dir).toBe(path.join(dataDir, 'backups', 'first'));
    } finally {
      await runtime.close();
    }
    expect(modeOf('.')).toBe(0o700);
    expect(modeOf('db')).toBe(0o700);
    expect(modeOf('db/PG_VERSION')).toBe(0o600);
    expect(fs.readdirSync(path.join(dataDir, 'db', 'pg_wal')).length).toBeGreaterThan(0);
    expect(modeOf('jwt-secret')).toBe(0o600);
    expect(modeOf('uploads/adverts/1/abc123-card.webp')).toBe(0o600);
    expect(modeOf('backups/first')).toBe(0o700);
    expect(modeOf('backups/first/manifest.json')).toBe(0o600);
    expect(modeOf('backups/first/database/pglite-data.tar.gz')).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(warnings).toEqual([]);
  }, 120_000);

  it('tightens a folder left open to others at start, and says so once', async () => {
    fs.chmodSync(dataDir, 0o755);
    fs.chmodSync(path.join(dataDir, 'uploads/adverts/1/abc123-card.webp'), 0o644);
    fs.mkdirSync(path.join(dataDir, 'copied-by-hand'), { mode: 0o755 });
    fs.chmodSync(path.join(dataDir, 'copied-by-hand'), 0o755);
    fs.writeFileSync(path.join(dataDir, 'copied-by-hand', 'notes.txt'), 'x', { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'copied-by-hand', 'notes.txt'), 0o644);
    expect(openToOthers(dataDir)).toHaveLength(4);

    const { runtime, warnings } = await start();
    await runtime.close();
    expect(openToOthers(dataDir)).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^4 files and folders in .* could be read by other users/);

    const again = await start();
    await again.runtime.close();
    expect(again.warnings).toEqual([]);
  }, 120_000);
});
