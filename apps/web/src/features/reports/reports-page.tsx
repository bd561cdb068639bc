import { useMemo, useState } from 'react';
import { DashboardPageHeader } from '../../components/dashboard-page-header';
import { useLanguage } from '../../i18n';
import { QueryStatus } from '../../components/query-status';
import { useRangeReport } from './api/range-report';
import { ReportPanel } from './components/report-panel';
import { ReportRangePicker } from './components/report-range-picker';
import { reportDatasets } from './lib/report-datasets';
import { presetRange, type DateRange, type RangePreset } from './lib/report-range';
import { useReportsT } from './texts';
import './reports.scss';

/** Figures and charts over a date range; staff see the marketplace, a customer their adverts. */
export function ReportsPage() {
  const [preset, setPreset] = useState<RangePreset>('30d');
  const [range, setRange] = useState<DateRange>(() => presetRange('30d'));
  const report = useRangeReport(range);
  const t = useReportsT();
  // The datasets carry their titles and columns, so they are built again in another language.
  const language = useLanguage();
  const datasets = useMemo(
    () => (report.data ? reportDatasets(report.data, language) : []),
    [report.data, language],
  );

  const choosePreset = (next: RangePreset) => {
    setPreset(next);
    if (next !== 'custom') setRange(presetRange(next));
  };

  return (
    <>
      <DashboardPageHeader title={t('title')}>
        {report.data?.scope === 'OWN' ? t('leadOwn') : t('leadAll')}
      </DashboardPageHeader>
      <ReportRangePicker
        preset={preset}
        range={range}
        onPreset={choosePreset}
        onCustom={setRange}
      />
      {report.isError || !report.data ? (
        <QueryStatus query={report} loadingText={t('loading')} />
      ) : (
        <div aria-busy={report.isFetching}>
          <p className="report-note" aria-live="polite">
            {t('note', {
              interval: report.data.interval,
              from: report.data.from,
              to: report.data.to,
            })}
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
