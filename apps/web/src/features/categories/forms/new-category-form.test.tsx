import { CATEGORY_FORM_MESSAGES as M } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type MockReply } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { NewCategoryForm } from '../components/new-category-form';
import { makeCategory } from '../testing/category-factory';

async function openForm(reply: MockReply = { status: 201, body: makeCategory() }) {
  const api = mockApi({ 'POST /categories': reply });
  await logInAs(makeUser({ role: 'ADMIN' }));
  const view = renderWithRouter(<NewCategoryForm />, { path: '/dashboard/new-categories' });
  const form = within(screen.getByRole('form', { name: 'New Category' }));
  return { api, form, ...view };
}

describe('New Category form', () => {
  it('shows the form rules and keeps CREATE disabled until the form is valid', async () => {
    const { user, form } = await openForm();
    const create = form.getByRole('button', { name: 'CREATE' });
    expect(create).toBeDisabled();
    await user.type(form.getByLabelText('Title'), 'x');
    await user.clear(form.getByLabelText('Title'));
    expect(await form.findByText(M.titleRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText('Slug'), 'abc');
    expect(await form.findByText(M.slugMin)).toBeInTheDocument();
    await user.clear(form.getByLabelText('Slug'));
    expect(await form.findByText(M.slugRequired)).toBeInTheDocument();
    await user.type(form.getByLabelText('Slug'), 'my villa');
    expect(await form.findByText(M.slugSpaces)).toBeInTheDocument();
    await user.type(form.getByLabelText('Sequence'), '1');
    await user.clear(form.getByLabelText('Sequence'));
    expect(await form.findByText(M.seqRequired)).toBeInTheDocument();
    expect(create).toBeDisabled();
  });

  it('adds trimmed property names, ignoring blank and duplicate ones, renames and deletes', async () => {
    const { user, form } = await openForm();
    const name = form.getByRole('textbox', { name: 'Property name' });
    await user.type(name, '  Rooms  {Enter}');
    await user.type(name, 'Garden');
    await user.click(form.getByRole('button', { name: 'ADD' }));
    await user.type(name, '   {Enter}');
    await user.type(name, 'rOOMS{Enter}');
    expect(
      form
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.properties-panel__name')?.textContent),
    ).toEqual(['Rooms', 'Garden']);

    await user.click(form.getByRole('button', { name: 'Rename Garden' }));
    const prompt = screen.getByLabelText('Enter the new property name:');
    await user.clear(prompt);
    await user.type(prompt, ' Sea view ');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(form.getByRole('button', { name: 'Delete Rooms' }));
    expect(screen.getByText('Are you sure you want to delete this property?')).toBeInTheDocument();
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(
        form
          .getAllByRole('listitem')
          .map((li) => li.querySelector('.properties-panel__name')?.textContent),
      ).toEqual(['Sea view']),
    );
  });

  it('sends the fields with the chosen icon and properties, then says so and starts again', async () => {
    const { user, form, api } = await openForm();
    await user.type(form.getByLabelText('Title'), '<b>Chalet</b>');
    await user.type(form.getByLabelText('Slug'), 'chalets');
    await user.type(form.getByLabelText('Sequence'), '7');
    await user.click(form.getByRole('radio', { name: 'tree' }));
    await user.click(form.getByRole('checkbox', { name: 'Status (active)' }));
    await user.type(form.getByRole('textbox', { name: 'Property name' }), 'Garden{Enter}');
    await user.click(form.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('New Category was created successfully')).toBeInTheDocument();
    expect(api.callsTo('POST /categories')[0]!.body).toEqual({
      title: '<b>Chalet</b>',
      titleTr: null,
      slug: 'chalets',
      icon: 'tree',
      seq: 7,
      isActive: false,
      properties: [{ name: 'Garden' }],
    });
    const fresh = () => within(screen.getByRole('form', { name: 'New Category' }));
    await waitFor(() => expect(fresh().getByLabelText('Title')).toHaveValue(''));
    expect(fresh().queryByText('Garden')).not.toBeInTheDocument();
  });

  it("shows the server's refusal as a toast and beside the field", async () => {
    const message = 'A category with this name already exists.';
    const { user, form } = await openForm(apiError(409, message, { title: message }));
    await user.type(form.getByLabelText('Title'), 'House');
    await user.type(form.getByLabelText('Slug'), 'houses');
    await user.type(form.getByLabelText('Sequence'), '1');
    await user.click(form.getByRole('radio', { name: 'house' }));
    await user.click(form.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
  });
});
