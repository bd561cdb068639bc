import type { TourRequest } from '@estate/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../../../i18n';
import { mockApi } from '../../../../test/api-mock';
import { makeUser } from '../../../../test/factories';
import { logInAs, renderWithRouter } from '../../../../test/render';
import { TourRequestsPage } from './tour-requests-page';

const request: TourRequest = {
  id: 41,
  advert: { id: 7, slug: 'sunny-flat', title: 'Sunny flat' },
  tourTime: '2030-05-04T10:30:00',
  tourDate: '2030-05-04',
  timeZone: 'Europe/Istanbul',
  status: 'PENDING',
  guestUser: { id: 2, firstName: 'Gus', lastName: 'Guest' },
  ownerUser: { id: 3, firstName: 'Olga', lastName: 'Owner' },
  createAt: '2030-04-01T08:00:00.000Z',
  actions: ['cancel', 'changeTime', 'delete'],
};
const pageOf = (content: TourRequest[]) => ({
  content,
  totalElements: content.length,
  totalPages: 1,
  number: 0,
  size: 10,
});

describe('My Tour Requests in Turkish', () => {
  it('shows the table, badges, actions and dialogs in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({
      'GET /tourRequest': { body: pageOf([request]) },
      'GET /tourRequest/waiting': { body: { waiting: 2 } },
      [`PATCH /tourRequest/${request.id}/cancel`]: { body: { ...request, status: 'CANCELED' } },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { user } = renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    expect(await screen.findByRole('heading', { name: 'Tur Taleplerim' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Yaptığım talepler' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /İlanlarıma gelen talepler/ })).toBeInTheDocument();
    expect(await screen.findByLabelText('2 talep yanıtınızı bekliyor')).toHaveTextContent('2');
    expect(await screen.findByRole('columnheader', { name: 'Tur tarihi' })).toBeInTheDocument();
    const row = within(screen.getAllByRole('row')[1]!);
    expect(row.getByText('Bekliyor')).toHaveClass('tour-status--pending');
    expect(row.getByText('4 Mayıs 2030')).toBeInTheDocument();
    expect(row.getByText('10:30')).toBeInTheDocument();
    const titles = row.getAllByRole('button').map((b) => b.getAttribute('title'));
    expect(titles).toEqual(['Turu iptal et', 'Zamanı değiştir', 'Sil', 'Ayrıntılar']);

    await user.click(row.getByRole('button', { name: 'Zamanı değiştir: Sunny flat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tur zamanını değiştir' });
    const grid = within(within(dialog).getByRole('group', { name: 'Tur saati' }));
    expect(grid.getByRole('radio', { checked: true })).toHaveAttribute('value', '10:30');
    expect(within(dialog).getByRole('group', { name: 'Öğleden sonra' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yeni zamanı kaydet' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(row.getByRole('button', { name: 'Turu iptal et: Sunny flat' }));
    const question = await screen.findByRole('dialog', {
      name: 'Sunny flat için 4 Mayıs 2030, 10:30 tarihindeki tur iptal edilsin mi?',
    });
    await user.click(within(question).getByRole('button', { name: 'Turu iptal et' }));
    expect(await screen.findByText('Tur talebi iptal edildi.')).toBeInTheDocument();
  });

  it('shows staff the empty state and search in Turkish', async () => {
    await chooseLanguage('tr');
    mockApi({ 'GET /tourRequest/admin': { body: { ...pageOf([]), totalPages: 0 } } });
    await logInAs(makeUser({ role: 'MANAGER' }));
    renderWithRouter(<TourRequestsPage />, { path: '/dashboard/tour-requests' });
    expect(await screen.findByRole('heading', { name: 'Tur Talepleri' })).toBeInTheDocument();
    expect(await screen.findByText('Tur talebi bulunamadı.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Tur taleplerinde ara' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ara' })).toBeInTheDocument();
  });
});
