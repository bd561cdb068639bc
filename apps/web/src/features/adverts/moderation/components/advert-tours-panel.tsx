import type { TourRequest } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { QueryStatus } from '../../../../components/query-status';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Icon } from '../../../../components/icon/icon';
import { Pager } from '../../../../components/pager';
import { PageSizeSelect } from '../../../../components/page-size-select';
import { usePageSize } from '../../../../components/use-page-size';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import {
  deleteTourRequest,
  personName,
  tourDateOf,
  tourRequestKeys,
  TourStatusBadge,
  tourTimeOf,
} from '../../../tour-requests';
import { useAdvertTourRequests } from '../api/advert-tour-requests';
import { moderationKeys } from '../api/keys';

export const DELETE_TOUR_QUESTION = 'Are you sure you want to delete this tour request?';

function useDeleteAdvertTour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTourRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
        queryClient.invalidateQueries({ queryKey: tourRequestKeys.all }),
      ]),
  });
}

function TourRow({ request, onDelete }: { request: TourRequest; onDelete: () => void }) {
  const guest = personName(request.guestUser);
  return (
    <tr>
      <td data-label="Guest">{guest}</td>
      <td data-label="Status">
        <TourStatusBadge status={request.status} />
      </td>
      <td data-label="Date">{tourDateOf(request)}</td>
      <td data-label="Time">{tourTimeOf(request)}</td>
      <td data-label="Action">
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={`Delete the tour request of ${guest}`}
          onClick={onDelete}
        >
          <Icon name="trash" />
        </Button>
      </td>
    </tr>
  );
}

/** Staff's tour requests panel for an advert: its requests, total, pages, delete. */
export function AdvertToursPanel({ advertId }: { advertId: number }) {
  const [page, setPage] = useState(0);
  const [size, setSize] = usePageSize('moderation-tours');
  const [deleting, setDeleting] = useState<TourRequest>();
  const tours = useAdvertTourRequests(advertId, page, size);
  const remove = useDeleteAdvertTour();
  const data = tours.data;

  const confirmDelete = async () => {
    const request = deleting!;
    setDeleting(undefined);
    try {
      const { message } = await remove.mutateAsync(request.id);
      toast.success(message);
      if (data?.content.length === 1 && page > 0) setPage(page - 1);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <section className="panel mt-4" aria-labelledby="advert-tours-title">
      <h2 id="advert-tours-title" className="advert-form__section-title">
        Tour Requests
      </h2>
      <QueryStatus query={tours} />
      {data ? <p className="my-adverts__total">Total: {data.totalElements}</p> : null}
      {data && data.content.length > 0 ? (
        <>
          <table className="table align-middle owner-adverts-table advert-tours-table">
            <thead>
              <tr>
                <th scope="col">Guest</th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
                <th scope="col">Time</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((request) => (
                <TourRow key={request.id} request={request} onDelete={() => setDeleting(request)} />
              ))}
            </tbody>
          </table>
          <div className="list-paging">
            <Pager
              page={data.number}
              totalPages={data.totalPages}
              onPageChange={setPage}
              label="Tour request pages"
            />
            <PageSizeSelect
              size={size}
              onChange={(next) => {
                setSize(next);
                setPage(0);
              }}
            />
          </div>
        </>
      ) : null}
      {data && data.totalElements === 0 ? <p className="mb-0">No tour requests found.</p> : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={DELETE_TOUR_QUESTION}
        subject={
          deleting
            ? `${personName(deleting.guestUser)}, ${tourDateOf(deleting)} ${tourTimeOf(deleting)}`
            : undefined
        }
        confirmLabel="Delete"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}
