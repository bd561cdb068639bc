import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@estate/contracts';
import { menuFor } from '../../lib/access';
import { useAuthStore } from '../../features/auth';
import { readToken } from '../../lib/token-storage';
import { mockApi } from '../../test/api-mock';
import { userWithRole } from '../../test/factories';
import { logInAs, page, renderWithRouter } from '../../test/render';
import { DashboardMenu } from './dashboard-menu';
import { chooseLanguage } from '../../i18n';

async function renderMenu(role: Role) {
  const user = userWithRole(role);
  await logInAs(user);
  return renderWithRouter(<DashboardMenu items={menuFor(role)} />, {
    path: '/dashboard',
    routes: [{ path: '/', ...page('Home page') }],
  });
}

const links = () =>
  within(screen.getByRole('navigation', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

const ADMIN_LINKS = [
  ['Dashboard', '/dashboard'],
  ['Home', '/'],
  ['Manage Adverts', '/dashboard/adverts'],
  ['My Adverts', '/dashboard/my-adverts'],
  ['My Favourites', '/dashboard/favorites'],
  ['Manage Categories', '/dashboard/categories'],
  ['Manage Advert Types', '/dashboard/advert-types'],
  ['Manage Users', '/dashboard/users'],
  ['Manage Tour Requests', '/dashboard/tour-requests'],
  ['Reports', '/dashboard/reports'],
  ['Contact Messages', '/dashboard/contact-messages'],
  ['Messages', '/dashboard/messages'],
  ['Reported Conversations', '/dashboard/conversation-reports'],
  ['Agencies', '/dashboard/agencies'],
  ['Web Site', '/dashboard/web-site'],
  ['Time Zones', '/dashboard/time-zones'],
  ['Exchange Rates', '/dashboard/exchange-rates'],
  ['Saved Searches', '/dashboard/saved-searches'],
  ['My Profile', '/dashboard/my-profile'],
  ['Change Password', '/dashboard/change-password'],
];

describe('DashboardMenu', () => {
  it('gives an admin every link of the admin list', async () => {
    mockApi({});
    await renderMenu('ADMIN');
    expect(links()).toEqual(ADMIN_LINKS);
  });

  it('gives a manager the admin list without Reports', async () => {
    mockApi({});
    await renderMenu('MANAGER');
    expect(links()).toEqual(ADMIN_LINKS.filter(([label]) => label !== 'Reports'));
  });

  it('gives a customer their own list with My Tour Requests', async () => {
    mockApi({});
    await renderMenu('CUSTOMER');
    expect(links()).toEqual([
      ['Dashboard', '/dashboard'],
      ['Home', '/'],
      ['My Adverts', '/dashboard/my-adverts'],
      ['My Favourites', '/dashboard/favorites'],
      ['My Tour Requests', '/dashboard/tour-requests'],
      ['Contact Messages', '/dashboard/contact-messages'],
      ['Messages', '/dashboard/messages'],
      ['Saved Searches', '/dashboard/saved-searches'],
      ['My Agency', '/dashboard/my-agency'],
      ['My Profile', '/dashboard/my-profile'],
      ['Change Password', '/dashboard/change-password'],
    ]);
  });

  it('chooses the menu by the lower-cased role', () => {
    expect(menuFor('Admin')).toBe(menuFor('ADMIN'));
    expect(menuFor('customer')).toBe(menuFor('CUSTOMER'));
    expect(menuFor('unknown')).toEqual([]);
  });

  it("asks 'Are you sure to logout?' and stays logged in on cancel", async () => {
    mockApi({});
    const { user } = await renderMenu('ADMIN');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Are you sure to logout?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(useAuthStore.getState().isUserLogin).toBe(true);
    expect(localStorage.getItem('isUserLogin')).toBe('true');
  });

  it('logs out on Yes: ends the session on the server, clears it here and goes to /', async () => {
    const api = mockApi({ 'POST /auth/logout': { body: { message: 'You are logged out.' } } });
    const { user } = await renderMenu('CUSTOMER');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(localStorage.getItem('isUserLogin')).toBe('false');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await readToken()).toBeNull();
    expect(useAuthStore.getState()).toMatchObject({ isUserLogin: false, user: null, menu: [] });
    const [logout] = api.callsTo('POST /auth/logout');
    expect(logout?.headers.authorization).toEqual(expect.any(String));
  });

  it('still logs out here when the server cannot be reached or the token is already dead', async () => {
    mockApi({ 'POST /auth/logout': { status: 401, body: { status: 401, message: 'Gone' } } });
    const { user } = await renderMenu('CUSTOMER');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(useAuthStore.getState()).toMatchObject({ isUserLogin: false, loggedOutByUser: true });
  });
});

describe('unread contact messages in the menu', () => {
  it('shows staff the unread count beside Contact Messages', async () => {
    mockApi({ 'GET /contact-messages/unread-count': { body: { count: 4 } } });
    await renderMenu('MANAGER');
    const link = await screen.findByRole('link', { name: 'Contact Messages 4 unread' });
    expect(link).toHaveAttribute('href', '/dashboard/contact-messages');
  });

  it('does not ask for it for a customer', async () => {
    const api = mockApi({ 'GET /contact-messages/unread-count': { body: { count: 4 } } });
    await renderMenu('CUSTOMER');
    expect(screen.getByRole('link', { name: 'Contact Messages' })).toBeInTheDocument();
    expect(api.callsTo('GET /contact-messages/unread-count')).toHaveLength(0);
  });
});

describe('unread conversations in the menu', () => {
  it('shows every role the unread count beside Messages', async () => {
    mockApi({ 'GET /conversations/unread-count': { body: { unread: 3 } } });
    await renderMenu('CUSTOMER');
    const link = await screen.findByRole('link', { name: 'Messages 3 unread' });
    expect(link).toHaveAttribute('href', '/dashboard/messages');
  });
});

describe('adverts waiting for review in the menu', () => {
  const REPORT = {
    Customers: 3,
    Categories: 6,
    Adverts: 70,
    AdvertTypes: 2,
    TourRequests: 9,
    PendingAdverts: 5,
    Favorites: 12,
  };

  it('shows staff the pending count beside Manage Adverts', async () => {
    mockApi({ 'GET /report': { body: REPORT } });
    await renderMenu('MANAGER');
    const link = await screen.findByRole('link', { name: 'Manage Adverts 5 waiting for review' });
    expect(link).toHaveAttribute('href', '/dashboard/adverts');
  });

  it('does not ask for it for a customer', async () => {
    const api = mockApi({ 'GET /report': { body: REPORT } });
    await renderMenu('CUSTOMER');
    expect(screen.getByRole('link', { name: 'My Adverts' })).toBeInTheDocument();
    expect(api.callsTo('GET /report')).toHaveLength(0);
  });
});

describe('DashboardMenu in Turkish', () => {
  it("names a customer's links and Logout in Turkish", async () => {
    await chooseLanguage('tr');
    mockApi({});
    await renderMenu('CUSTOMER');
    const menu = await screen.findByRole('navigation', { name: 'Yönetim paneli' });
    const names = within(menu)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual([
      'Panel',
      'Ana Sayfa',
      'İlanlarım',
      'Favorilerim',
      'Tur Taleplerim',
      'İletişim Mesajları',
      'Mesajlar',
      'Kayıtlı Aramalar',
      'Ajansım',
      'Profilim',
      'Şifre Değiştir',
    ]);
    expect(within(menu).getByRole('button', { name: 'Çıkış yap' })).toBeInTheDocument();
  });
});
