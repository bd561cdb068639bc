import { PROPERTY_TYPE_MESSAGES } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { NewCategoryForm } from '../components/new-category-form';
import { makeCategory } from '../testing/category-factory';

describe("the category form's key types", () => {
  it('sets a number key with unit and range and a choice key, refusing a choice without choices', async () => {
    const api = mockApi({ 'POST /categories': { status: 201, body: makeCategory() } });
    await logInAs(makeUser({ role: 'ADMIN' }));
    const { user } = renderWithRouter(<NewCategoryForm />, { path: '/dashboard/new-categories' });
    const form = within(screen.getByRole('form', { name: 'New Category' }));
    await user.type(form.getByLabelText('Title'), 'Chalet');
    await user.type(form.getByLabelText('Slug'), 'chalets');
    await user.type(form.getByLabelText('Sequence'), '7');
    await user.click(form.getAllByRole('radio')[0]!);
    const name = form.getByRole('textbox', { name: 'Property name' });
    await user.type(name, 'Bedrooms{Enter}');
    await user.type(name, 'Heating{Enter}');
    await user.selectOptions(form.getByLabelText('Type of Bedrooms'), 'Number');
    await user.type(form.getByLabelText('Unit of Bedrooms'), 'rooms');
    await user.type(form.getByLabelText('Minimum of Bedrooms'), '0');
    await user.type(form.getByLabelText('Maximum of Bedrooms'), '20');
    await user.selectOptions(form.getByLabelText('Type of Heating'), 'Choice');
    expect(form.getByText(PROPERTY_TYPE_MESSAGES.choicesRequired)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'CREATE' })).toBeDisabled();
    await user.type(form.getByLabelText('Choices of Heating'), 'Gas; Heat pump');
    await user.click(form.getByRole('button', { name: 'CREATE' }));
    await screen.findByText('New Category was created successfully');
    expect(api.callsTo('POST /categories')[0]!.body).toMatchObject({
      properties: [
        { name: 'Bedrooms', type: 'number', unit: 'rooms', min: 0, max: 20 },
        { name: 'Heating', type: 'choice', choices: ['Gas', 'Heat pump'] },
      ],
    });
  });
});
