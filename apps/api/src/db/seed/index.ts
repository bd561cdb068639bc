import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
import { createLocalStorage, type FileStorage } from '../../lib/storage';
import { seedAccounts, DEMO_ACCOUNTS } from './accounts';
import { seedAdverts } from './adverts';
import { seedAdvertTypes, seedCategories } from './catalog';
import { loadDemoUsers } from './demo-users';
import { seedContactMessages, seedEngagement } from './engagement';
import { seedLocations } from './locations';
import { seedSiteSettings } from './site-settings';

/** Advisory lock id held while seeding (727001 is the migrations lock). */
const SEED_LOCK_ID = 727002;

export interface SeedContext {
  db: Db;
  log: FastifyBaseLogger;
  dataDir: string;
  /** Where advert images go; the local uploads folder under dataDir when not given. */
  storage?: FileStorage;
  /** The moment the demo history is written relative to (tests pin it). */
  now?: Date;
}

/**
 * Demo data of decisions §10. Idempotent: each part looks at what is there and adds only what a
 * fresh database lacks, so a restart (or a second call) changes nothing and staff edits stay.
 */
export async function seedDatabase(ctx: SeedContext): Promise<void> {
  const started = Date.now();
  const now = ctx.now ?? new Date();
  const storage = ctx.storage ?? createLocalStorage(ctx.dataDir);
  const { log } = ctx;
  const added: Record<string, number> = {};

  // One transaction: a seed that fails half-way leaves nothing behind, and the lock makes
  // several API processes starting together on one PostgreSQL seed once (the others wait, then
  // find the data there).
  await ctx.db.transaction(async (db) => {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await seedAccounts(db);
    Object.assign(added, {
      advertTypes: await seedAdvertTypes(db),
      categories: await seedCategories(db),
      countries: await seedLocations(db),
      siteSettings: await seedSiteSettings(db),
      contactMessages: await seedContactMessages(db, now),
    });
    const demo = await loadDemoUsers(db);
    if (!demo) {
      log.warn('Demo adverts skipped: a demo account is missing');
      return;
    }
    Object.assign(added, await seedAdverts({ db, log, storage }, demo, now));
    Object.assign(added, await seedEngagement(db, demo, now));
  });

  const summary = Object.entries(added)
    .filter(([, n]) => n > 0)
    .map(([part, n]) => `${n} ${part}`)
    .join(', ');
  log.info(
    summary
      ? `Demo data added in ${Date.now() - started} ms: ${summary}`
      : 'Demo data already present',
  );
  log.info(
    `Demo accounts: ${DEMO_ACCOUNTS.map((a) => `${a.email} / ${a.password} (${a.role})`).join(', ')}`,
  );
}
