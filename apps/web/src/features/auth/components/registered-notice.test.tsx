import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api-mock';
import { page, renderWithRouter } from '../../../test/render';
import { RegisteredNotice } from './registered-notice';

describe('RegisteredNotice', () => {
  it('offers to send the link again to the address just registered', async () => {
    mockApi({});
    const { user, router } = renderWithRouter(<RegisteredNotice />, {
      initialEntries: [{ pathname: '/', state: { registeredEmail: 'ada@example.com' } }],
      routes: [{ path: '/resend-confirmation', ...page('Resend page') }],
    });
    expect(screen.getByText(/We sent a confirmation link to/)).toHaveTextContent(
      'We sent a confirmation link to ada@example.com.',
    );
    await user.click(screen.getByRole('link', { name: "Didn't get the e-mail?" }));
    expect(await screen.findByText('Resend page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ email: 'ada@example.com' });
  });

  it('shows nothing on an ordinary visit', () => {
    mockApi({});
    renderWithRouter(<RegisteredNotice />);
    expect(screen.queryByText(/We sent a confirmation link/)).not.toBeInTheDocument();
  });
});
