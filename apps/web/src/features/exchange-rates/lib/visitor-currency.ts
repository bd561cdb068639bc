import { CURRENCIES } from '@estate/contracts/property-values';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/** Where the currency a visitor last compared prices in is kept (this browser only). */
const STORAGE_KEY = 'estate.currency';

const isCurrency = (value: string | null | undefined): value is string =>
  !!value && (CURRENCIES as readonly string[]).includes(value);

function stored(): string | undefined {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isCurrency(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

function remember(currency: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, currency);
  } catch {
    // A browser without storage converts on the list only.
  }
}

/**
 * The currency the visitor chose (docs/product.md#prices): the list's `currency` in the address,
 * else the one they last chose here (so the advert page they open next keeps it), else undefined
 * (the site currency).
 */
export function useVisitorCurrency(): string | undefined {
  const [params] = useSearchParams();
  const inAddress = params.get('currency');
  const chosen = isCurrency(inAddress) ? inAddress : undefined;
  useEffect(() => {
    if (chosen) remember(chosen);
  }, [chosen]);
  return chosen ?? stored();
}
