import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_MAX_SECONDS, createTokenService } from './tokens';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';

describe('tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token it signed, again from the kept result', async () => {
    const tokens = createTokenService(SECRET, 1);
    const sessionStart = Math.floor(Date.now() / 1000) - 60;
    const token = await tokens.sign({ userId: 7, tokenVersion: 2, sessionStart });
    const claims = { userId: 7, tokenVersion: 2, sessionStart };
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a kept token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createTokenService(SECRET, 1);
    const token = await tokens.sign({ userId: 7, tokenVersion: 0 });
    const claims = {
      userId: 7,
      tokenVersion: 0,
      sessionStart: Date.parse('2026-11-22T10:00:00Z') / 1000,
    };
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-22T10:59:59Z'));
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
    // And on a fresh check too (the kept entry is gone).
    expect(await tokens.verify(token)).toEqual({ error: 'expired' });
  });

  it('refuses a token signed with another secret or altered', async () => {
    const tokens = createTokenService(SECRET, 1);
    const other = createTokenService(`${SECRET}-other`, 1);
    const foreign = await other.sign({ userId: 1, tokenVersion: 0 });
    expect(await tokens.verify(foreign)).toEqual({ error: 'invalid' });
    const token = await tokens.sign({ userId: 1, tokenVersion: 0 });
    await tokens.verify(token);
    const [h, p, s] = token.split('.');
    const altered = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await tokens.verify(altered)).toEqual({ error: 'invalid' });
    expect(await tokens.verify('not-a-token')).toEqual({ error: 'invalid' });
  });

  it('is past half its life at the middle of it, kept or not', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createTokenService(SECRET, 2);
    const token = await tokens.sign({ userId: 7, tokenVersion: 0 });
    const unverified = createTokenService(SECRET, 2);
    await tokens.verify(token);
    vi.setSystemTime(new Date('2026-11-22T10:59:59Z'));
    expect(tokens.isPastHalfLife(token)).toBe(false);
    expect(unverified.isPastHalfLife(token)).toBe(false);
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
    expect(tokens.isPastHalfLife(token)).toBe(true);
    expect(unverified.isPastHalfLife(token)).toBe(true);
  });

  it('ends a session 30 days after its login, however often it was renewed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const login = Date.parse('2026-11-01T09:00:00Z');
    const tokens = createTokenService(SECRET, 8);
    const sessionStart = login / 1000;
    // Renewed 5 hours before the session's end: it runs to that end, not for 8 hours.
    vi.setSystemTime(login + (SESSION_MAX_SECONDS - 5 * 3600) * 1000);
    const late = await tokens.sign({ userId: 7, tokenVersion: 0, sessionStart });
    expect(await tokens.verify(late)).toMatchObject({ sessionStart });
    expect(tokens.isPastHalfLife(late)).toBe(false);
    vi.setSystemTime(login + (SESSION_MAX_SECONDS - 1) * 1000);
    expect(await tokens.verify(late)).toMatchObject({ userId: 7 });
    expect(tokens.isPastHalfLife(late)).toBe(false);
    vi.setSystemTime(login + SESSION_MAX_SECONDS * 1000);
    expect(await tokens.verify(late)).toEqual({ error: 'expired' });
    // A renewal after the end is born expired.
    const after = await tokens.sign({ userId: 7, tokenVersion: 0, sessionStart });
    expect(await tokens.verify(after)).toEqual({ error: 'expired' });
  });
});
