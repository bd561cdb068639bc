import type { Db } from '../db/types';
import type { Job } from '../lib/job';
import { pruneRateLimitCounters } from '../lib/rate-limiter';
import { createAdvertsRepository } from '../features/adverts';
import { exchangeRateJobs } from '../features/exchange-rates';
import { securityHousekeepingJobs } from '../features/housekeeping';
import { priceDropJobs } from '../features/price-watch';
import { savedSearchJobs } from '../features/saved-searches';
import { tourRequestJobs } from '../features/tour-requests';
import { exchangeRatesOf, listingImportOf, tourSiteOf, type CoreParts } from './core';

/** Days a kept search phrase may go unasked before its counts are dropped. */
export const PHRASE_IDLE_DAYS = 7;

/**
 * Periodic housekeeping. Each job is safe to run in several processes at once (idempotent SQL),
 * so no leader election is needed.
 */
export function housekeepingJobs(db: Db): Job[] {
  const adverts = createAdvertsRepository(db);
  return [
    {
      name: 'prune rate-limit counters',
      everyMs: 10 * 60_000,
      run: () => pruneRateLimitCounters(db),
    },
    // View de-duplication rows matter only within their hour; without this the table grows forever.
    { name: 'prune advert views', everyMs: 10 * 60_000, run: () => adverts.pruneViews() },
    // Sent mail bodies (codes, links) after their retention period; expired login throttles.
    ...securityHousekeepingJobs(db),
  ];
}

/** Every periodic job of a running server, built from the same parts as the modules. */
export const composeJobs = (core: CoreParts): Job[] => [
  ...coreJobs(core),
  ...savedSearchJobs({
    ...core,
    search: core.advertSearch,
    settings: { publicUrl: core.config.publicUrl, secret: core.config.jwtSecret },
  }),
];

const coreJobs = (core: CoreParts): Job[] => {
  const { db, mailer, advertSearch, clock, config, storage } = core;
  const imports = listingImportOf(core);
  return [
    ...housekeepingJobs(db),
    // Retries of e-mails whose first attempt failed, and those of a process that died mid-send.
    { name: 'deliver e-mails', everyMs: 10_000, run: () => mailer.deliverDue() },
    // Each kept search phrase costs every advert write a match test: idle ones go after a week.
    {
      name: 'forget idle search phrases',
      everyMs: 6 * 60 * 60_000,
      run: () => advertSearch.forgetIdlePhrases(PHRASE_IDLE_DAYS),
    },
    ...tourRequestJobs({ db, mailer, clock, site: tourSiteOf(config) }),
    ...priceDropJobs({
      db,
      mailer,
      clock,
      site: { publicUrl: config.publicUrl, storage },
      secret: config.jwtSecret,
    }),
    // Agencies' catalogue feeds, each asked once a day (docs/catalogue-format.md).
    {
      name: 'import agency feeds',
      everyMs: 60 * 60_000,
      run: () => imports.syncDueFeeds(),
    },
    // Prices in the site currency after a rate change, and the rates import when set.
    ...exchangeRateJobs(exchangeRatesOf(core)),
  ];
};
