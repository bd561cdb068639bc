import type { Category } from '@estate/contracts';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { QueryStatus } from '../../../components/query-status';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api-error';
import { useCategoryKeys } from '../api/category-keys';
import { useDeleteCategoryMutation, useUpdateCategoryMutation } from '../api/save-category';
import { CategoryForm } from '../forms/category-form';
import { fromCategory } from '../forms/category-form-values';
import { useCategoriesT } from '../texts';

/** Deletes after the confirm; a refusal (in use: 409) shows the server's message. */
function useDeleteCategory(category: Category, onDone: () => void) {
  const remove = useDeleteCategoryMutation();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(false);
    try {
      toast.success((await remove.mutateAsync(category.id)).message);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return {
    asking,
    ask: () => setAsking(true),
    cancel: () => setAsking(false),
    confirm,
    busy: remove.isPending,
  };
}

/**
 * The edit form with the category's keys read fresh; CLOSE, DELETE and SAVE
 * (docs/product.md#categories).
 */
export function EditCategoryForm({
  category,
  onClose,
}: {
  category: Category;
  onClose: () => void;
}) {
  const keys = useCategoryKeys(category.id);
  const update = useUpdateCategoryMutation();
  const deletion = useDeleteCategory(category, onClose);
  const t = useCategoriesT();

  if (keys.isError || !keys.data) {
    return (
      <div className="panel">
        <QueryStatus query={keys} loadingText={t('loading')} />
        {keys.isError ? (
          <Button variant="outline-secondary" onClick={onClose}>
            {t('form.close')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <>
      <CategoryForm
        title={t('editTitle', { title: category.title })}
        initialValues={fromCategory(category, keys.data)}
        submitLabel="SAVE"
        busy={update.isPending || deletion.busy}
        onClose={onClose}
        onDelete={deletion.ask}
        onSave={async (form) => {
          await update.mutateAsync({ id: category.id, form });
          toast.success(t('saved'));
          onClose();
        }}
      />
      <ConfirmDialog
        show={deletion.asking}
        message={t('deleteQuestion', { title: category.title })}
        confirmLabel={t('delete')}
        cancelLabel={t('cancel')}
        onConfirm={() => void deletion.confirm()}
        onCancel={deletion.cancel}
      />
    </>
  );
}
