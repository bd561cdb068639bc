import type { PriceChange } from '@estate/contracts';
import { formatPrice } from '../format';

/**
 * The contract's percentChange written out: the advert page is on the first load, where a value
 * from the contract would bring zod (docs/decisions/0013-web-first-load.md).
 */
const percentChange = ({ oldPrice, newPrice }: PriceChange) =>
  oldPrice === 0 ? 0 : Math.round(((oldPrice - newPrice) / oldPrice) * 100);

const dayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' });
const dayMonthYear = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** "3 November" this year, "3 November 2025" before it. */
export function changeDay(changedAt: string, now = new Date()): string {
  const date = new Date(changedAt);
  return (date.getFullYear() === now.getFullYear() ? dayMonth : dayMonthYear).format(date);
}

/** "Reduced by 5 % on 3 November", "Raised by 2 % on 1 March" (docs/product.md#price-watch). */
export function changeSentence(change: PriceChange, now = new Date()): string {
  const percent = percentChange(change);
  const size = Math.abs(percent) > 0 ? ` by ${Math.abs(percent)} %` : '';
  const verb = change.newPrice < change.oldPrice ? 'Reduced' : 'Raised';
  return `${verb}${size} on ${changeDay(change.changedAt, now)}`;
}

/** The last change under the price, and every change (newest first) behind a disclosure. */
export function PriceHistory({ history, currency }: { history: PriceChange[]; currency?: string }) {
  const last = history[0];
  if (!last) return null;
  return (
    <div className="price-history">
      <p
        className={`price-history__last price-history__last--${last.newPrice < last.oldPrice ? 'down' : 'up'}`}
      >
        {changeSentence(last)}
      </p>
      <details className="price-history__all">
        <summary>Price history</summary>
        <ol aria-label="Price changes, newest first">
          {history.map((change, index) => (
            <li key={`${change.changedAt}-${index}`}>
              <span>{changeDay(change.changedAt)}</span>{' '}
              <span>
                {formatPrice(change.oldPrice, currency)} → {formatPrice(change.newPrice, currency)}
              </span>
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}
