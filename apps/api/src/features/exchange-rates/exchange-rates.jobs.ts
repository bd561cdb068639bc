import type { Job } from '../../lib/job';
import type { ExchangeRatesService } from './exchange-rates.service';

/** How often the set rates address is read: the ECB publishes once a working day. */
const IMPORT_EVERY_MS = 6 * 60 * 60_000;

/**
 * The rates' background work: carrying a moved rate into the adverts' price_site (a save starts
 * it at once; this catches a process that stopped midway, and re-bases after a new site
 * currency), and the import from EXCHANGE_RATES_URL when it is set.
 */
export function exchangeRateJobs(rates: ExchangeRatesService): Job[] {
  const jobs: Job[] = [
    { name: 'convert prices at new rates', everyMs: 30_000, run: () => rates.convertMoved() },
  ];
  if (rates.importUrl)
    jobs.push({
      name: 'import exchange rates',
      everyMs: IMPORT_EVERY_MS,
      run: () => rates.importRates(undefined),
    });
  return jobs;
}
