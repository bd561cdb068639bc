import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';
import type { FileStorage } from '../lib/storage';
import { openTestDatabase } from '../../test/test-app';
import {
  BACKUP_LOCK_ID,
  createAdvisoryDeletionGate,
  createLocalDeletionGate,
  guardDeletions,
} from './deletion-gate';

/** Whether `promise` has settled by the time everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

const recordingStorage = (deleted: string[]) =>
  ({
    delete: async (keys: readonly string[]) => void deleted.push(...keys),
    deletePrefix: async (prefix: string) => void deleted.push(prefix),
  }) as unknown as FileStorage;

describe('picture deletions during a backup (one process)', () => {
  it('wait while a backup holds the gate, and go through once it is done', async () => {
    const gate = createLocalDeletionGate();
    const deleted: string[] = [];
    const storage = guardDeletions(recordingStorage(deleted), gate);
    let finishBackup!: () => void;
    const backup = gate.hold(() => new Promise<void>((resolve) => (finishBackup = resolve)));
    const deletion = storage.delete(['adverts/1/a-card.webp']);
    const prefixDeletion = storage.deletePrefix('adverts/2/');
    expect(await settled(deletion)).toBe(false);
    expect(deleted).toEqual([]);
    finishBackup();
    await Promise.all([backup, deletion, prefixDeletion]);
    expect(deleted).toEqual(['adverts/1/a-card.webp', 'adverts/2/']);
    expect(await settled(storage.delete(['x/y.webp']))).toBe(true);
  });

  it('opens again when the backup fails', async () => {
    const gate = createLocalDeletionGate();
    await expect(gate.hold(() => Promise.reject(new Error('disk full')))).rejects.toThrow();
    expect(await settled(gate.waitUntilOpen())).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'picture deletions during a backup (PostgreSQL)',
  () => {
    let database: Database;
    let drop: () => Promise<void>;
    let backupSession: pg.Client;
    beforeAll(async () => {
      ({ database, drop } = await openTestDatabase());
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const [row] = await queryRows<{ d: string }>(
        database.db,
        sql`SELECT current_database() AS d`,
      );
      url.pathname = `/${row!.d}`;
      backupSession = new pg.Client({ connectionString: url.toString() });
      await backupSession.connect();
    });
    afterAll(async () => {
      await backupSession?.end();
      await drop?.();
    });

    it('wait for the advisory lock that a backup in another process holds', async () => {
      const gate = createAdvisoryDeletionGate(database.db);
      await backupSession.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK_ID]);
      const order: string[] = [];
      const waiting = gate.waitUntilOpen().then(() => order.push('deletion may go'));
      // Round trips after the gate's first try: a gate that did not wait would have opened by now.
      for (let i = 0; i < 3; i++) await queryRows(database.db, sql`SELECT 1`);
      order.push('backup done');
      await backupSession.query('SELECT pg_advisory_unlock($1)', [BACKUP_LOCK_ID]);
      await waiting;
      expect(order).toEqual(['backup done', 'deletion may go']);
    });
  },
);
