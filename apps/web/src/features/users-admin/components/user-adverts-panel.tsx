import type { Advert } from '@estate/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AdvertStatusBadge } from '../../../components/advert-status-badge';
import { paths } from '../../../lib/paths';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteUserAdvertMutation } from '../api/delete-user-advert';
import { useUserAdverts } from '../api/user-adverts';
import { usePageSize } from '../../../components/use-page-size';
import { ListPagination } from './list-pagination';
import { runWithToast } from './run-with-toast';
import { UserPanel } from './user-panel';
import { RowActions } from '../../../components/row-actions';
import { useUsersT } from '../texts';

/** Where staff edit an advert: the moderation screen, told which advert to open. */
export const advertEditPath = paths.dashboard.advertEdit;

function AdvertRow({ advert, onDelete }: { advert: Advert; onDelete: (a: Advert) => void }) {
  const navigate = useNavigate();
  const t = useUsersT();
  return (
    <tr>
      <td data-label={t('adverts.colTitle')} className="users-admin__wrap">
        {advert.title}
      </td>
      <td data-label={t('adverts.datePublished')}>{advert.createAt.slice(0, 10)}</td>
      <td data-label={t('adverts.status')}>
        <AdvertStatusBadge status={advert.status} />
      </td>
      <td data-label={t('col.action')}>
        <RowActions
          label={advert.title}
          onEdit={() => void navigate(advertEditPath(advert.id))}
          onDelete={() => onDelete(advert)}
        />
      </td>
    </tr>
  );
}

/** The user's adverts, three a page, each editable and deletable. */
export function UserAdvertsPanel({ userId }: { userId: number }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('user-adverts');
  const changeSize = (next: number) => {
    setSize(next);
    setPage(0);
  };
  const [deleting, setDeleting] = useState<Advert>();
  const adverts = useUserAdverts(userId, page, size);
  const remove = useDeleteUserAdvertMutation();
  const data = adverts.data;
  const t = useUsersT();

  const confirmDelete = async (advert: Advert) => {
    setDeleting(undefined);
    const lastOnPage = data?.content.length === 1 && page > 0;
    const deleted = await runWithToast(() => remove.mutateAsync(advert.id), t('adverts.deleted'));
    if (deleted && lastOnPage) setPage(page - 1);
  };

  return (
    <UserPanel
      title={t('adverts.title')}
      total={data?.totalElements}
      query={adverts}
      pageSize={{ size, label: t('adverts.perPage'), onChange: changeSize }}
    >
      {data && data.content.length > 0 ? (
        <table className="table align-middle users-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('adverts.colTitle')}</th>
              <th scope="col">{t('adverts.datePublished')}</th>
              <th scope="col">{t('adverts.status')}</th>
              <th scope="col">{t('col.action')}</th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((advert) => (
              <AdvertRow key={advert.id} advert={advert} onDelete={setDeleting} />
            ))}
          </tbody>
        </table>
      ) : null}
      {data?.totalElements === 0 ? <p className="text-muted mb-0">{t('adverts.none')}</p> : null}
      {data ? (
        <ListPagination
          page={data.number}
          totalPages={data.totalPages}
          onPageChange={setPage}
          label={t('adverts.pages')}
        />
      ) : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={deleting ? t('adverts.deleteQuestion', { title: deleting.title }) : ''}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </UserPanel>
  );
}
