import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, 'ADMIN');
  manager = await createUser(t, 'MANAGER');
  alice = await createUser(t, 'CUSTOMER');
  bob = await createUser(t, 'CUSTOMER');
  const catalog = await makeCatalog(t);
  await makeAdvert(t, catalog, alice.id);
  await makeAdvert(t, catalog, alice.id);
  await makeAdvert(t, catalog, bob.id);
});
afterAll(() => t.close());

describe('GET /report', () => {
  it('gives staff the whole marketplace', async () => {
    for (const user of [admin, manager]) {
      const res = await call(t, { method: 'GET', url: '/api/report', token: user.token });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        Customers: 2,
        Categories: 2,
        Adverts: 3,
        AdvertTypes: 2,
        TourRequests: 0,
      });
    }
  });

  it("gives a customer their own adverts' figures", async () => {
    const res = await call(t, { method: 'GET', url: '/api/report', token: alice.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Adverts: 2, TourRequests: 0, Categories: 1 });
  });

  it('needs a login', async () => {
    expect((await call(t, { method: 'GET', url: '/api/report' })).statusCode).toBe(401);
  });
});
