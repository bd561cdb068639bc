import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/test-app';
import { queryRows, type Database } from './client';
import { startCuttableProxy } from '../../test/cuttable-proxy';
import { listenOnServer, type ListenHandlers } from './listen';

const serverUrl = process.env.TEST_DATABASE_URL;

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop?.());

/** Listens on `channel`, recording what it is told. */
async function record(channel: string, listen = database.listen!) {
  const messages: string[] = [];
  const hearing: boolean[] = [];
  const handlers: ListenHandlers = {
    message: (payload) => messages.push(payload),
    hearing: (on) => hearing.push(on),
  };
  const stop = await listen(channel, handlers);
  return { messages, hearing, stop };
}

const notify = (channel: string, payload: string) =>
  queryRows(database.db, sql`SELECT pg_notify(${channel}, ${payload})`);

describe('listening to the database', () => {
  it('hears notifications sent after it started, then says it stopped', async () => {
    const heard = await record('listen_test');
    expect(heard.hearing).toEqual([true]);
    await notify('listen_test', 'one');
    await notify('other_channel', 'two');
    await vi.waitFor(() => expect(heard.messages).toEqual(['one']));
    await heard.stop();
    expect(heard.hearing).toEqual([true, false]);
  });

  it('hears the account row that changed, and "*" when the table is emptied', async () => {
    const heard = await record('account_changed');
    const [user] = await queryRows<{ id: number }>(
      database.db,
      sql`INSERT INTO users (first_name, last_name, email, phone, password_hash, role)
          VALUES ('Ada', 'Heard', 'ada.heard@example.test', '+905550000001', 'x', 'CUSTOMER')
          RETURNING id`,
    );
    await queryRows(database.db, sql`UPDATE users SET first_name = 'Adah' WHERE id = ${user!.id}`);
    await vi.waitFor(() => expect(heard.messages).toEqual([String(user!.id)]));
    await queryRows(database.db, sql`DELETE FROM users WHERE id = ${user!.id}`);
    await vi.waitFor(() => expect(heard.messages).toHaveLength(2));
    await queryRows(database.db, sql`TRUNCATE users CASCADE`);
    await vi.waitFor(() => expect(heard.messages).toEqual([user!.id, user!.id, '*'].map(String)));
    await heard.stop();
  });
});

describe.runIf(serverUrl)('listening to a PostgreSQL server', () => {
  it('says it may miss notifications when its connection ends, and hears again once back', async () => {
    const heard = await record('listen_lost');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `SELECT pid FROM pg_stat_activity WHERE query LIKE 'LISTEN%listen_lost%'`,
      );
      expect(rows).toHaveLength(1);
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
      await vi.waitFor(() => expect(heard.hearing).toEqual([true, false, true]), {
        timeout: 10_000,
      });
      await notify('listen_lost', 'after');
      await vi.waitFor(() => expect(heard.messages).toEqual(['after']));
    } finally {
      await admin.end();
      await heard.stop();
    }
  });

  it('stops while the server is out of reach, however long it has been trying', async () => {
    const target = new URL(serverUrl!);
    const proxy = await startCuttableProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    const warnings: string[] = [];
    const viaProxy = new URL(serverUrl!);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const heard = await record(
      'listen_cut',
      listenOnServer(viaProxy.toString(), (message) => warnings.push(message)),
    );
    try {
      await proxy.cut();
      await vi.waitFor(() => expect(heard.hearing).toEqual([true, false]), { timeout: 5_000 });
      await heard.stop();
      expect(heard.hearing.at(-1)).toBe(false);
      expect(warnings).toEqual([]);
    } finally {
      await proxy.close();
    }
  });
});
