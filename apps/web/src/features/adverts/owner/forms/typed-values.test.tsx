import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, page, renderWithRouter } from '../../../../test/render';
import { ADVERT_FORM_LOOKUPS } from '../../../../test/owner-advert-lookups';
import { NewAdvertForm } from './new-advert-form';

const typed = (id: number, name: string, fields: object) => ({
  id,
  name,
  type: 'text',
  unit: null,
  min: null,
  max: null,
  choices: [],
  ...fields,
});

async function openForm() {
  const api = mockApi({
    ...ADVERT_FORM_LOOKUPS,
    'GET /propertieskey/getAllByCatgory/2': {
      body: [
        typed(5, 'Bedrooms', { type: 'number', unit: 'rooms', min: 0, max: 20 }),
        typed(6, 'Garden', { type: 'boolean' }),
        // Labels in the reader's language (a Turkish answer); the values stay the stored ones.
        typed(7, 'Heating', {
          type: 'choice',
          choices: ['Gas', 'Heat pump'],
          choiceLabels: ['Doğalgaz', 'Isı pompası'],
        }),
      ],
    },
    'POST /adverts': { status: 201, body: { id: 42, slug: 'flat', status: 'PENDING', version: 1 } },
  });
  await logInAs(makeUser({ role: 'CUSTOMER' }));
  const view = renderWithRouter(<NewAdvertForm />, {
    path: '/dashboard/add-new-advert',
    routes: [{ path: '/dashboard/my-adverts', ...page('My adverts list') }],
  });
  await screen.findByRole('option', { name: 'Apartment' });
  return { api, ...view };
}

describe('typed values in the advert form', () => {
  it('shows a number with its unit, a yes/no switch, a select of choices and the currency', async () => {
    const { user } = await openForm();
    await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
    const bedrooms = await screen.findByLabelText('Bedrooms');
    expect(bedrooms).toHaveAttribute('type', 'number');
    expect(screen.getByText('rooms')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Garden/ })).not.toBeChecked();
    expect(screen.getByRole('option', { name: 'Isı pompası' })).toHaveValue('Heat pump');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
  });

  it('repeats the server rule at once: a negative bedroom count names the key', async () => {
    const { user, api } = await openForm();
    await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
    await user.type(await screen.findByLabelText('Bedrooms'), '-5');
    await user.tab();
    expect(await screen.findByText('Bedrooms must be at least 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(api.callsTo('POST /adverts')).toHaveLength(0);
  });

  it('sends the typed values and the chosen currency', async () => {
    const { user, api } = await openForm();
    await user.type(screen.getByLabelText('Title'), 'Flat');
    await user.type(screen.getByLabelText('Description'), 'Near the sea.');
    await user.type(screen.getByLabelText('Price'), '2400');
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await user.selectOptions(screen.getByLabelText('Advert Type'), 'Sale');
    await user.selectOptions(screen.getByLabelText('Category'), 'Apartment');
    await user.selectOptions(screen.getByLabelText('Country'), 'Türkiye');
    await user.selectOptions(
      await screen.findByLabelText('City'),
      await screen.findByRole('option', { name: 'İstanbul' }),
    );
    await user.selectOptions(
      screen.getByLabelText('District'),
      await screen.findByRole('option', { name: 'Kadıköy' }),
    );
    await user.type(await screen.findByLabelText('Bedrooms'), '3');
    await user.click(screen.getByRole('checkbox', { name: /Garden/ }));
    await user.selectOptions(
      screen.getByLabelText('Heating'),
      screen.getByRole('option', { name: 'Doğalgaz' }),
    );
    await user.click(screen.getByRole('button', { name: 'CREATE' }));
    expect(await screen.findByText('My adverts list')).toBeInTheDocument();
    expect(api.callsTo('POST /adverts')[0]!.body).toMatchObject({
      currency: 'EUR',
      values: expect.arrayContaining([
        { keyId: 5, value: '3' },
        { keyId: 6, value: 'Yes' },
        { keyId: 7, value: 'Gas' },
      ]),
    });
  });
});
