import { describe, expect, it } from 'vitest';
import { clearToken, forgetCachedToken, readToken, saveToken } from './token-storage';

describe('token storage', () => {
  it('keeps the token encrypted under the key "token"', async () => {
    await saveToken('header.payload.signature');
    const stored = localStorage.getItem('token');
    expect(stored).toMatch(/^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(stored).not.toContain('payload');
    forgetCachedToken();
    expect(await readToken()).toBe('header.payload.signature');
  });

  it('uses a fresh IV each time', async () => {
    await saveToken('same');
    const first = localStorage.getItem('token');
    await saveToken('same');
    expect(localStorage.getItem('token')).not.toBe(first);
  });

  it('drops a stored value that does not decrypt', async () => {
    await saveToken('good');
    const [iv] = (localStorage.getItem('token') ?? '').split('.');
    localStorage.setItem('token', `${iv}.${btoa('tampered-cipher-text')}`);
    forgetCachedToken();
    expect(await readToken()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('forgets the token on clear', async () => {
    await saveToken('t');
    clearToken();
    expect(localStorage.getItem('token')).toBeNull();
    expect(await readToken()).toBeNull();
  });
});
