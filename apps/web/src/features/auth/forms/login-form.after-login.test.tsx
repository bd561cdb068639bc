import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { makeUser } from '../../../test/factories';
import { page, renderWithRouter } from '../../../test/render';
import { LoginForm } from './login-form';

describe('LoginForm after a successful login call', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says what failed when the session cannot be kept, and stays on the page', async () => {
    // The browser refuses to encrypt the token for keeping: the person must be told, not left
    // looking at a form that seems to have ignored the click.
    vi.spyOn(globalThis.crypto.subtle, 'encrypt').mockRejectedValue(
      new Error('This browser could not keep the session.'),
    );
    const user = makeUser();
    mockApi({ 'POST /auth/login': { body: { user, token: 'a-token' } } });
    const { user: person } = renderWithRouter(<LoginForm />, {
      path: '/login',
      routes: [{ path: '/dashboard', ...page('Dashboard page') }],
    });
    await person.type(screen.getByLabelText('Email'), user.email);
    await person.type(screen.getByLabelText('Password'), 'Admin1234');
    await person.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This browser could not keep the session.',
    );
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
  });
});
