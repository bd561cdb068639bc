import Table from 'react-bootstrap/Table';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { QueryStatus } from '../../../components/query-status';
import { useExchangeRates } from '../api/exchange-rates';
import { useRatesT } from '../texts';
import { RateRow } from './rate-row';
import { RatesImport } from './rates-import';

/**
 * /dashboard/exchange-rates: the rate of each currency in the site currency, typed or imported
 * by staff (docs/product.md#exchange-rates).
 */
export function RatesScreen() {
  const t = useRatesT();
  const rates = useExchangeRates();
  const site = rates.data?.siteCurrency;
  return (
    <>
      <DashboardPageHeader title={t('title')}>
        {site ? t('lead', { site }) : null}
      </DashboardPageHeader>
      <QueryStatus query={rates} loadingText="Yükleniyor..." />
      {rates.data && site ? (
        <section className="panel">
          <Table responsive size="sm" className="rates-table align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('currency')}</th>
                <th scope="col">{t('rate')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('source')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('save')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rates.data.rates.map((rate) => (
                <RateRow
                  key={`${rate.currency}:${rate.rate}:${rate.rateDate}`}
                  rate={rate}
                  site={site}
                />
              ))}
            </tbody>
          </Table>
        </section>
      ) : null}
      <RatesImport />
    </>
  );
}
