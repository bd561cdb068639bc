import type { TourRequest } from '@estate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { QueryStatus } from '../../../../components/query-status';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Icon } from '../../../../components/icon/icon';
import { ListPaging } from '../../../../components/list-paging';
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
import { useModerationT } from '../texts';

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
  const t = useModerationT();
  return (
    <tr>
      <td data-label={t('tours.guest')}>{guest}</td>
      <td data-label={t('tours.status')}>
        <TourStatusBadge status={request.status} />
      </td>
      <td data-label={t('tours.date')}>{tourDateOf(request)}</td>
      <td data-label={t('tours.time')}>{tourTimeOf(request)}</td>
      <td data-label={t('tours.action')}>
        <Button
          variant="outline-danger"
          size="sm"
          aria-label={t('tours.deleteLabel', { guest })}
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
  const t = useModerationT();

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
        {t('tours.title')}
      </h2>
      <QueryStatus query={tours} />
      {data ? (
        <p className="my-adverts__total">{t('tours.total', { total: data.totalElements })}</p>
      ) : null}
      {data && data.content.length > 0 ? (
        <>
          <table className="table align-middle owner-adverts-table advert-tours-table">
            <thead>
              <tr>
                <th scope="col">{t('tours.guest')}</th>
                <th scope="col">{t('tours.status')}</th>
                <th scope="col">{t('tours.date')}</th>
                <th scope="col">{t('tours.time')}</th>
                <th scope="col">{t('tours.action')}</th>
              </tr>
            </thead>
            <tbody>
              {data.content.map((request) => (
                <TourRow key={request.id} request={request} onDelete={() => setDeleting(request)} />
              ))}
            </tbody>
          </table>
          <ListPaging
            page={data.number}
            totalPages={data.totalPages}
            size={size}
            onPageChange={setPage}
            onSizeChange={setSize}
            pagesLabel={t('tours.pages')}
          />
        </>
      ) : null}
      {data && data.totalElements === 0 ? <p className="mb-0">{t('tours.none')}</p> : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={t('tours.deleteQuestion')}
        subject={
          deleting
            ? `${personName(deleting.guestUser)}, ${tourDateOf(deleting)} ${tourTimeOf(deleting)}`
            : undefined
        }
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </section>
  );
}
