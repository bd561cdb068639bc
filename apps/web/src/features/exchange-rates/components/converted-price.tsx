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
 * (docs/product.md#prices). Nothing while the rates load or when the currencies agree.
 */
export function ConvertedPrice({ price, currency = 'USD', className }: ConvertedPriceProps) {
  const t = useT();
  const rates = useExchangeRates().data;
  const target = useVisitorCurrency() ?? rates?.siteCurrency;
  if (!rates || !target || target === currency) return null;
  const converted = convertPrice(price, currency, target, rates.rates);
  if (!converted) return null;
  return (
    <span className={`converted-price ${className ?? ''}`.trim()}>
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
