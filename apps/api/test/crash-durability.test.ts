import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openEmbeddedDatabase, openServerDatabase, type Database } from '../src/db/client';
import { adverts, favorites, tourRequests, users } from '../src/db/schema';
import { advertForm, makeAdvert, makeCatalog, type Catalog } from './factories';
import { startServer, type RunningServer } from './server-process';
import { createUser, type TestApp, type TestUser } from './test-app';

// Every write the server answered with a 2xx is still there after the server
// was killed with SIGKILL in the middle of a stream of writes, and restarted on the same data.

const ROUNDS = 3;
const jwtSecret = randomBytes(32).toString('hex');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'estate-crash-'));
const serverUrl = process.env.TEST_DATABASE_URL;
const databaseName = `estate_crash_${randomBytes(5).toString('hex')}`;
const databaseUrl = serverUrl ? withDatabase(serverUrl, databaseName) : undefined;

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function openTarget(): Promise<Database> {
  if (!databaseUrl) return openEmbeddedDatabase(path.join(dataDir, 'db'));
  return openServerDatabase(databaseUrl, 2);
}

interface World {
  catalog: Catalog;
  owner: TestUser;
  guests: TestUser[];
  advertIds: number[];
}

/** Accounts, a catalog and adverts, made in this process before any server runs. */
async function seedWorld(): Promise<World> {
  if (serverUrl) await adminQuery(`CREATE DATABASE ${databaseName}`);
  const database = await openTarget();
  await database.migrate();
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const app = await buildApp({
    config: { ...env, jwtSecret, publicUrl: 'http://127.0.0.1' },
    database,
    logger: false,
  });
  await app.ready();
  const t = { app, database } as TestApp;
  const catalog = await makeCatalog(t);
  const owner = await createUser(t);
  const guests = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
  const advertIds: number[] = [];
  for (let i = 0; i < 40; i++) advertIds.push((await makeAdvert(t, catalog, owner.id)).id);
  await app.close();
  await database.close();
  return { catalog, owner, guests, advertIds };
}

async function adminQuery(text: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** What the server acknowledged with a 2xx, by kind of write. */
const acknowledged = {
  registrations: [] as string[],
  adverts: [] as number[],
  favourites: [] as { userId: number; advertId: number }[],
  tourRequests: [] as number[],
};

let acknowledgedThisRound: () => void = () => undefined;

/** A writer sends its writes one after another until the server stops answering. */
async function writeUntilDown(send: (i: number) => Promise<boolean | void>) {
  for (let i = 0; ; i++) {
    try {
      if ((await send(i)) === true) acknowledgedThisRound();
    } catch {
      return; // the connection died with the server
    }
  }
}

let round = 0;
function writers(server: RunningServer, world: World) {
  const post = (url: string, body: unknown, token?: string) =>
    fetch(`${server.baseUrl}/api${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: JSON.stringify(body),
    });
  const tag = `r${round}`;
  const favouritesPerRound = Math.floor(world.advertIds.length / ROUNDS);
  return [
    writeUntilDown(async (i) => {
      const email = `crash-${tag}-${i}-${randomBytes(2).toString('hex')}@example.test`;
      const res = await post('/auth/register', {
        firstName: 'Crash',
        lastName: 'Test',
        phone: '+905551112233',
        email,
        password: 'Passw0rd!x',
        confirmPassword: 'Passw0rd!x',
        acceptTerms: true,
      });
      if (res.ok) acknowledged.registrations.push(email);
      return res.ok;
    }),
    writeUntilDown(async (i) => {
      const res = await post(
        '/adverts',
        advertForm(world.catalog, { title: `Crash ${tag} ${i}` }),
        world.owner.token,
      );
      if (res.ok) acknowledged.adverts.push(((await res.json()) as { id: number }).id);
      return res.ok;
    }),
    writeUntilDown(async (i) => {
      if (i >= favouritesPerRound) return new Promise(() => undefined); // idle until the kill
      const guest = world.guests[0]!;
      const advertId = world.advertIds[round * favouritesPerRound + i]!;
      const res = await post('/favorites', { advertId }, guest.token);
      if (res.ok && ((await res.json()) as { favory: boolean }).favory)
        acknowledged.favourites.push({ userId: guest.id, advertId });
      return res.ok;
    }),
    writeUntilDown(async (i) => {
      const guest = world.guests[1 + ((round * 7 + i) % (world.guests.length - 1))]!;
      const day = 10 + ((round * 17 + i) % 60);
      const when = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const advertId = world.advertIds[i % world.advertIds.length]!;
      const res = await post(
        '/tourRequest',
        { advert: { id: advertId }, tourTime: `${when}T10:30` },
        guest.token,
      );
      if (res.ok) acknowledged.tourRequests.push(((await res.json()) as { id: number }).id);
      return res.ok;
    }),
  ];
}

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
});

describe(`acknowledged writes after SIGKILL (${serverUrl ? 'PostgreSQL' : 'embedded'})`, () => {
  it('are all there after a restart, round after round', { timeout: 300_000 }, async () => {
    const world = await seedWorld();
    for (round = 0; round < ROUNDS; round++) {
      const server = await startServer({ dataDir, databaseUrl, jwtSecret });
      const warm = new Promise<void>((resolve) => (acknowledgedThisRound = resolve));
      const writing = writers(server, world);
      // Killed at a random moment while every writer is busy, once the server answers writes.
      await Promise.race([warm, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      await new Promise((resolve) => setTimeout(resolve, 1000 + Math.random() * 3000));
      await server.kill('SIGKILL');
      await Promise.race([Promise.all(writing), new Promise((r) => setTimeout(r, 2000))]);
    }

    const database = await openTarget();
    try {
      const { db } = database;
      const emails = acknowledged.registrations;
      const foundUsers = emails.length
        ? await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))
        : [];
      const foundAdverts = acknowledged.adverts.length
        ? await db
            .select({ id: adverts.id })
            .from(adverts)
            .where(inArray(adverts.id, acknowledged.adverts))
        : [];
      const foundTours = acknowledged.tourRequests.length
        ? await db
            .select({ id: tourRequests.id })
            .from(tourRequests)
            .where(inArray(tourRequests.id, acknowledged.tourRequests))
        : [];
      const favouriteIds = acknowledged.favourites.map((f) => f.advertId);
      const foundFavourites = favouriteIds.length
        ? await db
            .select({ advertId: favorites.advertId })
            .from(favorites)
            .where(inArray(favorites.advertId, favouriteIds))
        : [];
      const total =
        emails.length +
        acknowledged.adverts.length +
        favouriteIds.length +
        acknowledged.tourRequests.length;
      process.stdout.write(
        `crash durability (${serverUrl ? 'PostgreSQL' : 'embedded'}): ${ROUNDS} kills, ${total} writes acknowledged ` +
          `(${emails.length} registrations, ${acknowledged.adverts.length} adverts, ${favouriteIds.length} favourites, ` +
          `${acknowledged.tourRequests.length} tour requests), ` +
          `${foundUsers.length + foundAdverts.length + foundFavourites.length + foundTours.length} found after restart\n`,
      );
      expect(total).toBeGreaterThan(0);
      expect(foundUsers.map((u) => u.email).sort()).toEqual([...emails].sort());
      expect(foundAdverts.map((a) => a.id).sort()).toEqual([...acknowledged.adverts].sort());
      expect(foundFavourites.map((f) => f.advertId).sort()).toEqual([...favouriteIds].sort());
      expect(foundTours.map((r) => r.id).sort()).toEqual([...acknowledged.tourRequests].sort());
    } finally {
      await database.close();
    }
  });
});
