import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BackupRefused } from './backup-error';
import { backupSocketPath, listenForBackups, requestServerBackup } from './backup-socket';
import type { Manifest } from './manifest';

const log = pino({ level: 'silent' });
let dataDir: string;
beforeEach(() => (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sock-'))));
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the backup socket of a running embedded server', () => {
  it('answers nobody home when no server listens, even over a stale socket file', async () => {
    expect(await requestServerBackup(dataDir, '/tmp/x')).toBeUndefined();
    fs.writeFileSync(backupSocketPath(dataDir), '');
    expect(await requestServerBackup(dataDir, '/tmp/x')).toBeUndefined();
  });

  it('runs the backup in the server and passes back its result or its refusal', async () => {
    const asked: string[] = [];
    const close = await listenForBackups(
      dataDir,
      async (target) => {
        asked.push(target);
        if (target.endsWith('taken')) throw new BackupRefused(`${target} already exists`);
        return { manifest: { format: 'estate-backup/1' } as Manifest, dir: target };
      },
      log,
    );
    try {
      expect((fs.statSync(backupSocketPath(dataDir)).mode & 0o777).toString(8)).toBe('600');
      expect(await requestServerBackup(dataDir, '/srv/b1')).toEqual({
        manifest: { format: 'estate-backup/1' },
        dir: '/srv/b1',
      });
      await expect(requestServerBackup(dataDir, '/srv/taken')).rejects.toThrow(BackupRefused);
      expect(asked).toEqual(['/srv/b1', '/srv/taken']);
    } finally {
      await close();
    }
  });

  it('does not stop the server when DATA_DIR is too long for a socket', async () => {
    const deep = path.join(dataDir, 'd'.repeat(120));
    fs.mkdirSync(deep);
    const close = await listenForBackups(deep, () => Promise.reject(new Error('unused')), log);
    await close();
  });
});
