import { useMemo, useState } from 'react';
import { DashboardPageHeader } from '../../components/dashboard-page-header';
import { QueryStatus } from '../../components/query-status';
import { useRangeReport } from './api/range-report';
import { ReportPanel } from './components/report-panel';
import { ReportRangePicker } from './components/report-range-picker';
import { reportDatasets } from './lib/report-datasets';
import { presetRange, type DateRange, type RangePreset } from './lib/report-range';
import './reports.scss';

const INTERVAL_NOTE = {
  day: 'Counted per day',
  week: 'Counted per week (weeks start on Monday)',
  month: 'Counted per month',
} as const;

/** Figures and charts over a date range; staff see the marketplace, a customer their adverts. */
export function ReportsPage() {
  const [preset, setPreset] = useState<RangePreset>('30d');
  const [range, setRange] = useState<DateRange>(() => presetRange('30d'));
  const report = useRangeReport(range);
  const datasets = useMemo(() => (report.data ? reportDatasets(report.data) : []), [report.data]);

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next));
  };

  return (
    <>
      <DashboardPageHeader title="Reports">
        {report.data?.scope === 'OWN'
          ? 'Figures of your own adverts and the tour requests on them.'
          : 'Figures of the whole marketplace.'}
      </DashboardPageHeader>
      <ReportRangePicker
        preset={preset}
        range={range}
        onPreset={choosePreset}
        onCustom={setRange}
      />
      {report.isError || !report.data ? (
        <QueryStatus query={report} loadingText="Loading reports..." />
      ) : (
        <div aria-busy={report.isFetching}>
          <p className="report-note" aria-live="polite">
            {INTERVAL_NOTE[report.data.interval]}, {report.data.from} to {report.data.to} (UTC).
          </p>
          <div className="report-grid">
            {datasets.map((dataset) => (
              <ReportPanel
                key={dataset.id}
                dataset={dataset}
                range={{ from: report.data.from, to: report.data.to }}
              />
            ))}
          </div>
        </div>
      )}
    </>
  );
}
