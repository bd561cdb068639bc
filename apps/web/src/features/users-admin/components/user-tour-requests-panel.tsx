import type { TourRequest, User } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Icon } from '../../../components/icon/icon';
import { useDeleteTourRequestMutation } from '../api/delete-tour-request';
import { useUserTourRequests } from '../api/user-tour-requests';
import { usePageSize } from '../../../components/use-page-size';
import { ListPagination } from './list-pagination';
import { runWithToast } from './run-with-toast';
import { UserPanel } from './user-panel';
import { fullName } from './user-table';
import { useUsersT } from '../texts';

/** The date is the first 10 characters of tourTime, the time the part after the T. */
const tourDate = (tourTime: string) => tourTime.slice(0, 10);
const tourClock = (tourTime: string) => tourTime.slice(11, 16);

function TourRow({ tour, onDelete }: { tour: TourRequest; onDelete: (tour: TourRequest) => void }) {
  const t = useUsersT();
  return (
    <tr>
      <td data-label={t('tours.property')} className="users-admin__wrap">
        {tour.advert.title}
      </td>
      <td data-label={t('tours.guest')}>{fullName(tour.guestUser)}</td>
      <td data-label={t('tours.owner')}>{fullName(tour.ownerUser)}</td>
      <td data-label={t('tours.status')}>{t(`tourStatus.${tour.status}`)}</td>
      <td data-label={t('tours.date')}>{tourDate(tour.tourTime)}</td>
      <td data-label={t('tours.time')}>{tourClock(tour.tourTime)}</td>
      <td data-label={t('col.action')}>
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={t('tours.deleteLabel', { title: tour.advert.title })}
          onClick={() => onDelete(tour)}
        >
          <Icon name="trash" />
        </Button>
      </td>
    </tr>
  );
}

/** The tour requests the user made or received, found by their name (see the API call). */
export function UserTourRequestsPanel({ user }: { user: User }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('user-tour-requests');
  const changeSize = (next: number) => {
    setSize(next);
    setPage(0);
  };
  const tours = useUserTourRequests(user, page, size);
  const remove = useDeleteTourRequestMutation();
  const [deleting, setDeleting] = useState<TourRequest>();
  const data = tours.data;
  const t = useUsersT();

  const removeTour = async (id: number) => {
    setDeleting(undefined);
    const lastOnPage = data?.content.length === 1 && page > 0;
    if ((await runWithToast(() => remove.mutateAsync(id))) && lastOnPage) setPage(page - 1);
  };

  return (
    <UserPanel
      title={t('tours.title')}
      total={data?.totalElements}
      query={tours}
      pageSize={{ size, label: t('tours.perPage'), onChange: changeSize }}
    >
      {data && data.content.length > 0 ? (
        <table className="table align-middle users-admin-table">
          <thead>
            <tr>
              <th scope="col">{t('tours.property')}</th>
              <th scope="col">{t('tours.guest')}</th>
              <th scope="col">{t('tours.owner')}</th>
              <th scope="col">{t('tours.status')}</th>
              <th scope="col">{t('tours.date')}</th>
              <th scope="col">{t('tours.time')}</th>
              <th scope="col">{t('col.action')}</th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((tour) => (
              <TourRow key={tour.id} tour={tour} onDelete={setDeleting} />
            ))}
          </tbody>
        </table>
      ) : null}
      {data?.totalElements === 0 ? <p className="text-muted mb-0">{t('tours.none')}</p> : null}
      {data ? (
        <ListPagination
          page={data.number}
          totalPages={data.totalPages}
          onPageChange={setPage}
          label={t('tours.pages')}
        />
      ) : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={
          deleting
            ? t('tours.deleteQuestion', {
                title: deleting.advert.title,
                date: tourDate(deleting.tourTime),
                time: tourClock(deleting.tourTime),
              })
            : ''
        }
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && void removeTour(deleting.id)}
        onCancel={() => setDeleting(undefined)}
      />
    </UserPanel>
  );
}
