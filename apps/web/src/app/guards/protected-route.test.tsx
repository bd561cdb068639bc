import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '@estate/contracts';
import type { PageAccessKey } from '../../lib/access';
import { userWithRole } from '../../test/factories';
import { logInAs, page, renderWithRouter } from '../../test/render';
import { endSession } from '../../features/auth';
import { ProtectedRoute } from './protected-route';

async function visit(access: PageAccessKey, role?: Role) {
  if (role) await logInAs(userWithRole(role));
  renderWithRouter(
    <ProtectedRoute access={access}>
      <p>Secret page</p>
    </ProtectedRoute>,
    {
      path: '/dashboard/page',
      routes: [
        { path: '/login', ...page('Login page') },
        { path: '/unauthorized', ...page('Unauthorized page') },
        { path: '/', ...page('Home page') },
      ],
    },
  );
}

describe('ProtectedRoute', () => {
  it('sends a visitor without the login flag to /login', async () => {
    await visit('dashboard');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('sends a user who just chose Logout home, not to /login', async () => {
    await visit('dashboard', 'ADMIN');
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
    act(() => endSession(true));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sends a role outside the list to /unauthorized', async () => {
    await visit('customer', 'CUSTOMER');
    expect(await screen.findByText('Unauthorized page')).toBeInTheDocument();
  });

  it.each<[PageAccessKey, Role]>([
    ['customer', 'ADMIN'],
    ['customer', 'MANAGER'],
    ['advertType', 'MANAGER'],
    ['categories', 'ADMIN'],
    ['dashboard', 'CUSTOMER'],
    ['adverts', 'CUSTOMER'],
    ['contactMessages', 'CUSTOMER'],
    ['reports', 'CUSTOMER'],
    ['tourRequests', 'CUSTOMER'],
  ])('lets %s in for %s', async (access, role) => {
    await visit(access, role);
    expect(await screen.findByText('Secret page')).toBeInTheDocument();
  });

  it.each<[PageAccessKey, Role]>([
    ['advertType', 'CUSTOMER'],
    ['categories', 'CUSTOMER'],
    ['webSite', 'CUSTOMER'],
    ['newCategories', 'CUSTOMER'],
  ])('keeps %s from %s', async (access, role) => {
    await visit(access, role);
    expect(await screen.findByText('Unauthorized page')).toBeInTheDocument();
  });

  it.each<Role>(['ADMIN', 'MANAGER', 'CUSTOMER'])(
    "admits the user's own role (%s) where the list is null",
    async (role) => {
      await visit('myProfile', role);
      expect(await screen.findByText('Secret page')).toBeInTheDocument();
    },
  );

  it('treats a false login flag as logged out even with a stored user', async () => {
    localStorage.setItem('isUserLogin', 'false');
    localStorage.setItem('user', JSON.stringify(userWithRole('ADMIN')));
    await visit('dashboard');
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
