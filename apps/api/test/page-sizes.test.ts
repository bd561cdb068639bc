import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, createUser, type TestApp, type TestUser } from './test-app';

// Every dashboard table offers up to 50 rows a page (docs/product.md#page-sizes); the lists it
// reads must take that size and refuse one above their cap.
let t: TestApp;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  customer = await createUser(t, 'CUSTOMER');
  admin = await createUser(t, 'ADMIN');
});
afterAll(() => t.close());

const lists = (): Array<[string, () => TestUser]> => [
  ['/adverts/auth', () => customer],
  ['/tourRequest', () => customer],
  ['/tourRequest?role=owner', () => customer],
  ['/favorites/auth', () => customer],
  ['/contact-messages/mine', () => customer],
  ['/conversations', () => customer],
  ['/adverts?status=0', () => admin],
  ['/tourRequest/admin', () => admin],
  ['/categories/admin', () => admin],
  ['/contact-messages/admin', () => admin],
  ['/user/admin', () => admin],
  ['/adverts/userAdverts/{customer}', () => admin],
  ['/favorites/admin/{customer}', () => admin],
];

const url = (path: string, size: number) => {
  const resolved = path.replace('{customer}', String(customer.id));
  return `/api${resolved}${resolved.includes('?') ? '&' : '?'}size=${size}`;
};

describe('page sizes of the dashboard lists', () => {
  it.each(lists())('%s answers a page of 50', async (path, who) => {
    const res = await call(t, { method: 'GET', url: url(path, 50), token: who().token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ size: 50, number: 0 });
  });

  it.each(lists())('%s refuses a size above 100 with 400', async (path, who) => {
    const res = await call(t, { method: 'GET', url: url(path, 101), token: who().token });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('size must be at most 100');
  });
});
