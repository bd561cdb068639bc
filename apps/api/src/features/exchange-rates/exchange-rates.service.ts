import {
  CURRENCIES,
  EXCHANGE_RATE_MAX_AGE_DAYS,
  EXCHANGE_RATE_MESSAGES as M,
  MAX_EXCHANGE_RATE,
  type ExchangeRate,
  type ExchangeRates,
  type ExchangeRateUpdate,
} from '@estate/contracts';
import type { Db } from '../../db/client';
import type { BackgroundTasks } from '../../lib/background';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import type { WebSiteRepository } from '../web-site';
import { parseEcbRates, toSiteRates } from './ecb-rates';
import {
  CONVERT_BATCH,
  CONVERT_LANES,
  createExchangeRatesRepository,
  type NewRate,
  type RateRow,
} from './exchange-rates.repository';

export interface ExchangeRatesParts {
  db: Db;
  site: WebSiteRepository;
  clock: Clock;
  background: BackgroundTasks;
  /** EXCHANGE_RATES_URL: a rates file in the ECB daily format the scheduled job imports. */
  importUrl?: string;
  /** How long a visitor's copy of the rates may be kept (PUBLIC_CACHE_SECONDS). */
  cacheSeconds: number;
  /** Reads the import address (tests hand in their own). */
  fetchText?: (url: string) => Promise<string>;
}

const DAY_MS = 24 * 60 * 60_000;
const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

async function fetchRatesFile(url: string): Promise<string> {
  const answer = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch(() => undefined);
  if (!answer?.ok) throw badRequest(M.importUnreachable);
  return answer.text();
}

/**
 * The exchange rates (docs/product.md#exchange-rates): read by everyone, typed or imported by
 * staff, imported by the scheduled job when EXCHANGE_RATES_URL is set. A change of a rate is
 * carried into the adverts' price_site in batches in the background
 * (docs/decisions/0063-exchange-rates.md).
 */
export function createExchangeRatesService(parts: ExchangeRatesParts) {
  const repo = createExchangeRatesRepository(parts.db);
  const fetchText = parts.fetchText ?? fetchRatesFile;

  /** The site currency, its rate made 1 again when the Web Site page changed it. */
  async function siteCurrency(): Promise<string> {
    const { defaultCurrency } = await parts.site.read();
    await repo.rebaseOn(defaultCurrency);
    return defaultCurrency;
  }

  const toRate = (row: RateRow, siteRate: number): ExchangeRate => {
    const oldest = dayOf(
      new Date(parts.clock.now().getTime() - EXCHANGE_RATE_MAX_AGE_DAYS * DAY_MS),
    );
    return {
      currency: row.currency as ExchangeRate['currency'],
      // Until the job re-bases them on a new site currency, read as if it had.
      rate: Number((Number(row.rate) / siteRate).toFixed(10)),
      rateDate: row.rate_date,
      source: row.source,
      updatedAt: new Date(row.updated_at).toISOString(),
      stale: row.rate_date < oldest,
    };
  };

  /** Every rate, without writing (visitors read it): nothing here re-bases. */
  async function list(): Promise<ExchangeRates> {
    const { defaultCurrency } = await parts.site.read();
    const rows = await repo.list();
    const siteRate = Number(rows.find((r) => r.currency === defaultCurrency)?.rate ?? 1);
    return { siteCurrency: defaultCurrency, rates: rows.map((row) => toRate(row, siteRate)) };
  }

  /** Saves rates at once, then converts the adverts' prices in the background. */
  async function saveAndConvert(rates: NewRate[]): Promise<ExchangeRates> {
    await repo.save(rates);
    parts.background.run('convert prices at new rates', convertMoved);
    return list();
  }

  async function update(currency: string, body: ExchangeRateUpdate): Promise<ExchangeRates> {
    if (currency === (await siteCurrency())) throw badRequest(M.siteCurrencyFixed);
    if (body.rateDate > dayOf(parts.clock.now())) throw badRequest(M.dateInFuture);
    return saveAndConvert([
      { currency, rate: body.rate, rateDate: body.rateDate, source: 'manual' },
    ]);
  }

  /** An import of a file's text, or of the set address when none is given. */
  async function importRates(xml: string | undefined, source?: string): Promise<ExchangeRates> {
    if (xml === undefined && !parts.importUrl) throw badRequest(M.noImportAddress);
    const text = xml ?? (await fetchText(parts.importUrl!));
    const file = parseEcbRates(text);
    if (file.day > dayOf(parts.clock.now())) throw badRequest(M.dateInFuture);
    const site = await siteCurrency();
    const rates = toSiteRates(file, site, CURRENCIES).filter((r) => r.currency !== site);
    if (rates.some((r) => !(r.rate > 0 && r.rate <= MAX_EXCHANGE_RATE)))
      throw badRequest(M.rateInvalid);
    const kind = source ?? (xml === undefined ? 'ecb-url' : 'ecb-file');
    return saveAndConvert(rates.map((r) => ({ ...r, rateDate: file.day, source: kind })));
  }

  /**
   * Converts the adverts of every currency whose rate moved, CONVERT_BATCH ids a statement
   * (each its own short transaction) on CONVERT_LANES connections, then marks the rate
   * applied. Idempotent: several processes may run it at once. Answers how many currencies it
   * converted.
   */
  async function convertMoved(): Promise<number> {
    await siteCurrency();
    const moved = await repo.moved();
    if (moved.length === 0) return 0;
    const last = await repo.lastAdvertId();
    for (const { currency, rate } of moved) {
      let next = 0;
      const lane = async () => {
        for (let after = next; after < last; after = next) {
          next = after + CONVERT_BATCH;
          await repo.convertBatch(currency, rate, after, after + CONVERT_BATCH);
        }
      };
      await Promise.all(Array.from({ length: CONVERT_LANES }, lane));
      await repo.markApplied(currency, rate);
    }
    return moved.length;
  }

  return {
    list,
    update,
    importRates,
    convertMoved,
    importUrl: parts.importUrl,
    cacheSeconds: parts.cacheSeconds,
  };
}

export type ExchangeRatesService = ReturnType<typeof createExchangeRatesService>;
