import { eq } from 'drizzle-orm';
import { exchangeRates } from '../src/db/schema';
import { call, createUser, type TestApp } from './test-app';
import type { WriteCase } from './write-case';

/** Staff typing exchange rates again and again (docs/product.md#exchange-rates). */
export const rateWriteCases = (): WriteCase[] => [
  {
    name: 'exchange rate change',
    action: 'exchangeRateChange',
    admitted: 200,
    async writer(t: TestApp) {
      const manager = await createUser(t, 'MANAGER');
      return {
        call: (i, ip) =>
          call(t, {
            method: 'PUT',
            url: '/api/exchange-rates/GBP',
            token: manager.token,
            remoteAddress: ip,
            payload: { rate: 1.2 + i / 1000, rateDate: '2026-11-30' },
          }),
        written: async () =>
          (
            await t.database.db
              .select({ rate: exchangeRates.rate })
              .from(exchangeRates)
              .where(eq(exchangeRates.currency, 'GBP'))
          )[0]?.rate,
      };
    },
  },
];
