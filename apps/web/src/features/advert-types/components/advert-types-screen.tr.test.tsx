import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { AdvertTypesScreen } from './advert-types-screen';

async function openScreen() {
  mockApi({ 'GET /advert-types/admin': { body: [{ id: 1, title: 'Rents' }] } });
  await logInAs(makeUser({ role: 'ADMIN' }));
  await chooseLanguage('tr');
  return renderWithRouter(<AdvertTypesScreen />, { path: '/dashboard/advert-types' });
}

describe('the advert types page in Turkish', () => {
  it('shows the list, the delete question and the edit form in Turkish', async () => {
    const { user } = await openScreen();
    const list = await screen.findByRole('list', { name: 'İlan türleri' });
    expect(screen.getByRole('heading', { name: 'İlan Türleri' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'İlan türlerinde ara' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Rent türünü sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Bu ilan türünü silmek istediğinizden emin misiniz? İlan türü: Rents',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
    await user.click(within(list).getByRole('button', { name: 'Rent türünü düzenle' }));
    const form = within(await screen.findByRole('form', { name: 'İlan Türünü Düzenle' }));
    expect(form.getByLabelText('Başlık')).toHaveValue('Rents');
    expect(form.getByRole('button', { name: 'KAYDET' })).toBeInTheDocument();
  });
});
