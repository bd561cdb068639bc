import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api-mock';
import { renderWithRouter } from '../../../test/render';
import { EmailChangeCancel, EmailChangeRevert } from './email-change-return';

const CANCELLED =
  'The change of your e-mail address is cancelled. If you did not ask for it, someone knows your password: choose a new one now.';
const REVERTED =
  'Your e-mail address is me@example.com again and every session has ended. Choose a new password now: whoever changed the address knows the old one.';

describe('the old address’s ways back from a change of e-mail', () => {
  it('cancels only on the button, then points to a new password', async () => {
    const api = mockApi({ 'POST /auth/email-change/cancel/c1': { body: { message: CANCELLED } } });
    renderWithRouter(<EmailChangeCancel code="c1" />, { path: '/email-change/cancel/c1' });
    const button = await screen.findByRole('button', { name: 'Cancel the change' });
    expect(screen.getByText(/Someone asked to change the e-mail address/)).toBeInTheDocument();
    expect(api.callsTo('POST /auth/email-change/cancel/c1')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText(CANCELLED)).toHaveClass('alert-success');
    expect(api.callsTo('POST /auth/email-change/cancel/c1')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('reverts only on the button and shows the server’s refusal', async () => {
    const api = mockApi({ 'POST /auth/email-change/revert/r1': { body: { message: REVERTED } } });
    renderWithRouter(<EmailChangeRevert code="r1" />, { path: '/email-change/revert/r1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Put back my address' }));
    expect(await screen.findByText(REVERTED)).toHaveClass('alert-success');
    expect(api.callsTo('POST /auth/email-change/revert/r1')).toHaveLength(1);

    mockApi({
      'POST /auth/email-change/revert/old': apiError(400, 'This link cannot be used.'),
    });
    renderWithRouter(<EmailChangeRevert code="old" />, { path: '/email-change/revert/old' });
    await userEvent.click(await screen.findByRole('button', { name: 'Put back my address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link cannot be used.');
  });
});
