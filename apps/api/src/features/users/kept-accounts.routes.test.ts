import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';

// A signed-in customer's account row answers the public lists from memory (kept-accounts.ts):
// whatever changes it, here or in another process, counts on their next read.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_CACHE_SECONDS: 30 });
  const catalog = await makeCatalog(t);
  await makeAdvert(t, catalog, (await createUser(t)).id);
});
afterAll(() => t?.close());

/** Whether the popular adverts came as the signed-in caller's own answer, not a visitor's. */
async function signedIn(token: string): Promise<boolean> {
  const res = await call(t, { method: 'GET', url: '/api/adverts/popular/6', token });
  expect(res.statusCode).toBe(200);
  const [advert] = res.json() as Array<{ favory?: boolean }>;
  // A visitor's adverts carry no heart; a token that no longer counts reads as a visitor's.
  return advert!.favory !== undefined;
}

describe('a kept account', () => {
  it('ends with a logout at once', async () => {
    const customer = await createUser(t);
    expect(await signedIn(customer.token)).toBe(true);
    expect(await signedIn(customer.token)).toBe(true);
    const out = await call(t, { method: 'POST', url: '/api/auth/logout', token: customer.token });
    expect(out.statusCode).toBeLessThan(300);
    expect(await signedIn(customer.token)).toBe(false);
  });

  it('ends when another process ends the session, as soon as the database tells', async () => {
    const customer = await createUser(t);
    expect(await signedIn(customer.token)).toBe(true);
    await t.database.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, customer.id));
    await vi.waitFor(async () => expect(await signedIn(customer.token)).toBe(false));
  });

  it('ends with the account itself', async () => {
    const customer = await createUser(t);
    expect(await signedIn(customer.token)).toBe(true);
    await t.database.db.delete(users).where(eq(users.id, customer.id));
    await vi.waitFor(async () => expect(await signedIn(customer.token)).toBe(false));
  });
});
