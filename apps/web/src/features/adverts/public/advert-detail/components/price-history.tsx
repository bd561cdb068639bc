import type { PriceChange } from '@estate/contracts';
import { formatDate } from '../../../../../i18n';
import { formatPrice } from '../format';
import { advertText, useAdvertT } from '../texts';

/**
 * The contract's percentChange written out: the advert page is on the first load, where a value
 * from the contract would bring zod (docs/decisions/0013-web-first-load.md).
 */
const percentChange = ({ oldPrice, newPrice }: PriceChange) =>
  oldPrice === 0 ? 0 : Math.round(((oldPrice - newPrice) / oldPrice) * 100);

/** "3 November" this year, "3 November 2025" before it. */
export function changeDay(changedAt: string, now = new Date()): string {
  const date = new Date(changedAt);
  const thisYear = date.getFullYear() === now.getFullYear();
  return formatDate(date, {
    day: 'numeric',
    month: 'long',
    year: thisYear ? undefined : 'numeric',
  });
}

/** "Reduced by 5 % on 3 November", "Raised by 2 % on 1 March" (docs/product.md#price-watch). */
export function changeSentence(change: PriceChange, now = new Date()): string {
  const percent = percentChange(change);
  const verb = change.newPrice < change.oldPrice ? 'reduced' : 'raised';
  const day = changeDay(change.changedAt, now);
  if (percent === 0) return advertText(`${verb}On`, { day });
  return advertText(`${verb}By`, { percent: Math.abs(percent), day });
}

/** The last change under the price, and every change (newest first) behind a disclosure. */
export function PriceHistory({ history, currency }: { history: PriceChange[]; currency?: string }) {
  const t = useAdvertT();
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
        <summary>{t('priceHistory')}</summary>
        <ol aria-label={t('priceChanges')}>
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
