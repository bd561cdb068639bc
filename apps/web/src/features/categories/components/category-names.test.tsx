import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { categoryPage, makeCategory } from '../testing/category-factory';
import { CategoriesScreen } from './categories-screen';

/** docs/product.md#the-sites-own-words: staff write the Turkish names beside the English ones. */
const house = makeCategory({ title: 'House', titleTr: 'Müstakil Ev', icon: 'house', seq: 1 });
const land = makeCategory({ title: 'Land', titleTr: null, icon: 'tree', seq: 2 });
const number = { min: null, max: null, choices: [] };

async function openScreen() {
  const api = mockApi({
    'GET /categories/admin': { body: categoryPage([house, land]) },
    [`GET /propertieskey/getAllByCatgory/${house.id}`]: {
      body: [
        {
          id: 11,
          name: 'Bedrooms',
          nameTr: 'Yatak odası',
          type: 'number',
          unit: 'rooms',
          unitTr: 'oda',
          ...number,
        },
        { id: 12, name: 'Area', nameTr: null, type: 'number', unit: 'm²', unitTr: null, ...number },
      ],
    },
    [`PUT /admin-category/${house.id}`]: { body: house },
  });
  await logInAs(makeUser({ role: 'ADMIN' }));
  return { api, ...renderWithRouter(<CategoriesScreen />, { path: '/dashboard/categories' }) };
}

afterEach(() => chooseLanguage('en'));

describe('Turkish names in the category editor', () => {
  it('lists the Turkish name under the English one and marks a missing one', async () => {
    await openScreen();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('Müstakil Ev')).toHaveAttribute('lang', 'tr');
    expect(within(rows[2]!).getByText('No Turkish name')).toBeInTheDocument();
  });

  it('edits the English and Turkish names of the category, its keys and units', async () => {
    await chooseLanguage('tr');
    const { user, api } = await openScreen();
    await user.click(await screen.findByRole('button', { name: 'House düzenle' }));
    const form = within(await screen.findByRole('form', { name: /House/ }));
    // The keys are read in English whatever the page's language: the form saves them back.
    const keysRead = api.callsTo(`GET /propertieskey/getAllByCatgory/${house.id}`)[0]!;
    expect(keysRead.headers['accept-language']).toBe('en');
    expect(form.getByLabelText('Türkçe adı')).toHaveValue('Müstakil Ev');
    await user.clear(form.getByLabelText('Türkçe adı'));
    await user.type(form.getByLabelText('Türkçe adı'), 'Ev');
    await user.type(form.getByLabelText('Area için Türkçe ad'), 'Alan');
    await user.click(form.getByRole('button', { name: 'KAYDET' }));
    await screen.findByText('Veriler başarıyla kaydedildi!');
    expect(api.callsTo(`PUT /admin-category/${house.id}`)[0]!.body).toMatchObject({
      title: 'House',
      titleTr: 'Ev',
      properties: [
        { id: 11, name: 'Bedrooms', nameTr: 'Yatak odası', unit: 'rooms', unitTr: 'oda' },
        { id: 12, name: 'Area', nameTr: 'Alan', unit: 'm²' },
      ],
    });
  });
});
