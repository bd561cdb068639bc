import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferredReply, mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { page, renderWithRouter } from '../../../test/render';
import { readToken, forgetCachedToken } from '../../../lib/token-storage';
import { useAuthStore } from '../auth-store';
import { LoginForm, redirectTarget } from './login-form';

const renderLogin = (initialEntries?: { pathname: string; state?: unknown }[]) =>
  renderWithRouter(<LoginForm />, {
    path: '/login',
    initialEntries,
    routes: [
      { path: '/dashboard', ...page('Dashboard page') },
      { path: '/dashboard/my-profile', ...page('Profile page') },
    ],
  });

const submit = () => screen.getByRole('button', { name: 'Login' });

describe('LoginForm', () => {
  it('keeps Login disabled until email and password are filled in', async () => {
    mockApi({});
    const { user } = renderLogin();
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(submit()).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), 'secret');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it("shows 'Required' under empty fields once they are left", async () => {
    mockApi({});
    const { user } = renderLogin();
    await user.click(screen.getByLabelText('Email'));
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('links to the forgot-password and register pages', () => {
    mockApi({});
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('offers to send the confirmation link again to the address typed', async () => {
    mockApi({});
    const { user, router } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('link', { name: "Didn't get the e-mail?" }));
    expect(router.state.location.pathname).toBe('/resend-confirmation');
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
  });

  it('is disabled while sending', async () => {
    const user = makeUser();
    const reply = deferredReply({ body: { user, token: 'tok' } });
    mockApi({ 'POST /auth/login': reply.handler });
    const { user: u } = renderLogin();
    await u.type(screen.getByLabelText('Email'), user.email);
    await u.type(screen.getByLabelText('Password'), 'Admin1234');
    await u.click(submit());
    await waitFor(() => expect(submit()).toBeDisabled());
    reply.release();
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
  });

  it("shows the server's message when login fails", async () => {
    mockApi({ 'POST /auth/login': apiError(401, 'Wrong email or password.') });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');
    expect(localStorage.getItem('isUserLogin')).toBeNull();
  });

  it('stores the encrypted token, the flag and the user, then opens the dashboard', async () => {
    const account = makeUser({ firstName: 'Ada' });
    const api = mockApi({ 'POST /auth/login': { body: { user: account, token: 'jwt-123' } } });
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email'), ` ${account.email} `);
    await user.type(screen.getByLabelText('Password'), 'Admin1234');
    await user.click(submit());

    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: account.email,
      password: 'Admin1234',
    });
    expect(localStorage.getItem('isUserLogin')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(account);
    const stored = localStorage.getItem('token');
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('jwt-123');
    forgetCachedToken();
    expect(await readToken()).toBe('jwt-123');
    expect(useAuthStore.getState()).toMatchObject({ isUserLogin: true, user: account });
    expect(useAuthStore.getState().menu.length).toBeGreaterThan(0);
  });

  it('goes back to the page the guard sent the user from', async () => {
    mockApi({ 'POST /auth/login': { body: { user: makeUser(), token: 't' } } });
    const { user } = renderLogin([
      { pathname: '/login', state: { from: '/dashboard/my-profile' } },
    ]);
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'Admin1234');
    await user.click(submit());
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('returns only to a path of this site, never to another origin or the login page', () => {
    expect(redirectTarget({ from: '/property/sunny-flat?page=2' })).toBe(
      '/property/sunny-flat?page=2',
    );
    expect(redirectTarget({ from: '//evil.example/x' })).toBe('/dashboard');
    expect(redirectTarget({ from: '/\\evil.example' })).toBe('/dashboard');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/dashboard');
    expect(redirectTarget({ from: '/login?x=1' })).toBe('/dashboard');
    expect(redirectTarget(null)).toBe('/dashboard');
  });
});
