import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface RateRow {
  currency: string;
  rate: string;
  rate_date: string;
  source: string;
  updated_at: Date | string;
}

/** A rate to write: the value of one unit in the site currency, its day and where it came from. */
export interface NewRate {
  currency: string;
  rate: number;
  rateDate: string;
  source: string;
}

/** A currency whose adverts' price_site does not reflect its rate yet. */
export interface MovedRate {
  currency: string;
  rate: string;
}

/** Adverts converted per statement: a short lock on a few pages, lists keep their speed. */
export const CONVERT_BATCH = 5_000;
/**
 * Batches converted at once: most of a batch's time is the database writing index pages, so two
 * halve the wait on a server with cores to spare and leave the rest for the site's reads.
 */
export const CONVERT_LANES = 2;

/** The rates table and the adverts' kept price in the site currency (SQL only here). */
export function createExchangeRatesRepository(db: Db) {
  return {
    list: () =>
      queryRows<RateRow>(
        db,
        sql`SELECT currency, rate::text AS rate, to_char(rate_date, 'YYYY-MM-DD') AS rate_date,
                   source, updated_at
            FROM exchange_rates ORDER BY currency`,
      ),

    /** Writes rates as one change: all of them or, on any refusal, none. */
    async save(rates: NewRate[]): Promise<void> {
      await db.transaction(async (tx) => {
        for (const r of rates)
          await tx.execute(
            sql`INSERT INTO exchange_rates (currency, rate, rate_date, source)
                VALUES (${r.currency}, ${String(r.rate)}::numeric, ${r.rateDate}::date, ${r.source})
                ON CONFLICT (currency) DO UPDATE
                SET rate = excluded.rate, rate_date = excluded.rate_date,
                    source = excluded.source, updated_at = now()`,
          );
      });
    },

    /**
     * Makes the site currency's rate 1 again after the Web Site page changed it: every rate is
     * divided by the new site currency's, so conversions between currencies stay as they were.
     */
    async rebaseOn(siteCurrency: string): Promise<void> {
      await db.execute(
        sql`UPDATE exchange_rates r
            SET rate = round(r.rate / s.rate, 10), updated_at = now()
            FROM (SELECT rate FROM exchange_rates WHERE currency = ${siteCurrency}) s
            WHERE s.rate <> 1`,
      );
    },

    moved: () =>
      queryRows<MovedRate>(
        db,
        sql`SELECT currency, rate::text AS rate FROM exchange_rates
            WHERE applied_rate IS DISTINCT FROM rate ORDER BY currency`,
      ),

    async lastAdvertId(): Promise<number> {
      const [row] = await queryRows<{ id: number | null }>(
        db,
        sql`SELECT max(id) AS id FROM adverts`,
      );
      return Number(row?.id ?? 0);
    },

    /** Converts the adverts of one currency with ids in (after, upTo] at the given rate. */
    async convertBatch(currency: string, rate: string, after: number, upTo: number) {
      await db.execute(
        sql`UPDATE adverts a SET price_site = round(a.price * ${rate}::numeric, 2)
            WHERE a.id > ${after} AND a.id <= ${upTo} AND a.currency = ${currency}
              AND a.price_site <> round(a.price * ${rate}::numeric, 2)`,
      );
    },

    /** Marks a rate applied, unless it moved again meanwhile (then the next run converts). */
    async markApplied(currency: string, rate: string): Promise<void> {
      await db.execute(
        sql`UPDATE exchange_rates SET applied_rate = rate
            WHERE currency = ${currency} AND rate = ${rate}::numeric`,
      );
    },
  };
}

export type ExchangeRatesRepository = ReturnType<typeof createExchangeRatesRepository>;
