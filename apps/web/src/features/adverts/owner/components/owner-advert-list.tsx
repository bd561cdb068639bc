import type { Advert } from '@estate/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryStatus } from '../../../../components/query-status';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Icon } from '../../../../components/icon/icon';
import { ListPaging } from '../../../../components/list-paging';
import { usePageSize } from '../../../../components/use-page-size';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useDeleteAdvertMutation } from '../api/delete-advert';
import { type OwnerAdvertsParams } from '../../shared';
import { useOwnerAdverts } from '../api/owner-adverts';
import { OwnerAdvertFilters } from './owner-advert-filters';
import { OwnerAdvertTable } from './owner-advert-table';
import { paths } from '../../../../lib/paths';
import { useMemberT } from '../../../../i18n/member-texts';

/** The specification's English texts (docs/product.md#public-site); shown in the reader's language. */
export const ADVERT_DELETED_MESSAGE = 'This Advert is deleted successfully';
export const deleteAdvertQuestion = (title: string) =>
  `Are you sure you want to delete this Advert? Advert Title = ${title}`;

/** Deletes and says so; a refusal shows the server's message. True when it was deleted. */
async function deleteWithToast(remove: () => Promise<unknown>, deleted: string): Promise<boolean> {
  try {
    await remove();
    toast.success(deleted);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

function NoAdverts({ filtered }: { filtered: boolean }) {
  const t = useMemberT();
  return (
    <div className="empty-state text-center py-4">
      <p>{filtered ? t('myAdverts.noMatch') : t('myAdverts.none')}</p>
      <Link to={paths.dashboard.addNewAdvert()} className="btn btn-primary">
        <Icon name="plus-lg" className="me-1" />
        {t('myAdverts.newAdvert')}
      </Link>
    </div>
  );
}

/**
 * The owner's adverts, three a page unless they chose more (docs/product.md#page-sizes), with
 * search, status filter, total, edit and delete.
 */
export function OwnerAdvertList({ onEdit }: { onEdit: (id: number) => void }) {
  const [params, setParams] = useState<Omit<OwnerAdvertsParams, 'size'>>({
    page: 0,
    q: '',
    status: '',
  });
  const t = useMemberT();
  const [size, setSize] = usePageSize('my-adverts');
  const [deleting, setDeleting] = useState<Advert>();
  const adverts = useOwnerAdverts({ ...params, size });
  const remove = useDeleteAdvertMutation();

  const confirmDelete = async () => {
    if (!deleting) return;
    const advert = deleting;
    setDeleting(undefined);
    const lastOnPage = adverts.data?.content.length === 1 && params.page > 0;
    if (await deleteWithToast(() => remove.mutateAsync(advert.id), t('myAdverts.deleted')))
      if (lastOnPage) setParams((p) => ({ ...p, page: p.page - 1 }));
  };

  const data = adverts.data;
  const filtered = params.q.trim() !== '' || params.status !== '';
  return (
    <div className="panel">
      <OwnerAdvertFilters
        params={params}
        onSearch={(q, status) => setParams({ page: 0, q, status })}
      />
      <QueryStatus query={adverts} />
      {data ? (
        <p className="my-adverts__total" aria-live="polite">
          {t('myAdverts.total', { total: data.totalElements })}
        </p>
      ) : null}
      {data && data.content.length > 0 ? (
        <>
          <OwnerAdvertTable adverts={data.content} onEdit={onEdit} onDelete={setDeleting} />
          <ListPaging
            page={data.number}
            totalPages={data.totalPages}
            size={size}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
            onSizeChange={setSize}
            pagesLabel={t('myAdverts.pages')}
          />
        </>
      ) : null}
      {data && data.totalElements === 0 ? <NoAdverts filtered={filtered} /> : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={deleting ? t('myAdverts.deleteQuestion', { title: deleting.title }) : ''}
        confirmLabel={t('myAdverts.delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
