import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { queryRows, type Db } from '../client';
import { createLocalStorage, type FileStorage } from '../../lib/storage';
import type { LogFormat } from '../../lib/logging';
import { seedAccounts } from './accounts';
import { seedAdverts } from './adverts';
import { seedAgencies } from './agencies';
import { seedAdvertTypes, seedCategories } from './catalog';
import { logDemoAccounts } from './demo-accounts-log';
import { loadDemoUsers } from './demo-users';
import { seedContactMessages, seedEngagement } from './engagement';
import { seedPriceChanges } from './price-changes';
import { seedLocations } from './locations';
import { seedSiteSettings } from './site-settings';
import { seedWaitingEdits } from './waiting-edits';

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
  /** How the log is written: the demo accounts are a table for a person, a record otherwise. */
  logFormat?: LogFormat;
}

/**
 * Demo data (docs/product.md#demo-data), only into a database without accounts. Once anyone exists
 * the seed never runs again: a renamed or deleted demo admin must not come back with its known
 * password. Returns whether it seeded.
 */
export async function seedDatabase(ctx: SeedContext): Promise<boolean> {
  const started = Date.now();
  const now = ctx.now ?? new Date();
  const storage = ctx.storage ?? createLocalStorage(ctx.dataDir);
  const { log } = ctx;
  const added: Record<string, number> = {};
  let seeded = false;

  // One transaction: a seed that fails half-way leaves nothing behind, and the lock makes
  // several API processes starting together on one PostgreSQL seed once (the others wait, then
  // find the data there).
  await ctx.db.transaction(async (db) => {
    await db.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const rows = await queryRows<{ taken: boolean }>(
      db,
      sql`SELECT EXISTS (SELECT 1 FROM users) AS taken`,
    );
    if (rows[0]?.taken) return;
    seeded = true;
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
    Object.assign(added, await seedPriceChanges(db, now));
    Object.assign(added, await seedWaitingEdits(db, demo.customers[0]!, now));
    added.agencies = await seedAgencies(db, demo, now);
  });

  if (!seeded) {
    log.info('Demo data not added: the database already has accounts (it seeds an empty one only)');
    return false;
  }
  const summary = Object.entries(added)
    .filter(([, n]) => n > 0)
    .map(([part, n]) => `${n} ${part}`)
    .join(', ');
  log.info(`Demo data added in ${Date.now() - started} ms: ${summary}`);
  // Printed once, when they are made: their owners are expected to change them.
  logDemoAccounts(log, ctx.logFormat ?? 'json');
  return true;
}
