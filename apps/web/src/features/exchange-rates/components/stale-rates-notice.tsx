import { EXCHANGE_RATE_MAX_AGE_DAYS } from '@estate/contracts/exchange-rate-rules';
import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router';
import { useDashboardT } from '../../../i18n/dashboard-texts';
import { paths } from '../../../lib/paths';
import { useExchangeRates } from '../api/exchange-rates';

/**
 * The staff dashboard's flag of exchange rates older than EXCHANGE_RATE_MAX_AGE_DAYS
 * (docs/product.md#exchange-rates); nothing while they are fresh. The site currency's own rate
 * (always 1) is never old.
 */
export function StaleRatesNotice() {
  const t = useDashboardT();
  const rates = useExchangeRates().data;
  const stale = rates?.rates.filter((r) => r.stale && r.currency !== rates.siteCurrency) ?? [];
  if (stale.length === 0) return null;
  return (
    <Alert variant="warning" className="stale-rates">
      {t('staleRates', {
        count: stale.length,
        days: EXCHANGE_RATE_MAX_AGE_DAYS,
        currencies: stale.map((r) => r.currency).join(', '),
      })}{' '}
      <Link to={paths.dashboard.exchangeRates()}>{t('staleRatesLink')}</Link>
    </Alert>
  );
}
