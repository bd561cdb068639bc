import { PROPERTY_TYPE_MESSAGES, type PropertyKey } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { CategoriesScreen } from '../components/categories-screen';
import { categoryPage, makeCategory } from '../testing/category-factory';
import { readTurkishChoices, resizeTurkishChoices, turkishChoicesText } from './turkish-choices';

/** docs/product.md#the-sites-own-words: a list key's choices get Turkish names beside them. */
const heating: PropertyKey = {
  id: 21,
  name: 'Heating',
  nameTr: 'Isıtma',
  type: 'choice',
  unit: null,
  unitTr: null,
  min: null,
  max: null,
  choices: ['Gas', 'Heat pump', 'Stove'],
  choicesTr: ['Doğalgaz', null, null],
};
const house = makeCategory({ title: 'House', titleTr: 'Müstakil Ev', properties: [heating] });
const land = makeCategory({
  title: 'Land',
  titleTr: 'Arsa',
  properties: [{ ...heating, id: 22, choicesTr: ['Doğalgaz', 'Isı pompası', 'Soba'] }],
});

async function openScreen() {
  const api = mockApi({
    'GET /categories/admin': { body: categoryPage([house, land]) },
    [`GET /propertieskey/getAllByCatgory/${house.id}`]: { body: [heating] },
    [`PUT /admin-category/${house.id}`]: { body: house },
  });
  await logInAs(makeUser({ role: 'ADMIN' }));
  return { api, ...renderWithRouter(<CategoriesScreen />, { path: '/dashboard/categories' }) };
}

afterEach(() => chooseLanguage('en'));

describe('the Turkish choices text', () => {
  it('reads places in order, an empty one as none, and fills up to the choices', () => {
    expect(readTurkishChoices('Doğalgaz; ; Soba', 3)).toEqual(['Doğalgaz', null, 'Soba']);
    expect(readTurkishChoices('Doğalgaz', 3)).toEqual(['Doğalgaz', null, null]);
    expect(readTurkishChoices(' ; ', 3)).toBeNull();
    // Names past the choices stay, so the form can say they do not fit.
    expect(readTurkishChoices('a; b; c; d', 3)).toEqual(['a', 'b', 'c', 'd']);
    expect(resizeTurkishChoices(['a', null, null], 2)).toEqual(['a', null]);
    expect(turkishChoicesText(['Doğalgaz', null, null])).toBe('Doğalgaz');
    expect(turkishChoicesText(['Doğalgaz', null, 'Soba'])).toBe('Doğalgaz; ; Soba');
  });
});

describe('Turkish choices in the category editor', () => {
  it('marks a category whose keys miss Turkish names, and not one whose keys have them', async () => {
    await openScreen();
    const rows = await screen.findAllByRole('row');
    expect(within(rows[1]!).getByText('1 property without Turkish')).toBeInTheDocument();
    expect(within(rows[2]!).queryByText(/without Turkish/)).toBeNull();
  });

  it('edits the Turkish choices beside the English ones and refuses too many', async () => {
    await chooseLanguage('tr');
    const { user, api } = await openScreen();
    await user.click(await screen.findByRole('button', { name: 'House düzenle' }));
    const form = within(await screen.findByRole('form', { name: /House/ }));
    const turkish = await form.findByLabelText('Heating: Türkçe seçenekler');
    expect(turkish).toHaveValue('Doğalgaz');
    await user.clear(turkish);
    await user.type(turkish, 'Doğalgaz; Isı pompası; Soba; Kömür');
    expect(form.getByText(PROPERTY_TYPE_MESSAGES.choicesTrCount)).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'KAYDET' })).toBeDisabled();
    await user.clear(turkish);
    await user.type(turkish, 'Doğalgaz; ; Soba');
    await user.click(form.getByRole('button', { name: 'KAYDET' }));
    await screen.findByText('Veriler başarıyla kaydedildi!');
    expect(api.callsTo(`PUT /admin-category/${house.id}`)[0]!.body).toMatchObject({
      properties: [
        {
          id: 21,
          choices: ['Gas', 'Heat pump', 'Stove'],
          choicesTr: ['Doğalgaz', null, 'Soba'],
        },
      ],
    });
  });
});
