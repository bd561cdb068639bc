import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { AppConfig } from '../config/app-config';
import { loadEnv } from '../config/env';
import { openServerDatabase } from '../db/client';
import { isDatabaseUnavailable } from '../lib/db-errors';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../lib/errors';
import { call, createUser, type TestApp, type TestUser } from '../../test/test-app';
import { startCuttableProxy, type CuttableProxy } from '../../test/cuttable-proxy';

/** The real app on a PostgreSQL server at `url`, with visitor caching off so every call reads. */
async function appOn(url: string, migrate: boolean): Promise<TestApp> {
  const database = await openServerDatabase(url, 4);
  if (migrate) await database.migrate();
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'estate-test') });
  const config: AppConfig = {
    ...env,
    PUBLIC_CACHE_SECONDS: 0,
    // Makes the outbox delivery job real (it claims rows); nothing listens there.
    SMTP_URL: 'smtp://127.0.0.1:9',
    jwtSecret: randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:8080',
  };
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, close: () => app.close().then(() => database.close()) };
}

/** A visitor's read, a signed-in read and a login: each needs the database. */
const callsOf = (t: TestApp, user: TestUser) => [
  () => call(t, { method: 'GET', url: '/api/health' }),
  () => call(t, { method: 'GET', url: '/api/adverts?page=0&size=5' }),
  () => call(t, { method: 'GET', url: '/api/favorites/forCart/auth', token: user.token }),
  () =>
    call(t, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    }),
];

async function expectAllUnavailable(t: TestApp, user: TestUser) {
  for (const send of callsOf(t, user)) {
    const res = await send();
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual({ status: 503, message: DATABASE_UNAVAILABLE_MESSAGE });
    expect(res.headers['retry-after']).toBe('5');
  }
}

describe('database unreachable', () => {
  it('answers 503 with a message and Retry-After when nothing listens at DATABASE_URL', async () => {
    const closed = await startCuttableProxy({ host: '127.0.0.1', port: 9 });
    await closed.cut();
    const t = await appOn(`postgres://postgres@127.0.0.1:${closed.port}/gone`, false);
    try {
      const token = await t.app.tokens.sign({ userId: 1, tokenVersion: 0 });
      const user = { id: 1, email: 'a@example.test', password: 'Passw0rd!x', role: 'CUSTOMER' };
      await expectAllUnavailable(t, { ...user, role: 'CUSTOMER', token });
    } finally {
      await t.close();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('PostgreSQL restarted under a running app', () => {
  const name = `estate_test_${randomBytes(6).toString('hex')}`;
  let proxy: CuttableProxy;
  let t: TestApp;
  let user: TestUser;

  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(serverUrl!);
    proxy = await startCuttableProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(serverUrl!);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    t = await appOn(url.toString(), true);
    user = await createUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const jobsSettled = () =>
    Promise.allSettled(t.app.scheduledJobs.map((job) => job.run())).then((all) =>
      all.map((r) => r.status),
    );

  it('answers 503 while the server is gone and recovers by itself when it is back', async () => {
    for (const send of callsOf(t, user)) expect((await send()).statusCode).toBe(200);

    await proxy.cut();
    await expectAllUnavailable(t, user);
    // The scheduled jobs (outbox delivery included) fail quietly and run again next time.
    expect(await jobsSettled()).toContain('rejected');

    await proxy.restore();
    for (const send of callsOf(t, user)) {
      const res = await send();
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await jobsSettled()).toEqual(t.app.scheduledJobs.map(() => 'fulfilled'));
  });

  it('survives losing a connection that a transaction holds between two statements', async () => {
    const transaction = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await proxy.cut();
      // Answered once the pool's new connection is refused; by then the held one has seen its end.
      expect((await callsOf(t, user)[0]!()).statusCode).toBe(503);
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
    await proxy.restore();
    expect((await callsOf(t, user)[0]!()).statusCode).toBe(200);
  });
});
