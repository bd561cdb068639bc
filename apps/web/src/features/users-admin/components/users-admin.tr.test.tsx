import type { TourRequest } from '@estate/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../i18n';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { makeAdvert } from '../../../test/advert-factory';
import { makeFavorite, makeLogs, pageOf, userPanelsApi } from '../testing/users-admin-api';
import { UsersAdmin } from './users-admin';

const admin = makeUser({ role: 'ADMIN', firstName: 'Ada' });
const cem = makeUser({ role: 'CUSTOMER', firstName: 'Cem', lastName: 'Kaya' });
const tour: TourRequest = {
  id: 88,
  advert: { id: 9, slug: 'harbour-loft', title: 'Harbour loft' },
  tourTime: '2030-05-04T10:30:00',
  tourDate: '2030-05-04',
  timeZone: 'Europe/Istanbul',
  status: 'APPROVED',
  guestUser: { id: cem.id, firstName: 'Cem', lastName: 'Kaya' },
  ownerUser: { id: 3, firstName: 'Olga', lastName: 'Owner' },
  createAt: '2030-04-01T08:00:00.000Z',
  actions: [],
};

async function openUsers() {
  mockApi({
    'GET /user/admin': { body: pageOf([cem], { totalElements: 4 }) },
    ...userPanelsApi(cem, { logs: makeLogs(1) }),
    [`GET /adverts/userAdverts/${cem.id}`]: { body: pageOf([makeAdvert({ title: 'Sea flat' })]) },
    [`GET /favorites/admin/${cem.id}`]: { body: pageOf([makeFavorite()]) },
    'GET /tourRequest/admin': { body: pageOf([tour]) },
  });
  await logInAs(admin);
  await chooseLanguage('tr');
  return renderWithRouter(<UsersAdmin />, { path: '/dashboard/users' });
}

describe('the Users page in Turkish', () => {
  it('shows the list, its search, columns, pager and delete question in Turkish', async () => {
    const { user } = await openUsers();
    expect(await screen.findByRole('heading', { name: 'Kullanıcılar' })).toBeInTheDocument();
    await screen.findByText('Cem Kaya');
    expect(screen.getByRole('searchbox', { name: 'Kullanıcılarda ara' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Ad Soyad' })).toBeInTheDocument();
    expect(screen.getByText('ÜYE')).toBeInTheDocument();
    expect(screen.getByText('Toplam: 4')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Kullanıcı sayfaları' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sayfa 2' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cem Kaya sil' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Bu kullanıcıyı silmek istediğinizden emin misiniz?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'İptal' }));
  });

  it('shows the user form and its panels in Turkish', async () => {
    const { user } = await openUsers();
    await user.click(await screen.findByRole('button', { name: 'Cem Kaya düzenle' }));
    const form = await screen.findByRole('form', { name: 'Kullanıcı formu' });
    expect(within(form).getByLabelText('Ad')).toHaveValue('Cem');
    expect(within(form).getByRole('combobox', { name: 'Rol' })).toHaveDisplayValue('ÜYE');
    expect(within(form).getByRole('button', { name: 'KAYDET' })).toBeInTheDocument();
    const adverts = screen.getByRole('region', { name: 'İlanlar' });
    expect(await within(adverts).findByText('Sea flat')).toBeInTheDocument();
    const tours = screen.getByRole('region', { name: 'Tur Talepleri' });
    expect(await within(tours).findByText('ONAYLANDI')).toBeInTheDocument();
    const favorites = screen.getByRole('region', { name: 'Favoriler' });
    expect(
      await within(favorites).findByRole('button', {
        name: 'Garden villa ilanını favorilerden çıkar',
      }),
    ).toBeInTheDocument();
    const logs = screen.getByRole('region', { name: 'Hareketler' });
    expect(await within(logs).findByRole('columnheader', { name: 'Tarih' })).toBeInTheDocument();
  });
});
