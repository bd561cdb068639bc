import type { AdvertPerformance } from '@estate/contracts';
import { lazy, Suspense } from 'react';
import { QueryStatus } from '../../../../components/query-status';
import { useAdvertPerformance } from '../api/advert-performance';
import { describePerformance, PERFORMANCE_SERIES } from './performance-series';

// The chart library is fetched only when a panel opens: other pages never load it.
const PerformanceChart = lazy(() => import('./performance-chart'));

function PerformanceTotals({ totals }: { totals: AdvertPerformance['totals'] }) {
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
            {s.label}
          </dt>
          <dd>{totals[s.key]}</dd>
        </div>
      ))}
    </dl>
  );
}

function PerDayTable({ performance }: { performance: AdvertPerformance }) {
  return (
    <details className="advert-performance__days">
      <summary>Figures per day</summary>
      <table className="table table-sm">
        <thead>
          <tr>
            <th scope="col">Day</th>
            {PERFORMANCE_SERIES.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {performance.series.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              {PERFORMANCE_SERIES.map((s) => (
                <td key={s.key}>{day[s.key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** One advert's last 30 days: totals, a chart of each day and the same figures as a table. */
export function AdvertPerformancePanel({ advertId, title }: { advertId: number; title: string }) {
  const performance = useAdvertPerformance(advertId);
  const data = performance.data;
  if (!data) return <QueryStatus query={performance} loadingText="Loading performance..." />;
  return (
    <section className="advert-performance" aria-label={`Performance of ${title}`}>
      <h3 className="advert-performance__heading">
        Last {data.days} days{' '}
        <small>
          ({data.from} to {data.to}, UTC)
        </small>
      </h3>
      <PerformanceTotals totals={data.totals} />
      <div role="img" aria-label={describePerformance(data)}>
        <Suspense fallback={<div className="advert-performance__chart">Loading chart...</div>}>
          <PerformanceChart series={data.series} />
        </Suspense>
      </div>
      <PerDayTable performance={data} />
    </section>
  );
}
