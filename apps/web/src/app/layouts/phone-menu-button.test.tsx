import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { makeUser } from '../../test/factories';
import { logInAs, renderWithRouter } from '../../test/render';
import { PhoneMenuButton } from './phone-menu-button';

const renderButton = () =>
  renderWithRouter(<PhoneMenuButton controls="dash-sidebar" onOpen={() => undefined} />, {
    path: '/dashboard',
  });

describe('PhoneMenuButton', () => {
  it.each([
    ['unread messages', 2, 0],
    ['tours waiting for an answer', 0, 1],
  ])('shows a dot when there are %s', async (_what, unread, waiting) => {
    mockApi({
      'GET /conversations/unread-count': { body: { unread } },
      'GET /tourRequest/waiting': { body: { waiting } },
    });
    await logInAs(makeUser({ role: 'CUSTOMER' }));
    const { container } = renderButton();
    expect(
      await screen.findByRole('button', { name: 'Open menu: unread messages or tours waiting' }),
    ).toBeInTheDocument();
    expect(container.querySelector('.menu-attention-dot')).not.toBeNull();
  });
});
