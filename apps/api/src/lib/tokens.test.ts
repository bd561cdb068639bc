import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-a-test-secret-a-test-secret';

describe('tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('verifies a token it signed, again from the kept result', async () => {
    const tokens = createTokenService(SECRET, 1);
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
  });

  it('refuses a kept token once it has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    const tokens = createTokenService(SECRET, 1);
    const token = await tokens.sign({ userId: 7, tokenVersion: 0 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 0 });
    vi.setSystemTime(new Date('2026-11-22T10:59:59Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 0 });
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
});
