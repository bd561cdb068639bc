import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import ButtonGroup from 'react-bootstrap/ButtonGroup';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { Icon } from '../../../components/icon/icon';
import { downloadCsv } from '../lib/report-csv';
import type { ReportDataset } from '../lib/report-datasets';
import type { DateRange } from '../lib/report-range';
import { useReportsT } from '../texts';
import { ReportTable } from './report-table';

// uPlot is fetched with the first chart, never by other pages.
const ReportChart = lazy(() => import('./report-chart'));

type View = 'chart' | 'table';

function ViewToggle({ view, onChange }: { view: View; onChange: (v: View) => void }) {
  const t = useReportsT();
  return (
    <ButtonGroup size="sm" aria-label={t('panel.showAs')}>
      {(['chart', 'table'] as const).map((v) => (
        <Button
          key={v}
          variant={view === v ? 'secondary' : 'outline-secondary'}
          aria-pressed={view === v}
          onClick={() => onChange(v)}
        >
          {v === 'chart' ? t('panel.chart') : t('panel.table')}
        </Button>
      ))}
    </ButtonGroup>
  );
}

function ChartFallback() {
  const t = useReportsT();
  return (
    <div className="report-chart report-chart--loading">
      <Spinner animation="border" size="sm" role="status">
        <span className="visually-hidden">{t('panel.loadingChart')}</span>
      </Spinner>
    </div>
  );
}

/** One figure of the Reports page: chart or table, and its CSV download. */
export function ReportPanel({ dataset, range }: { dataset: ReportDataset; range: DateRange }) {
  const [view, setView] = useState<View>('chart');
  const hasChart = dataset.chart !== 'none';
  const empty = dataset.rows.length === 0;
  const headingId = `report-${dataset.id}`;
  const t = useReportsT();
  return (
    <Card as="section" className="report-panel h-100" aria-labelledby={headingId}>
      <Card.Header className="report-panel__header">
        <h2 id={headingId} className="report-panel__title">
          {dataset.title}
        </h2>
        <div className="report-panel__actions">
          {hasChart && !empty ? <ViewToggle view={view} onChange={setView} /> : null}
          <Button
            size="sm"
            variant="outline-primary"
            onClick={() => void downloadCsv(dataset, range)}
            aria-label={t('panel.download', { title: dataset.title })}
          >
            <Icon name="download" /> CSV
          </Button>
        </div>
      </Card.Header>
      <Card.Body>
        {empty ? (
          <p className="text-body-secondary mb-0">{t('panel.empty')}</p>
        ) : hasChart && view === 'chart' ? (
          <Suspense fallback={<ChartFallback />}>
            <ReportChart dataset={dataset} />
          </Suspense>
        ) : (
          <ReportTable dataset={dataset} />
        )}
      </Card.Body>
    </Card>
  );
}
