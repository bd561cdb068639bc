import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { Database, Db } from '../db/types';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background';
import { systemClock, type Clock } from '../lib/clock';
import { createCostlyReads } from '../lib/costly-reads';
import { createMailer, type Mailer } from '../lib/mailer';
import { createDbRateLimiter, type RateLimiter } from '../lib/rate-limiter';
import { createStorage, type FileStorage } from '../lib/storage';
import { createThrottle, type Throttle } from '../lib/throttle';
import { createTokenService, type TokenService } from '../lib/tokens';
import { WRITE_LIMITS, type WriteLimits } from '../lib/write-limits';
import { createSearch, type Search } from '../features/search';
import { createExchangeRatesService } from '../features/exchange-rates';
import { createFetchedPictures, createListingWrites } from '../features/adverts';
import { createListingImportService } from '../features/listing-import';
import { createUsersRepository } from '../features/users';
import type { TourSite } from '../features/tour-requests';
import { createWebSiteRepository } from '../features/web-site';
import {
  createAdvisoryDeletionGate,
  createLocalDeletionGate,
  guardDeletions,
  type DeletionGate,
} from '../backup/deletion-gate';

/** What the parts are made from: the settings, the database and what a caller puts instead. */
export interface CoreOptions {
  config: AppConfig;
  database: Database;
  /** Overrides the default counters store (tests, or Redis when REDIS_URL is set). */
  limiter?: RateLimiter;
  /** Other numbers for some write limits (tests that reach a limit in a few calls). */
  writeLimits?: Partial<WriteLimits>;
  /** Where uploaded files go; a folder under DATA_DIR by default. */
  storage?: FileStorage;
  /**
   * What file deletions wait for while a backup copies pictures: by default an advisory lock on
   * PostgreSQL, and on the embedded database a gate in memory that the runtime hands to backups.
   */
  deletionGate?: DeletionGate;
}

/** The parts every module and job is built from, each made once per process. */
export interface CoreParts {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  tokens: TokenService;
  limiter: RateLimiter;
  writeLimits: WriteLimits;
  throttle: Throttle;
  background: BackgroundTasks;
  storage: FileStorage;
  log: FastifyBaseLogger;
  clock: Clock;
  /** The advert search and public advert reads (features/search), which some modules ask. */
  advertSearch: Search;
}

export function buildCoreParts(options: CoreOptions, log: FastifyBaseLogger): CoreParts {
  const { config, database } = options;
  const db = database.db;
  const deletionGate =
    options.deletionGate ??
    (database.kind === 'postgres' ? createAdvisoryDeletionGate(db) : createLocalDeletionGate());
  const storage = guardDeletions(options.storage ?? createStorage(config), deletionGate);
  const limiter = options.limiter ?? createDbRateLimiter(db);
  // Public reads run on their own pool, each statement cut off (docs/decisions/0054).
  const readDb = database.readsWithTimeout?.(config.READ_TIMEOUT_MS) ?? db;
  const costlyReads = createCostlyReads(limiter, {
    atOnce: config.COSTLY_READS_AT_ONCE,
    waiting: config.COSTLY_READS_WAITING,
    perAddressPerMinute: config.COSTLY_READS_PER_MINUTE,
    timeoutMs: config.READ_TIMEOUT_MS,
  });
  return {
    config,
    db,
    tokens: createTokenService(config.jwtSecret, config.JWT_TTL_HOURS),
    limiter,
    writeLimits: { ...WRITE_LIMITS, ...options.writeLimits },
    throttle: createThrottle(db),
    background: createBackgroundTasks(log),
    mailer: createMailer({
      db,
      log,
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      messageIdHost: new URL(config.publicUrl).hostname,
    }),
    storage,
    log,
    clock: systemClock,
    advertSearch: createSearch({
      db: readDb,
      storage,
      cacheSeconds: config.PUBLIC_CACHE_SECONDS,
      costlyReads,
    }),
  };
}

/** Where tour times are told and what their e-mails link to. */
export const tourSiteOf = (config: AppConfig): TourSite => ({
  publicUrl: config.publicUrl,
});

/** The exchange rates, for their routes and their scheduled jobs. */
/**
 * Agencies' catalogue imports (docs/catalogue-format.md): the routes' module and the daily feeds'
 * job are both made from the core parts.
 */
export const listingImportOf = (core: CoreParts) =>
  createListingImportService({
    db: core.db,
    listings: createListingWrites(core.db),
    pictures: createFetchedPictures({ db: core.db, storage: core.storage, log: core.log }),
    background: core.background,
    allowedHosts: new Set(core.config.IMPORT_ALLOWED_HOSTS),
    users: createUsersRepository(core.db),
    mailer: core.mailer,
    clock: core.clock,
    publicUrl: core.config.publicUrl,
  });

export const exchangeRatesOf = ({ db, config, clock, background }: CoreParts) =>
  createExchangeRatesService({
    db,
    site: createWebSiteRepository(db),
    clock,
    background,
    importUrl: config.EXCHANGE_RATES_URL,
    cacheSeconds: config.PUBLIC_CACHE_SECONDS,
  });
