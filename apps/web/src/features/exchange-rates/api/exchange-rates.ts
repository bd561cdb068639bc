import type { Currency, ExchangeRates, ExchangeRateUpdate } from '@estate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, publicRead } from '../../../lib/api-client';
import { takeInitialAnswer } from '../../../lib/initial-data';

export const exchangeRateKeys = { all: ['exchange-rates'] as const };

const PATH = '/exchange-rates';

/**
 * GET /exchange-rates: the rates every "≈" price is converted at, read without zod and taken
 * from the page when the server answered it there, so the line is drawn with the first render
 * (docs/decisions/0013-web-first-load.md).
 */
export const useExchangeRates = () =>
  useQuery({
    queryKey: exchangeRateKeys.all,
    queryFn: ({ signal }) => publicRead<ExchangeRates>(PATH, { signal }),
    initialData: () => takeInitialAnswer<ExchangeRates>(PATH),
    // The server keeps it as long as any public answer (PUBLIC_CACHE_SECONDS).
    staleTime: 60_000,
  });

/** The schema is loaded only by the back office's writes. */
const ratesSchema = () => import('@estate/contracts').then((c) => c.exchangeRatesSchema);

/** PUT /exchange-rates/{currency} */
export const saveExchangeRate = ({
  currency,
  ...body
}: ExchangeRateUpdate & { currency: Currency }) =>
  apiRequest(`/exchange-rates/${currency}`, {
    method: 'PUT',
    body,
    auth: true,
    schema: ratesSchema,
  });

/** POST /exchange-rates/import: a file's text, or nothing for the address the server has. */
export const importExchangeRates = (xml?: string) =>
  apiRequest('/exchange-rates/import', {
    method: 'POST',
    body: xml === undefined ? {} : { xml },
    auth: true,
    schema: ratesSchema,
  });

/** A write that shows its answer at once: the list is the answer. */
function useRatesWrite<A>(write: (args: A) => Promise<ExchangeRates>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (rates) => queryClient.setQueryData(exchangeRateKeys.all, rates),
  });
}

export const useSaveExchangeRate = () => useRatesWrite(saveExchangeRate);
export const useImportExchangeRates = () => useRatesWrite(importExchangeRates);
