import { setTimeout as wait } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';
import type { FileStorage } from '../lib/storage';

/**
 * While a backup copies pictures, files of rows deleted after its snapshot must stay: the
 * snapshot still refers to them. Every deletion waits at this gate; a backup closes it from
 * before its snapshot until its last picture is copied. A row deleted before the gate closed
 * is not in the snapshot, so its files may go at any time.
 */
export interface DeletionGate {
  waitUntilOpen(): Promise<void>;
}

/** One process (the embedded database): the gate is a promise in memory. */
export interface LocalDeletionGate extends DeletionGate {
  /** Keeps the gate closed while `work` runs (one backup at a time). */
  hold<T>(work: () => Promise<T>): Promise<T>;
}

export function createLocalDeletionGate(): LocalDeletionGate {
  let closed: Promise<unknown> | undefined;
  return {
    async waitUntilOpen() {
      while (closed) await closed.catch(() => undefined);
    },
    async hold(work) {
      while (closed) await closed.catch(() => undefined);
      const running = work();
      closed = running;
      try {
        return await running;
      } finally {
        closed = undefined;
      }
    },
  };
}

/** PostgreSQL: a backup (another process) holds this advisory lock exclusively. */
export const BACKUP_LOCK_ID = 727002;
const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 2000;

/**
 * Several processes: waits until no backup holds the advisory lock. It polls rather than block
 * in `pg_advisory_lock_shared`, so deletions waiting for a long backup hold no pooled connection.
 */
export function createAdvisoryDeletionGate(db: Db): DeletionGate {
  return {
    async waitUntilOpen() {
      for (let delay = FIRST_RETRY_MS; ; delay = Math.min(delay * 2, LONGEST_RETRY_MS)) {
        // Taken and released by the one statement (a transaction-level lock in autocommit).
        const [row] = await queryRows<{ open: boolean }>(
          db,
          sql`SELECT pg_try_advisory_xact_lock_shared(${BACKUP_LOCK_ID}) AS open`,
        );
        if (row?.open) return;
        await wait(delay);
      }
    },
  };
}

/** The storage the application uses: every deletion passes the gate first. */
export function guardDeletions(storage: FileStorage, gate: DeletionGate): FileStorage {
  return {
    ...storage,
    async delete(keys) {
      await gate.waitUntilOpen();
      return storage.delete(keys);
    },
    async deletePrefix(prefix) {
      await gate.waitUntilOpen();
      return storage.deletePrefix(prefix);
    },
  };
}
