import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { expectRulesShownThenCleared, retype, type FieldRule } from '../../../test/form-rules';
import { logInAs, renderWithRouter } from '../../../test/render';
import { NewCategoryForm } from '../components/new-category-form';
import { makeCategory } from '../testing/category-factory';
import { CategoryForm } from './category-form';
import { fromCategory } from './category-form-values';

// docs/product.md#form-rules: the category form's own messages.
const RULES: FieldRule[] = [
  { label: 'Title', input: '', message: 'Category name is required', fix: 'Villa' },
  { label: 'Slug', input: '', message: 'Slug is required', fix: 'villas' },
  { label: 'Slug', input: 'vila', message: 'min5 char', fix: 'villas' },
  { label: 'Sequence', input: '', message: 'Sequence is required', fix: '4' },
];

async function logInAsStaff() {
  mockApi({});
  await logInAs(makeUser({ role: 'ADMIN' }));
}

describe('category form messages', () => {
  it('shows each rule of the create form and CREATE waits until all are kept', async () => {
    await logInAsStaff();
    const { user } = renderWithRouter(<NewCategoryForm />, { path: '/dashboard/new-categories' });
    const form = within(screen.getByRole('form', { name: 'New Category' }));
    const create = () => form.getByRole('button', { name: 'CREATE' });
    // The form checks as one types, so each field gets a value before it is emptied again.
    for (const { label, fix } of RULES) await retype(user, form.getByLabelText(label), fix);
    await expectRulesShownThenCleared(user, RULES, create, form);
    await user.click(form.getByRole('radio', { name: 'house' }));
    expect(create()).toBeEnabled();
  });

  it('shows the same rules in the edit form, whose SAVE waits for them', async () => {
    await logInAsStaff();
    const villa = makeCategory({ title: 'Villa', slug: 'villas', seq: 4 });
    const { user } = renderWithRouter(
      <CategoryForm
        title="Edit Category: Villa"
        initialValues={fromCategory(villa, [])}
        submitLabel="SAVE"
        busy={false}
        onSave={vi.fn()}
        onClose={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const form = within(screen.getByRole('form', { name: 'Edit Category: Villa' }));
    const save = () => form.getByRole('button', { name: 'SAVE' });
    await expectRulesShownThenCleared(user, RULES, save, form);
    expect(save()).toBeEnabled();
  });
});
