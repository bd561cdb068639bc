import { afterEach, describe, expect, it, vi } from 'vitest';
import { userSchema } from '@estate/contracts';
import { apiError, mockApi } from '../test/api-mock';
import { makeUser } from '../test/factories';
import { RENEWED_TOKEN_HEADER, apiRequest, setUnauthorizedHandler } from './api-client';
import { ApiError } from './api-error';
import { readToken, saveToken } from './token-storage';

afterEach(() => setUnauthorizedHandler(undefined));

describe('apiRequest', () => {
  it('calls /api and sends the bare token as Authorization on authenticated calls', async () => {
    await saveToken('abc.def');
    const api = mockApi({ 'GET /user/auth': { body: makeUser() } });
    await apiRequest('/user/auth', { auth: true, schema: userSchema });
    expect(api.fetchMock.mock.calls[0]?.[0]).toBe('/api/user/auth');
    expect(api.calls[0]?.headers.authorization).toBe('abc.def');
  });

  it('keeps the fresh token the API sends once the old one is past half its life', async () => {
    await saveToken('old.token');
    mockApi({
      'GET /user/auth': { body: makeUser(), headers: { [RENEWED_TOKEN_HEADER]: 'new.token' } },
    });
    await apiRequest('/user/auth', { auth: true, schema: userSchema });
    expect(await readToken()).toBe('new.token');
    const api = mockApi({ 'GET /user/auth': { body: makeUser() } });
    await apiRequest('/user/auth', { auth: true, schema: userSchema });
    expect(api.calls[0]?.headers.authorization).toBe('new.token');
  });

  it('sends no token on public calls', async () => {
    await saveToken('abc.def');
    const api = mockApi({ 'POST /contact': { status: 201, body: {} } });
    await apiRequest('/contact', { method: 'POST', body: { a: 1 } });
    expect(api.calls[0]?.headers.authorization).toBeUndefined();
    expect(api.calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('turns an error answer into one ApiError with status, message and validations', async () => {
    mockApi({
      'POST /contact': apiError(400, 'Check the form.', {
        email: 'Invalid email',
        message: 'Required',
      }),
    });
    const error = await apiRequest('/contact', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Check the form.' });
    expect((error as ApiError).validations).toEqual({
      email: 'Invalid email',
      message: 'Required',
    });
    expect((error as ApiError).firstValidation).toBe('Invalid email');
  });

  it('explains an error answer that has no body', async () => {
    mockApi({ 'GET /health': { status: 502 } });
    await expect(apiRequest('/health')).rejects.toMatchObject({
      status: 502,
      message: 'The request failed (HTTP 502).',
    });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/health')).rejects.toMatchObject({ status: 0 });
  });

  it('rejects an answer that does not match the schema', async () => {
    mockApi({ 'GET /user/auth': { body: { id: 'x' } } });
    await expect(apiRequest('/user/auth', { schema: userSchema })).rejects.toMatchObject({
      message: 'The server sent an unexpected answer.',
    });
  });

  it('loads a schema given as a function beside the request and checks the answer with it', async () => {
    mockApi({ 'GET /user/auth': { body: { id: 'x' } } });
    const load = vi.fn(() => Promise.resolve(userSchema));
    await expect(apiRequest('/user/auth', { schema: load })).rejects.toMatchObject({
      message: 'The server sent an unexpected answer.',
    });
    expect(load).toHaveBeenCalledOnce();
  });

  it('calls the unauthorized handler only for authenticated calls answering 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({
      'GET /report': apiError(401, 'Expired'),
      'POST /auth/login': apiError(401, 'Wrong'),
    });
    await expect(apiRequest('/auth/login', { method: 'POST', body: {} })).rejects.toThrow('Wrong');
    expect(handler).not.toHaveBeenCalled();
    await expect(apiRequest('/report', { auth: true })).rejects.toThrow('Expired');
    expect(handler).toHaveBeenCalledWith('Expired');
  });
});
