import { useState } from 'react';
import { QueryStatus } from '../../../../components/query-status';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { Pager } from '../../../../components/pager';
import { PageSizeSelect } from '../../../../components/page-size-select';
import { toast } from '../../../../components/toast';
import { errorMessage } from '../../../../lib/api-error';
import { useDeleteAdminAdvert } from '../api/admin-advert';
import { useModerationAdverts, type ModerationRowAdvert } from '../api/moderation-adverts';
import { filtersToUrl, type ModerationFilters } from '../moderation-filters';
import { useModerationT } from '../texts';
import { BulkActions } from './bulk-actions';
import { ModerationTable } from './moderation-table';
import { useSelection } from './use-selection';

/** The versions the page shows of the selected adverts, by id. */
const versionsOf = (adverts: ModerationRowAdvert[], selected: ReadonlySet<number>) =>
  Object.fromEntries(adverts.filter((a) => selected.has(a.id)).map((a) => [a.id, a.version]));

interface ModerationListProps {
  filters: ModerationFilters;
  onPage: (page: number, size?: number) => void;
  onEdit: (id: number) => void;
}

/** The adverts found, their total and pages, with bulk approval, edit and delete. */
export function ModerationList({ filters, onPage, onEdit }: ModerationListProps) {
  const adverts = useModerationAdverts(filters);
  const remove = useDeleteAdminAdvert();
  const selection = useSelection();
  const [deleting, setDeleting] = useState<ModerationRowAdvert>();
  const data = adverts.data;
  const t = useModerationT();

  const confirmDelete = async () => {
    const advert = deleting!;
    setDeleting(undefined);
    try {
      await remove.mutateAsync(advert.id);
      toast.success(t('list.deleted'));
      selection.setMany([advert.id], false);
      if (data?.content.length === 1 && filters.page > 0) onPage(filters.page - 1);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="panel">
      <QueryStatus query={adverts} />
      <div className="moderation-list__head">
        {data ? (
          <p className="my-adverts__total mb-0" aria-live="polite">
            {t('list.total', { total: data.totalElements })}
          </p>
        ) : (
          <span />
        )}
        <PageSizeSelect size={filters.size} onChange={(size) => onPage(0, size)} />
      </div>
      <BulkActions
        selected={[...selection.selected]}
        versions={versionsOf(data?.content ?? [], selection.selected)}
        onDone={selection.reset}
      />
      {data && data.content.length > 0 ? (
        <>
          <ModerationTable
            adverts={data.content}
            search={filtersToUrl(filters).toString()}
            selected={selection.selected}
            onToggle={selection.toggle}
            onToggleAll={(select) =>
              selection.setMany(
                data.content.map((a) => a.id),
                select,
              )
            }
            onEdit={onEdit}
            onDelete={setDeleting}
          />
          <Pager
            page={data.number}
            totalPages={data.totalPages}
            onPageChange={(page) => onPage(page)}
            label={t('list.pages')}
          />
        </>
      ) : null}
      {data && data.totalElements === 0 ? (
        <p className="empty-state text-center py-4">{t('list.noMatch')}</p>
      ) : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={deleting ? t('list.deleteQuestion', { title: deleting.title }) : ''}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
