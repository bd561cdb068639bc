import { useState } from 'react';
import { useUserLogs } from '../api/user-logs';
import { usePageSize } from '../../../components/use-page-size';
import { ListPagination } from './list-pagination';
import { UserPanel } from './user-panel';
import { useUsersT } from '../texts';

/** "2026-11-20T09:30:12.000Z" → "2026-11-20 09:30". */
const logDate = (createAt: string) => createAt.slice(0, 16).replace('T', ' ');

/**
 * The user's activity log, newest first, with the columns Action and Date; paged on the client,
 * three at a time unless staff chose more.
 */
export function UserLogsPanel({ userId }: { userId: number }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('user-logs');
  const changeSize = (next: number) => {
    setSize(next);
    setPage(0);
  };
  const logs = useUserLogs(userId);
  const entries = logs.data ?? [];
  const totalPages = Math.ceil(entries.length / size);
  // A reload with fewer entries must not leave the page past the end.
  const current = Math.min(page, Math.max(totalPages - 1, 0));
  const shown = entries.slice(current * size, (current + 1) * size);
  const t = useUsersT();

  return (
    <UserPanel
      title={t('logs.title')}
      total={logs.data?.length}
      query={logs}
      pageSize={{ size, label: t('logs.perPage'), onChange: changeSize }}
    >
      {shown.length > 0 ? (
        <table className="table align-middle users-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('col.action')}</th>
              <th scope="col">{t('logs.date')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('col.action')} className="users-admin__wrap">
                  {entry.log}
                </td>
                <td data-label={t('logs.date')} className="text-nowrap">
                  {logDate(entry.createAt)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {logs.data?.length === 0 ? <p className="text-muted mb-0">{t('logs.none')}</p> : null}
      <ListPagination
        page={current}
        totalPages={totalPages}
        onPageChange={setPage}
        label={t('logs.pages')}
      />
    </UserPanel>
  );
}
