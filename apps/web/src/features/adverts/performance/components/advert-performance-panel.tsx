import type { AdvertPerformance } from '@estate/contracts';
import { lazy, Suspense } from 'react';
import { LoadingPanel } from '../../../../components/loading-panel';
import { QueryStatus } from '../../../../components/query-status';
import { formatNumber } from '../../../../i18n';
import { useAdvertPerformance } from '../api/advert-performance';
import { usePerformanceT, type PerformanceT } from '../texts';
import { describePerformance, PERFORMANCE_SERIES, performanceDay } from './performance-series';

// The chart library is fetched only when a panel opens: other pages never load it.
const PerformanceChart = lazy(() => import('./performance-chart'));

function PerformanceTotals({
  totals,
  t,
}: {
  totals: AdvertPerformance['totals'];
  t: PerformanceT;
}) {
  return (
    <dl className="advert-performance__totals">
      {PERFORMANCE_SERIES.map((s) => (
        <div key={s.key} className="advert-performance__total">
          <dt>
            <span
              className="advert-performance__swatch"
              style={{ backgroundColor: s.colour }}
              aria-hidden="true"
            />
            {t(s.key)}
          </dt>
          <dd>{formatNumber(totals[s.key])}</dd>
        </div>
      ))}
    </dl>
  );
}

function PerDayTable({ performance, t }: { performance: AdvertPerformance; t: PerformanceT }) {
  return (
    <details className="advert-performance__days">
      <summary>{t('perDay')}</summary>
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">{t('day')}</th>
            {PERFORMANCE_SERIES.map((s) => (
              <th scope="col" key={s.key}>
                {t(s.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {performance.series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{performanceDay(day.date)}</th>
              {PERFORMANCE_SERIES.map((s) => (
                <td key={s.key}>{formatNumber(day[s.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

function LoadedPanel({ advertId, title }: { advertId: number; title: string }) {
  const t = usePerformanceT();
  const performance = useAdvertPerformance(advertId);
  const data = performance.data;
  if (!data) return <QueryStatus query={performance} loadingText={t('loading')} />;
  return (
    <section className="advert-performance" aria-label={t('panel', { title })}>
      <h3 className="advert-performance__heading">
        {t('lastDays', { days: data.days })}{' '}
        <small>
          {t('range', { from: performanceDay(data.from), to: performanceDay(data.to) })}
        </small>
      </h3>
      <PerformanceTotals totals={data.totals} t={t} />
      <div role="img" aria-label={describePerformance(data, t)}>
        <Suspense fallback={<div className="advert-performance__chart">{t('loadingChart')}</div>}>
          <PerformanceChart series={data.series} labels={PERFORMANCE_SERIES.map((s) => t(s.key))} />
        </Suspense>
      </div>
      <PerDayTable performance={data} t={t} />
    </section>
  );
}

/** One advert's last 30 days: totals, a chart of each day and the same figures as a table. */
export function AdvertPerformancePanel(props: { advertId: number; title: string }) {
  // Its Turkish texts arrive once, inside the opened row, not over the whole list.
  return (
    <Suspense fallback={<LoadingPanel />}>
      <LoadedPanel {...props} />
    </Suspense>
  );
}
