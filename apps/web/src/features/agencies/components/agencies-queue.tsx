import type { AgencyQueueItem, AgencyStatus } from '@estate/contracts/agencies';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Nav from 'react-bootstrap/Nav';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { FormAlert } from '../../../components/forms';
import { ListPaging } from '../../../components/list-paging';
import { PromptDialog } from '../../../components/prompt-dialog';
import { QueryStatus } from '../../../components/query-status';
import { usePageSize } from '../../../components/use-page-size';
import { errorMessage } from '../../../lib/api-error';
import { useAgencyQueue, useDecideAgency } from '../api/agencies';
import { useAgenciesT } from '../texts';

const STATUSES: AgencyStatus[] = ['PENDING', 'VERIFIED', 'REFUSED'];

/** /dashboard/agencies (staff): the verification queue (docs/product.md#agencies). */
export function AgenciesQueue() {
  const t = useAgenciesT();
  const [status, setStatus] = useState<AgencyStatus>('PENDING');
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('agencies');
  const queue = useAgencyQueue(status, page, size);
  const data = queue.data;
  return (
    <div className="agency-queue">
      <DashboardPageHeader title={t('queueTitle')}>{t('queueLead')}</DashboardPageHeader>
      <Nav
        variant="pills"
        activeKey={status}
        onSelect={(key) => {
          setStatus(STATUSES.find((s) => s === key) ?? 'PENDING');
          setPage(0);
        }}
      >
        {STATUSES.map((s) => (
          <Nav.Item key={s}>
            <Nav.Link as="button" eventKey={s}>
              {t(`status.${s}`)}
            </Nav.Link>
          </Nav.Item>
        ))}
      </Nav>
      <QueryStatus query={queue} loadingText={t('queueLoading')} />
      {data?.totalElements === 0 ? <p className="text-center py-4">{t('noneOfStatus')}</p> : null}
      <ol className="list-unstyled" aria-label={t('agencies')}>
        {data?.content.map((agency) => (
          <li key={agency.id}>
            <QueuedAgency agency={agency} />
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

function QueuedAgency({ agency }: { agency: AgencyQueueItem }) {
  const t = useAgenciesT();
  const decide = useDecideAgency(agency.id);
  const [asking, setAsking] = useState<'approve' | 'refuse' | null>(null);
  const { status, reason } = agency.verification;
  return (
    <article className="border rounded p-3 mb-3" aria-label={agency.name}>
      <h2 className="h5">
        {agency.name} <Badge bg="secondary">{t(`status.${status}`)}</Badge>
      </h2>
      <p className="mb-1">
        {agency.licenceNumber} · {agency.phone} · {agency.email}
      </p>
      <p className="mb-1">
        {agency.address}, {agency.district.name}, {agency.city.name}, {agency.country.name}
      </p>
      {agency.owner ? <p className="mb-1">{t('owner', agency.owner)}</p> : null}
      <p className="mb-2">{t('memberCount', { count: agency.members })}</p>
      {reason ? <p>{t('refusedReason', { reason })}</p> : null}
      <FormAlert variant="danger" message={decide.isError ? errorMessage(decide.error) : null} />
      {status === 'PENDING' ? (
        <div className="d-flex gap-2">
          <Button onClick={() => setAsking('approve')}>{t('approve')}</Button>
          <Button variant="outline-danger" onClick={() => setAsking('refuse')}>
            {t('refuse')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        show={asking === 'approve'}
        message={t('approveQuestion', { name: agency.name })}
        confirmLabel={t('approve')}
        cancelLabel={t('cancel')}
        onConfirm={() => {
          setAsking(null);
          decide.mutate({ action: 'APPROVE' });
        }}
        onCancel={() => setAsking(null)}
      />
      <PromptDialog
        show={asking === 'refuse'}
        message={t('refuseReason', { name: agency.name })}
        initialValue=""
        onConfirm={(value) => {
          setAsking(null);
          decide.mutate({ action: 'REFUSE', reason: value });
        }}
        onCancel={() => setAsking(null)}
      />
    </article>
  );
}
