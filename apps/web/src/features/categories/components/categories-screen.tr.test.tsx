import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { categoryPage, makeCategory } from '../testing/category-factory';
import { CategoriesScreen } from './categories-screen';

const house = makeCategory({ title: 'House', icon: 'house', seq: 1, isActive: true });
const land = makeCategory({ title: 'Land', icon: 'tree', seq: 2, isActive: false });

async function openScreen() {
  mockApi({
    'GET /categories/admin': { body: categoryPage([house, land], 2) },
    [`GET /propertieskey/getAllByCatgory/${house.id}`]: {
      body: [
        { id: 11, name: 'Rooms', type: 'number', unit: null, min: null, max: null, choices: [] },
      ],
    },
  });
  await logInAs(makeUser({ role: 'MANAGER' }));
  await chooseLanguage('tr');
  return renderWithRouter(<CategoriesScreen />, { path: '/dashboard/categories' });
}

describe('the categories page in Turkish', () => {
  it('shows the list, its columns and the delete question in Turkish', async () => {
    const { user } = await openScreen();
    expect(await screen.findByText('Toplam: 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kategoriler' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Kategorilerde ara' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Sıra' })).toBeInTheDocument();
    expect(screen.getByText('Aktif', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByText('Pasif')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Land sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Bu kategoriyi silmek istediğinizden emin misiniz? Kategori: Land'),
    ).toBeInTheDocument();
  });

  it('shows the edit form with its property keys in Turkish', async () => {
    const { user } = await openScreen();
    await user.click(await screen.findByRole('button', { name: 'House düzenle' }));
    const form = within(await screen.findByRole('form', { name: 'Kategoriyi Düzenle: House' }));
    expect(form.getByLabelText('Başlık')).toHaveValue('House');
    expect(form.getByRole('group', { name: 'Özellikler' })).toBeInTheDocument();
    expect(form.getByRole('combobox', { name: 'Rooms: Tür' })).toHaveDisplayValue('Sayı');
    expect(form.getByRole('textbox', { name: 'Rooms: Birim' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'KAYDET' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'KAPAT' })).toBeInTheDocument();
  });
});
