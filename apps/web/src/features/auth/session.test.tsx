import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { LoadingScreen } from '../../components/loading-screen';
import { describe, expect, it } from 'vitest';
import { SessionGate } from '../../app/app';
import { readToken } from '../../lib/token-storage';
import { apiError, deferredReply, mockApi } from '../../test/api-mock';
import { makeUser } from '../../test/factories';
import { logInAs, withQueries } from '../../test/render';
import { apiRequest } from '../../lib/api-client';
import { useAuthStore } from './auth-store';
import { installSessionHandlers, refreshSessionUser, restoreSession } from './session';

describe('start-up session check', () => {
  it('does nothing when the stored login flag is not true', () => {
    const api = mockApi({});
    expect(restoreSession()).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('loads the current user into the auth store while the loading screen shows', async () => {
    const stale = makeUser({ firstName: 'Old' });
    await logInAs(stale, 'stored-token');
    const fresh = { ...stale, firstName: 'New' };
    const reply = deferredReply({ body: fresh });
    const api = mockApi({ 'GET /user/auth': reply.handler });
    const ready = restoreSession();

    await act(async () => {
      render(
        withQueries(
          <Suspense fallback={<LoadingScreen />}>
            <SessionGate ready={ready}>
              <p>App ready</p>
            </SessionGate>
          </Suspense>,
        ),
      );
    });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByText('App ready')).not.toBeInTheDocument();
    await act(async () => {
      reply.release();
      await ready;
    });
    expect(screen.getByText('App ready')).toBeInTheDocument();
    expect(api.callsTo('GET /user/auth')[0]?.headers.authorization).toBe('stored-token');
    expect(useAuthStore.getState().user?.firstName).toBe('New');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').firstName).toBe('New');
  });

  it('clears the auth state when the current user cannot be loaded', async () => {
    await logInAs(makeUser(), 'expired-token');
    mockApi({ 'GET /user/auth': apiError(401, 'Your session has expired. Please log in again.') });
    await restoreSession();
    expect(useAuthStore.getState()).toMatchObject({ isUserLogin: false, user: null });
    expect(localStorage.getItem('isUserLogin')).toBe('false');
    expect(await readToken()).toBeNull();
  });

  it('ends the session when an authenticated call answers 401', async () => {
    installSessionHandlers();
    await logInAs(makeUser(), 'revoked');
    mockApi({ 'GET /report': apiError(401, 'Your session has ended. Please log in again.') });
    await expect(apiRequest('/report', { auth: true })).rejects.toThrow('Your session has ended.');
    expect(useAuthStore.getState().isUserLogin).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('keeps the session when a refresh of the user is cut short, and ends it on a 401', async () => {
    installSessionHandlers();
    await logInAs(makeUser({ firstName: 'Kept' }), 'live-token');
    mockApi({
      'GET /user/auth': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await refreshSessionUser();
    expect(useAuthStore.getState()).toMatchObject({ isUserLogin: true });
    expect(localStorage.getItem('isUserLogin')).toBe('true');
    expect(await readToken()).toBe('live-token');

    mockApi({ 'GET /user/auth': apiError(401, 'Your session has ended. Please log in again.') });
    await refreshSessionUser();
    expect(useAuthStore.getState().isUserLogin).toBe(false);
    expect(await readToken()).toBeNull();
  });
});
