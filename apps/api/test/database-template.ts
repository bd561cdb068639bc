import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openEmbeddedDatabase, openServerDatabase } from '../src/db/client';

// Migrating a fresh database costs several seconds, once per test file. The run migrates one
// database first and every test file starts from a copy of it: the embedded data folder loaded
// from a dump, or a PostgreSQL database created from a template.

declare module 'vitest' {
  export interface ProvidedContext {
    /** An uncompressed tar of a migrated embedded data folder (a file path). */
    embeddedTemplate: string;
    /** A migrated database on TEST_DATABASE_URL's server to copy, when that is set. */
    serverTemplate: string;
  }
}

async function embeddedTemplate(): Promise<{ file: string; remove(): Promise<void> }> {
  const database = await openEmbeddedDatabase(undefined);
  await database.migrate();
  const { dataDir: dump } = await database.snapshot!(async () => null);
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'estate-db-template-'));
  // Kept unpacked: each test file's copy then skips the gunzip, about a third of its start-up CPU
  // (docs/decisions/0067-ci-minutes.md).
  const file = path.join(dir, 'data.tar');
  await fs.writeFile(file, zlib.gunzipSync(Buffer.from(await dump.arrayBuffer())));
  return { file, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}

async function adminQuery(serverUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function serverTemplate(serverUrl: string) {
  const name = `estate_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openServerDatabase(url.toString(), 1);
  await database.migrate();
  await database.close();
  return {
    name,
    remove: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await serverTemplate(serverUrl);
    project.provide('serverTemplate', template.name);
    return () => template.remove();
  }
  const template = await embeddedTemplate();
  project.provide('embeddedTemplate', template.file);
  return () => template.remove();
}
