import type { Category } from '@estate/contracts';
import { useState } from 'react';
import { DashboardPageHeader } from '../../../components/dashboard-page-header';
import { useCategoriesT } from '../texts';
import { CategoryList } from './category-list';
import { EditCategoryForm } from './edit-category-form';
import { NewCategoryForm } from './new-category-form';

type Mode = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; category: Category };

/**
 * /dashboard/categories: the list, or the create or edit form in its place
 * (docs/product.md#categories).
 */
export function CategoriesScreen() {
  const [mode, setMode] = useState<Mode>({ kind: 'none' });
  const close = () => setMode({ kind: 'none' });
  const t = useCategoriesT();
  return (
    <>
      <DashboardPageHeader title={t('title')}>{t('lead')}</DashboardPageHeader>
      {mode.kind === 'none' ? (
        <CategoryList
          onAdd={() => setMode({ kind: 'new' })}
          onEdit={(category) => setMode({ kind: 'edit', category })}
        />
      ) : null}
      {mode.kind === 'new' ? <NewCategoryForm onClose={close} /> : null}
      {mode.kind === 'edit' ? (
        <EditCategoryForm key={mode.category.id} category={mode.category} onClose={close} />
      ) : null}
    </>
  );
}

/** /new-categories and /dashboard/new-categories: the create form alone. */
export function NewCategoryScreen() {
  const t = useCategoriesT();
  return (
    <>
      <DashboardPageHeader title={t('newTitle')} />
      <NewCategoryForm />
    </>
  );
}
