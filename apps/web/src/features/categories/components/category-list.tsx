import type { Category } from '@estate/contracts';
import { useState } from 'react';
import { QueryStatus } from '../../../components/query-status';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ListPaging } from '../../../components/list-paging';
import { usePageSize } from '../../../components/use-page-size';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useAdminCategories } from '../api/admin-categories';
import type { CategoryListParams } from '../api/keys';
import { useDeleteCategoryMutation } from '../api/save-category';
import { useCategoriesT } from '../texts';
import { ListSearch } from '../../../components/list-search';
import { CategoryTable } from './category-table';

interface CategoryListProps {
  onAdd: () => void;
  onEdit: (category: Category) => void;
}

/**
 * Search, ADD NEW, the categories three a page (or as many as chosen) with the total, edit and
 * delete (docs/product.md#categories).
 */
export function CategoryList({ onAdd, onEdit }: CategoryListProps) {
  const [params, setParams] = useState<Omit<CategoryListParams, 'size'>>({ page: 0, q: '' });
  const [size, setSize] = usePageSize('categories');
  const [deleting, setDeleting] = useState<Category>();
  const categories = useAdminCategories({ ...params, size });
  const remove = useDeleteCategoryMutation();
  const data = categories.data;
  const t = useCategoriesT();

  const confirmDelete = async (category: Category) => {
    setDeleting(undefined);
    const lastOnPage = data?.content.length === 1 && params.page > 0;
    try {
      toast.success((await remove.mutateAsync(category.id)).message);
      if (lastOnPage) setParams((p) => ({ ...p, page: p.page - 1 }));
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  return (
    <div className="panel">
      <ListSearch label={t('search')} onSearch={(q) => setParams({ page: 0, q })} onAdd={onAdd} />
      <QueryStatus query={categories} />
      {data ? (
        <p className="list-total" aria-live="polite">
          {t('total', { total: data.totalElements })}
        </p>
      ) : null}
      {data && data.content.length > 0 ? (
        <>
          <CategoryTable categories={data.content} onEdit={onEdit} onDelete={setDeleting} />
          <ListPaging
            page={data.number}
            totalPages={data.totalPages}
            size={size}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
            onSizeChange={setSize}
            pagesLabel={t('pages')}
          />
        </>
      ) : null}
      {data && data.totalElements === 0 ? (
        <p className="empty-state text-center py-4">{t('none')}</p>
      ) : null}
      <ConfirmDialog
        show={deleting !== undefined}
        message={deleting ? t('deleteQuestion', { title: deleting.title }) : ''}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => deleting && void confirmDelete(deleting)}
        onCancel={() => setDeleting(undefined)}
      />
    </div>
  );
}
