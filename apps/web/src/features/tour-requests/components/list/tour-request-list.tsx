import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { QueryStatus } from '../../../../components/query-status';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Icon } from '../../../../components/icon/icon';
import { ListPaging } from '../../../../components/list-paging';
import { usePageSize } from '../../../../components/use-page-size';
import type { TourRequestView } from '../../api/keys';
import { useTourRequests } from '../../api/tour-requests';
import { ChangeTimeDialog } from '../change-time/change-time-dialog';
import { TourRequestInfo } from './tour-request-info';
import { tourQuestion } from '../shared/tour-questions';
import { TourRequestTable } from './tour-request-table';
import { useTourCommands } from '../shared/use-tour-commands';
import { useVisitsT } from '../../texts';

function TourSearch({ onSearch }: { onSearch: (q: string) => void }) {
  const t = useVisitsT();
  const [q, setQ] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(q);
  };
  return (
    <Form className="tour-requests__search" role="search" onSubmit={submit}>
      <Form.Control
        type="search"
        placeholder={t('searchTourRequests')}
        aria-label={t('searchTourRequests')}
        value={q}
        maxLength={100}
        onChange={(event) => setQ(event.target.value)}
      />
      <Button type="submit" variant="primary">
        <Icon name="search" className="me-1" />
        {t('search')}
      </Button>
    </Form>
  );
}

/** One view of the tour requests with search, paging, the row actions and their dialogs. */
export function TourRequestList({ view }: { view: TourRequestView }) {
  const t = useVisitsT();
  const [params, setParams] = useState({ view, page: 0, q: '' });
  const [size, setSize] = usePageSize(`tour-requests-${view}`);
  const requests = useTourRequests({ ...params, size });
  const commands = useTourCommands();
  const data = requests.data;
  return (
    <div className="panel">
      <TourSearch onSearch={(q) => setParams((p) => ({ ...p, page: 0, q }))} />
      <QueryStatus query={requests} />
      {data && data.content.length > 0 ? (
        <>
          <TourRequestTable
            requests={data.content}
            busyId={commands.busyId}
            onCommand={commands.onCommand}
          />
          <ListPaging
            page={data.number}
            totalPages={data.totalPages}
            size={size}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
            onSizeChange={setSize}
            pagesLabel={t('tourRequestPages')}
          />
        </>
      ) : null}
      {data && data.content.length === 0 ? (
        <p className="empty-state text-center py-4">{t('noTourRequests')}</p>
      ) : null}
      <ConfirmDialog
        show={commands.asking !== undefined}
        {...(commands.asking
          ? tourQuestion(commands.asking.command, commands.asking.request)
          : { message: '', confirmLabel: '' })}
        onConfirm={commands.confirm}
        onCancel={commands.cancelAsking}
      />
      <ChangeTimeDialog
        request={commands.moving}
        onChanged={commands.timeChanged}
        onClose={commands.closeMove}
      />
      <TourRequestInfo request={commands.showing} onClose={commands.closeInfo} />
    </div>
  );
}
