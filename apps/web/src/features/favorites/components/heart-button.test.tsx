import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, deferredReply, mockApi } from '../../../test/api-mock';
import { userWithRole } from '../../../test/factories';
import { logInAs, renderWithRouter } from '../../../test/render';
import { favoriteKeys } from '../api/keys';
import { LoginForm } from '../../auth';
import { HeartButton } from './heart-button';

const advert = { id: 7, title: 'Sunny flat by the sea', favory: false };
const heart = () => screen.getByRole('button', { name: /favourites/ });

describe('HeartButton', () => {
  it('flips at once, before the call returns, and sends the token', async () => {
    await logInAs(userWithRole('CUSTOMER'), 'tok-1');
    const reply = deferredReply({ body: { advertId: 7, favory: true } });
    const api = mockApi({ 'POST /favorites': reply.handler });
    const { user } = renderWithRouter(<HeartButton advert={advert} />);
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAccessibleName('Add to favourites');

    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(heart()).toHaveAccessibleName('Remove from favourites');
    await waitFor(() => expect(api.callsTo('POST /favorites')).toHaveLength(1));
    expect(api.calls[0]?.body).toEqual({ advertId: 7 });
    expect(api.calls[0]?.headers.authorization).toBe('tok-1');

    reply.release();
    await waitFor(() => expect(heart()).not.toHaveAttribute('aria-busy'));
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it("alerts '<title> can not add to favory' on failure and flips the heart back", async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const reply = deferredReply(apiError(500, 'Database down'));
    mockApi({ 'POST /favorites': reply.handler });
    const { user, queryClient } = renderWithRouter(<HeartButton advert={advert} />);
    queryClient.setQueryData(favoriteKeys.ids(), [3]);
    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(queryClient.getQueryData(favoriteKeys.ids())).toEqual([3, 7]);

    reply.release();
    expect(
      await screen.findByText('Sunny flat by the sea can not add to favory'),
    ).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toHaveAccessibleName('Add to favourites');
    expect(queryClient.getQueryData(favoriteKeys.ids())).toEqual([3]);
  });

  it('flips a removed favourite back when the server cannot be reached', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    const api = mockApi({});
    api.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderWithRouter(<HeartButton advert={{ ...advert, favory: true }} />);
    await user.click(heart());
    expect(
      await screen.findByText('Sunny flat by the sea can not add to favory'),
    ).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });

  it('opens the login page for a visitor, who comes back to the same page after logging in', async () => {
    const account = userWithRole('CUSTOMER');
    const api = mockApi({ 'POST /auth/login': { body: { user: account, token: 't' } } });
    const { user, router } = renderWithRouter(
      <HeartButton advert={{ ...advert, favory: true }} />,
      {
        path: '/property/sunny-flat',
        initialEntries: ['/property/sunny-flat?from=list'],
        routes: [{ path: '/login', element: <LoginForm /> }],
      },
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.callsTo('POST /favorites')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), account.email);
    await user.type(screen.getByLabelText('Password'), 'Admin1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/sunny-flat'));
    expect(router.state.location.search).toBe('?from=list');
    // Back on the page the person clicks again; nothing was toggled on their behalf.
    expect(await screen.findByRole('button', { name: /favourites/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(api.callsTo('POST /favorites')).toHaveLength(0);
  });

  it('removes a favourite and writes the new state into cached adverts and ids', async () => {
    await logInAs(userWithRole('CUSTOMER'));
    mockApi({ 'POST /favorites': { body: { advertId: 7, favory: false } } });
    const { user, queryClient } = renderWithRouter(
      <HeartButton advert={{ ...advert, favory: true }} />,
    );
    queryClient.setQueryData(['adverts', 'list'], {
      content: [{ id: 7, slug: 'sunny', price: 1, favory: true }],
    });
    queryClient.setQueryData(favoriteKeys.ids(), [3, 7]);
    expect(heart()).toHaveAttribute('aria-pressed', 'true');

    await user.click(heart());
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(queryClient.getQueryData(favoriteKeys.ids())).toEqual([3]));
    expect(queryClient.getQueryData(['adverts', 'list'])).toEqual({
      content: [{ id: 7, slug: 'sunny', price: 1, favory: false }],
    });
    expect(queryClient.getQueryData(favoriteKeys.state(7))).toBe(false);
  });
});
