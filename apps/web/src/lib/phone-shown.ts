import { useEffect, useState } from 'react';

type Formatter = (kept: string) => string;

let formatter: Formatter | undefined;
let loading: Promise<Formatter> | undefined;

/** lib/phone.ts and its metadata (about 30 KB gzip): fetched once, by the first number shown. */
const loadFormatter = () =>
  (loading ??= import('./phone').then((module) => (formatter = module.formatPhone)));

/**
 * `kept` as its country writes it ("+90 555 111 00 01"), once the formatting library has come; it
 * is fetched when `wanted` turns true (a number near the viewport), never with the first load.
 * Until then, and for a number the library cannot read, the number reads as it was kept.
 */
export function usePhoneShown(kept: string, wanted = true): string {
  const [format, setFormat] = useState<Formatter | undefined>(() => formatter);
  useEffect(() => {
    if (format || !wanted) return;
    let current = true;
    void loadFormatter().then((loaded) => {
      if (current) setFormat(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [format, wanted]);
  return format ? format(kept) : kept;
}

/**
 * How a phone being typed will read to others ("+90 555 111 00 01"), for the hint under its field;
 * undefined while that is the number as typed (no country code, or not a possible number).
 */
export function usePhoneReading(typed: string): string | undefined {
  const shown = usePhoneShown(typed.trim());
  return shown !== typed.trim() ? shown : undefined;
}
