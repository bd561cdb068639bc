import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { expectRuleShownThenCleared, retype } from '../../../test/form-rules';
import { renderWithRouter } from '../../../test/render';
import { AdvertTypeForm } from './advert-type-form';

const renderForm = (heading: string, initialTitle: string, submitLabel: 'CREATE' | 'SAVE') => {
  mockApi({});
  const view = renderWithRouter(
    <AdvertTypeForm
      heading={heading}
      initialTitle={initialTitle}
      submitLabel={submitLabel}
      busy={false}
      onSave={vi.fn()}
      onClose={vi.fn()}
    />,
  );
  const form = within(screen.getByRole('form', { name: heading }));
  return { ...view, form, submit: () => form.getByRole('button', { name: submitLabel }) };
};

describe('advert type form messages', () => {
  it('keeps CREATE disabled while the title is empty or blank', async () => {
    const { user, form, submit } = renderForm('New Advert Type', '', 'CREATE');
    expect(submit()).toBeDisabled();
    await retype(user, form.getByLabelText('Title'), '   ');
    expect(submit()).toBeDisabled();
    await retype(user, form.getByLabelText('Title'), 'Lease');
    expect(submit()).toBeEnabled();
  });

  it('asks for a title in the edit form and clears the message once there is one', async () => {
    const { user, form, submit } = renderForm('Edit Advert Type', 'Rent', 'SAVE');
    await expectRuleShownThenCleared(
      user,
      { label: 'Title', input: '', message: 'Title is required', fix: 'Lease' },
      submit,
      form,
    );
    expect(submit()).toBeEnabled();
  });
});
