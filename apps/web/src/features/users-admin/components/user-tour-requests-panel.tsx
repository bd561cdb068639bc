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

/** The date is the first 10 characters of tourTime, the time the part after the T. */
const tourDate = (tourTime: string) => tourTime.slice(0, 10);
const tourClock = (tourTime: string) => tourTime.slice(11, 16);

export const deleteUserTourQuestion = (tour: TourRequest) =>
  `Are you sure you want to delete the tour of ${tour.advert.title} on ${tourDate(tour.tourTime)} at ${tourClock(tour.tourTime)}?`;

function TourRow({ tour, onDelete }: { tour: TourRequest; onDelete: (tour: TourRequest) => void }) {
  return (
    <tr>
      <td data-label="Property" className="users-admin__wrap">
        {tour.advert.title}
      </td>
      <td data-label="Guest">{fullName(tour.guestUser)}</td>
      <td data-label="Owner">{fullName(tour.ownerUser)}</td>
      <td data-label="Status">{tour.status}</td>
      <td data-label="Tour Date">{tourDate(tour.tourTime)}</td>
      <td data-label="Tour Time">{tourClock(tour.tourTime)}</td>
      <td data-label="Action">
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={`Delete the tour of ${tour.advert.title}`}
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

  const removeTour = async (id: number) => {
    setDeleting(undefined);
    const lastOnPage = data?.content.length === 1 && page > 0;
    if ((await runWithToast(() => remove.mutateAsync(id))) && lastOnPage) setPage(page - 1);
  };

  return (
    <UserPanel
      title="Tour Requests"
      total={data?.totalElements}
      query={tours}
      pageSize={{ size, label: 'Tour requests per page', onChange: changeSize }}
    >
      {data && data.content.length > 0 ? (
        <table className="table align-middle users-admin-table">
          <thead>
            <tr>
              <th scope="col">Property</th>
              <th scope="col">Guest</th>
              <th scope="col">Owner</th>
              <th scope="col">Status</th>
              <th scope="col">Tour Date</th>
              <th scope="col">Tour Time</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {data.content.map((tour) => (
              <TourRow key={tour.id} tour={tour} onDelete={setDeleting} />
            ))}
          </tbody>
        </table>
      ) : null}
      {data?.totalElements === 0 ? (
        <p className="text-muted mb-0">No tour requests found.</p>
      ) : null}
      {data ? (
        <ListPagination
          page={data.number}
          totalPages={data.totalPages}
          onPageChange={setPage}
          label="Tour request pages"
        />
      ) : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={deleting ? deleteUserTourQuestion(deleting) : ''}
        confirmLabel="Delete"
        onConfirm={() => deleting && void removeTour(deleting.id)}
        onCancel={() => setDeleting(undefined)}
      />
    </UserPanel>
  );
}
