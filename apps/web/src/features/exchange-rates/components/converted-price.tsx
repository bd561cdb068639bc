import { convertPrice } from '@estate/contracts/exchange-rate-rules';
import { formatDate, formatPrice, useT } from '../../../i18n';
import { useExchangeRates } from '../api/exchange-rates';
import { useVisitorCurrency } from '../lib/visitor-currency';

interface ConvertedPriceProps {
  price: number;
  currency?: string;
  className?: string;
}

/**
 * "≈ €468,203.00 · rate of 1 December 2026": an advert's price in the visitor's currency when it
 * differs from the advert's own, at the current rates with the older rate's date
 * (docs/product.md#prices). Nothing when the currencies agree. While the rates load, an empty
 * line holds the place the price will take, so the page does not shift when it comes.
 */
export function ConvertedPrice({ price, currency = 'USD', className }: ConvertedPriceProps) {
  const t = useT();
  const rates = useExchangeRates().data;
  const target = useVisitorCurrency() ?? rates?.siteCurrency;
  const classes = `converted-price ${className ?? ''}`.trim();
  if (!rates && target !== currency)
    return (
      <span className={`${classes} converted-price--pending`} aria-hidden="true">
        {'\u00a0'}
      </span>
    );
  if (!rates || !target || target === currency) return null;
  const converted = convertPrice(price, currency, target, rates.rates);
  if (!converted) return null;
  return (
    <span className={classes}>
      {t('adverts.approxPrice', {
        price: formatPrice(converted.price, target),
        date: formatDate(`${converted.rateDate}T00:00:00Z`, {
          dateStyle: 'long',
          timeZone: 'UTC',
        }),
      })}
    </span>
  );
}
