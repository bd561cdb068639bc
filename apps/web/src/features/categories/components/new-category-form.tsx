import { useState } from 'react';
import { toast } from '../../../components/toast';
import { useCreateCategoryMutation } from '../api/save-category';
import { CategoryForm } from '../forms/category-form';
import { EMPTY_CATEGORY } from '../forms/category-form-values';
import { useCategoriesT } from '../texts';

/** The create form; after a save it starts empty again (or closes, when it has a CLOSE). */
export function NewCategoryForm({ onClose }: { onClose?: () => void }) {
  const create = useCreateCategoryMutation();
  const t = useCategoriesT();
  // A new key gives the next category a fresh, empty form.
  const [round, setRound] = useState(0);
  return (
    <CategoryForm
      key={round}
      title={t('newTitle')}
      initialValues={EMPTY_CATEGORY}
      submitLabel="CREATE"
      busy={create.isPending}
      onClose={onClose}
      onSave={async (form) => {
        await create.mutateAsync(form);
        toast.success(t('created'));
        if (onClose) onClose();
        else setRound((r) => r + 1);
      }}
    />
  );
}
