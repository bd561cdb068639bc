import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDbRateLimiter, type RateLimiter } from '../../lib/rate-limiter';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';

let t: TestApp;
const onServer = !!process.env.TEST_DATABASE_URL;

/** A gate the costly reads' counter waits at, so a read holds its place as long as a test likes. */
function gatedLimiter() {
  let open: () => void = () => undefined;
  let entered: () => void = () => undefined;
  const state = {
    closed: false,
    gate: Promise.resolve(),
    entered: Promise.resolve(),
    close() {
      state.closed = true;
      state.gate = new Promise<void>((resolve) => (open = resolve));
      state.entered = new Promise<void>((resolve) => (entered = resolve));
    },
    open() {
      state.closed = false;
      open();
    },
  };
  /** The database's counters (made once the test database is open), behind the gate. */
  const wrap = (inner: () => RateLimiter): RateLimiter => ({
    async hit(key, windowSeconds) {
      if (state.closed && key.startsWith('costlyRead:')) {
        entered();
        await state.gate;
      }
      return inner().hit(key, windowSeconds);
    },
    peek: (key) => inner().peek(key),
    reset: (key) => inner().reset(key),
  });
  return { state, wrap };
}

const gated = gatedLimiter();
let address = 0;
/** Each test asks from its own client address, so the budget of one is not spent by another. */
const newAddress = () => `10.9.0.${++address}`;

const search = (query: string, from: string, token?: string) =>
  call(t, { method: 'GET', url: `/api/adverts?${query}`, remoteAddress: from, token });

beforeAll(async () => {
  t = await createTestApp(
    {
      COSTLY_READS_AT_ONCE: 1,
      COSTLY_READS_WAITING: 0,
      COSTLY_READS_PER_MINUTE: 4,
      READ_TIMEOUT_MS: 300,
    },
    { limiter: gated.wrap(() => createDbRateLimiter(t.database.db)) },
  );
});
afterAll(() => t?.close());

describe('the costly read budget (docs/product.md#limits)', () => {
  it('refuses a read beyond the cap at once with 503 and Retry-After, and answers the one held', async () => {
    const from = newAddress();
    gated.state.close();
    const held = search('q=held', from);
    await gated.state.entered;
    const refused = await search('q=other', newAddress());
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('2');
    expect(refused.json().message).toBe(
      'Many searches are running right now. Please wait 2 seconds and try again.',
    );
    gated.state.open();
    expect((await held).statusCode).toBe(200);
    expect((await search('q=other', from)).statusCode).toBe(200);
  });

  it('tells a Turkish caller in Turkish', async () => {
    gated.state.close();
    const held = search('q=held-tr', newAddress());
    await gated.state.entered;
    const refused = await call(t, {
      method: 'GET',
      url: '/api/adverts?q=other-tr',
      remoteAddress: newAddress(),
      headers: { 'accept-language': 'tr' },
    });
    gated.state.open();
    await held;
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe(
      'Şu anda çok sayıda arama yapılıyor. Lütfen 2 saniye bekleyip yeniden deneyin.',
    );
  });

  it('allows one address so many uncached reads a minute, then 429; kept answers stay free', async () => {
    const from = newAddress();
    for (const q of ['a1', 'a2', 'a3', 'a4'])
      expect((await search(`q=${q}`, from)).statusCode).toBe(200);
    const refused = await search('q=a5', from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(
      /^Too many searches from your network\. Please wait \d+ seconds? and try again\.$/,
    );
    // A kept answer costs the database nothing: it is answered whatever the budget.
    expect((await search('q=a1', from)).statusCode).toBe(200);
    // Another address has its own budget.
    expect((await search('q=a5', newAddress())).statusCode).toBe(200);
  });

  it('counts a signed-in read, which always misses the visitors’ cache right after a change', async () => {
    const from = newAddress();
    const user = await createUser(t, 'ADMIN');
    for (let i = 0; i < 4; i++)
      expect((await search('q=staff', from, user.token)).statusCode).toBe(200);
    expect((await search('q=staff', from, user.token)).statusCode).toBe(429);
  });

  it('stops a read that takes too long: 503 with a message, never 500', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // The adverts are held: on PostgreSQL by a lock the read waits for until statement_timeout
    // stops it; on the embedded database by a transaction every other query waits behind.
    const holder = t.database.db.transaction(async (tx) => {
      if (onServer) await tx.execute(sql`LOCK TABLE adverts IN ACCESS EXCLUSIVE MODE`);
      locked();
      await gate;
    });
    await isLocked;
    const slow = await search('price_start=12345', newAddress());
    release();
    await holder;
    expect(slow.statusCode).toBe(503);
    expect(slow.headers['retry-after']).toBe('2');
    expect(slow.json().message).toBe(
      'This search took too long. Please wait 2 seconds and try again.',
    );
  });

  it.runIf(onServer)(
    'cuts a public read statement off on PostgreSQL (statement_timeout)',
    async () => {
      const reads = t.database.readsWithTimeout!(150);
      await expect(reads.execute(sql`SELECT pg_sleep(2)`)).rejects.toMatchObject({
        cause: { code: '57014' },
      });
    },
  );
});
