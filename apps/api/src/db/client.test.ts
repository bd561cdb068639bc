import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { queryRows } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection, and queries again', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const [row] = await queryRows<{ pid: number }>(
        database.db,
        sql`SELECT pg_backend_pid() AS pid`,
      );
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query('SELECT pg_terminate_backend($1)', [row!.pid]);
      await admin.end();
      // Give the idle connection time to hear of its end (an unhandled 'error' would fail the run).
      await new Promise((resolve) => setTimeout(resolve, 200));
      const rows = await queryRows<{ one: number }>(database.db, sql`SELECT 1 AS one`);
      expect(rows).toEqual([{ one: 1 }]);
    } finally {
      await drop();
    }
  });

  it('connects with JIT compilation and parallel workers off (docs/decisions/0042)', async () => {
    const { database, drop } = await openTestDatabase();
    try {
      const [jit] = await queryRows<{ jit: string }>(database.db, sql`SHOW jit`);
      const [workers] = await queryRows<{ max_parallel_workers_per_gather: string }>(
        database.db,
        sql`SHOW max_parallel_workers_per_gather`,
      );
      expect([jit?.jit, workers?.max_parallel_workers_per_gather]).toEqual(['off', '0']);
    } finally {
      await drop();
    }
  });
});
