import { EXCHANGE_RATE_MESSAGES as M } from '@estate/contracts';
import { badRequest } from '../../lib/errors';

/** A rates file read: its day and each currency's value per 1 EUR (EUR itself included, 1). */
export interface EcbRates {
  day: string;
  perEuro: Map<string, number>;
}

const DAY_CUBE = /<Cube\s+time\s*=\s*["'](\d{4}-\d{2}-\d{2})["']\s*>/;
const RATE_CUBE =
  /<Cube\s+currency\s*=\s*["']([A-Z]{3})["']\s+rate\s*=\s*["'](\d{1,7}(?:\.\d{1,10})?)["']\s*\/>/;

/**
 * Reads a rates file in the European Central Bank's daily format
 * (https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml): one `<Cube time="…">` and
 * `<Cube currency="USD" rate="1.08"/>` lines, rates per 1 EUR. Every line that opens a Cube must
 * be one of the two; the first that is not is named in a 400, and nothing is kept.
 */
export function parseEcbRates(xml: string): EcbRates {
  let day: string | undefined;
  const perEuro = new Map<string, number>([['EUR', 1]]);
  const lines = xml.split(/\r?\n/);
  lines.forEach((text, index) => {
    // Several Cube elements on one line are read one by one; the wrapper <Cube> has no attributes.
    for (const element of text.match(/<Cube\b[^>]*>/g) ?? []) {
      if (/^<Cube\s*>$/.test(element)) continue;
      const dayMatch = DAY_CUBE.exec(element);
      const rateMatch = RATE_CUBE.exec(element);
      const rate = rateMatch ? Number(rateMatch[2]) : NaN;
      if (dayMatch && !Number.isNaN(Date.parse(dayMatch[1]!))) day = dayMatch[1];
      else if (rateMatch && rate > 0) perEuro.set(rateMatch[1]!, rate);
      else throw badRequest(M.malformedLine(index + 1));
    }
  });
  if (!day || perEuro.size < 2) throw badRequest(M.fileEmpty);
  return { day, perEuro };
}

/**
 * The file's rates as values of one unit in the site currency, for the currencies we price in
 * that the file holds: through the euro, 1 X = (1 / X per EUR) × (site per EUR).
 */
export function toSiteRates(
  { perEuro }: EcbRates,
  siteCurrency: string,
  currencies: readonly string[],
): Array<{ currency: string; rate: number }> {
  const site = perEuro.get(siteCurrency);
  if (site === undefined) throw badRequest(M.siteCurrencyMissing);
  return currencies
    .filter((currency) => perEuro.has(currency))
    .map((currency) => ({
      currency,
      rate: Number((site / perEuro.get(currency)!).toFixed(10)),
    }));
}
