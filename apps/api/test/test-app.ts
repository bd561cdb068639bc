import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { desc, eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import type { Role } from '@estate/contracts';
import { buildApp, type BuildAppOptions } from '../src/app';
import type { AppConfig } from '../src/config/app-config';
import { loadEnv } from '../src/config/env';
import { openEmbeddedDatabase, openServerDatabase, type Database } from '../src/db/client';
import { mailOutbox, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { foldText } from '../src/lib/text';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** The template's tar, read once per worker (files share a worker: vitest.config.ts). */
let templateBlob: { file: string; blob: Promise<Blob> } | undefined;

/** A fresh embedded database: a copy of the run's migrated template (test/database-template.ts). */
async function openEmbeddedTestDatabase(): Promise<Database> {
  const template = inject('embeddedTemplate');
  if (!template) {
    const database = await openEmbeddedDatabase(undefined);
    await database.migrate();
    return database;
  }
  if (templateBlob?.file !== template) {
    templateBlob = { file: template, blob: fs.readFile(template).then((b) => new Blob([b])) };
  }
  return openEmbeddedDatabase(undefined, await templateBlob.blob);
}

/**
 * A fresh, migrated database for one test file: embedded PostgreSQL in memory by default, a new
 * database on the PostgreSQL server named by TEST_DATABASE_URL when that is set.
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openEmbeddedTestDatabase();
    return { database, drop: () => database.close() };
  }
  const name = `estate_test_${randomBytes(6).toString('hex')}`;
  const template = inject('serverTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openServerDatabase(url.toString(), 4);
  if (!template) await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: {
    webDistDir?: string;
    logger?: object;
    onRoute?: BuildAppOptions['onRoute'];
    limiter?: BuildAppOptions['limiter'];
    writeLimits?: BuildAppOptions['writeLimits'];
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), 'estate-test') });
  const config: AppConfig = {
    ...env,
    jwtSecret: randomBytes(32).toString('hex'),
    publicUrl: 'http://localhost:8080',
    // A suite's many uncached reads from one address would meet the costly-read budget sooner the
    // faster the machine; the budget's own tests set it (costly-reads.test.ts, map-box.test.ts).
    COSTLY_READS_AT_ONCE: 1000,
    COSTLY_READS_PER_MINUTE: 100_000,
    ...overrides,
  };
  const app = await buildApp({
    config,
    database,
    webDistDir: options.webDistDir,
    onRoute: options.onRoute,
    limiter: options.limiter,
    writeLimits: options.writeLimits,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'error' } : false),
  });
  await app.ready();
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}

let counter = 0;
/** The test password hashed once per file: each real hash costs a noticeable part of a second. */
let testPasswordHash: Promise<string> | undefined;
export interface TestUser {
  id: number;
  email: string;
  password: string;
  role: Role;
  token: string;
}

/** A confirmed user of the given role with a valid token, made directly in the database. */
export async function createUser(
  t: TestApp,
  role: Role = 'CUSTOMER',
  fields: Partial<{
    firstName: string;
    lastName: string;
    phone: string;
    email: string;
    confirmed: boolean;
  }> = {},
): Promise<TestUser> {
  counter += 1;
  const password = 'Passw0rd!x';
  const email =
    fields.email ??
    `${role.toLowerCase()}${counter}-${randomBytes(3).toString('hex')}@example.test`;
  const firstName = fields.firstName ?? `First${counter}`;
  const lastName = fields.lastName ?? `Last${counter}`;
  const phone = fields.phone ?? `+9055500${String(counter).padStart(5, '0')}`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      firstName,
      lastName,
      phone,
      email,
      role,
      passwordHash: await (testPasswordHash ??= hashPassword(password)),
      confirmedAt: fields.confirmed === false ? null : new Date(),
      searchText: foldText(`${firstName} ${lastName} ${email} ${phone}`),
    })
    .returning();
  const token = await t.app.tokens.sign({ userId: row!.id, tokenVersion: row!.tokenVersion });
  return { id: row!.id, email, password, role, token };
}

/** app.inject with an optional token sent the way the specification's client sends it. */
export function call(
  t: TestApp,
  options: InjectOptions & { token?: string },
): Promise<LightMyRequestResponse> {
  const { token, headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    headers: { ...(headers ?? {}), ...(token ? { authorization: token } : {}) },
  });
}

/** The newest e-mail sent to an address, as kept in the outbox. */
export async function lastMailTo(t: TestApp, to: string) {
  // Some e-mails go out after the answer (forgot-password); wait for them.
  await t.app.background.idle();
  const [row] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return row;
}
