import { useState } from 'react';
import Nav from 'react-bootstrap/Nav';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { ListPaging } from '../../../components/list-paging';
import { QueryStatus } from '../../../components/query-status';
import { usePageSize } from '../../../components/use-page-size';
import { useConversationReports, type ReportStatus } from '../api/conversation-reports';
import { useReportsQueueT } from '../texts';
import { ReportCard } from './report-card';

/**
 * /dashboard/conversation-reports (staff): the reports waiting for a decision, oldest first, and
 * the decided ones (docs/product.md#conversation-reports).
 */
export function ReportsQueue() {
  const t = useReportsQueueT();
  const [status, setStatus] = useState<ReportStatus>('OPEN');
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('conversation-reports');
  const reports = useConversationReports(status, page, size);
  const data = reports.data;
  return (
    <div className="report-queue">
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      <Nav
        variant="pills"
        activeKey={status}
        className="report-queue__tabs"
        onSelect={(key) => {
          setStatus(key === 'DECIDED' ? 'DECIDED' : 'OPEN');
          setPage(0);
        }}
      >
        <Nav.Item>
          <Nav.Link as="button" eventKey="OPEN">
            {t('waiting')}
          </Nav.Link>
        </Nav.Item>
        <Nav.Item>
          <Nav.Link as="button" eventKey="DECIDED">
            {t('decided')}
          </Nav.Link>
        </Nav.Item>
      </Nav>
      <QueryStatus query={reports} loadingText={t('loading')} />
      {data?.totalElements === 0 ? (
        <p className="empty-state text-center py-4">
          {status === 'OPEN' ? t('noneWaiting') : t('noneDecided')}
        </p>
      ) : null}
      <ol className="report-queue__list" aria-label={t('reports')}>
        {data?.content.map((report) => (
          <li key={report.id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ol>
      {data && data.totalElements > 0 ? (
        <ListPaging
          page={page}
          totalPages={data.totalPages}
          size={size}
          onPageChange={setPage}
          onSizeChange={setSize}
          pagesLabel={t('pages')}
          sizeLabel={t('perPage')}
          pagerFromTwoPages
        />
      ) : null}
    </div>
  );
}
