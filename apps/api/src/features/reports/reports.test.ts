import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertFormSchema } from '@estate/contracts';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { advertRevisions, favorites } from '../../db/schema';
import { advertForm, makeAdvert, makeCatalog, makeTourRequest } from '../../../test/factories';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, 'ADMIN');
  manager = await createUser(t, 'MANAGER');
  alice = await createUser(t, 'CUSTOMER');
  bob = await createUser(t, 'CUSTOMER');
  carol = await createUser(t, 'CUSTOMER');
  const catalog = await makeCatalog(t);
  const alicesFlat = await makeAdvert(t, catalog, alice.id);
  await makeAdvert(t, catalog, alice.id, { status: 0 });
  const bobsHouse = await makeAdvert(t, catalog, bob.id);
  const bobsShop = await makeAdvert(t, catalog, bob.id, { status: 0 });
  await makeTourRequest(t, alicesFlat, bob.id);
  await makeTourRequest(t, alicesFlat, carol.id);
  await makeTourRequest(t, bobsHouse, alice.id);
  await makeTourRequest(t, bobsHouse, carol.id);
  // An edit of Alice's live flat waits for review; one of Bob's house was turned down.
  const form = advertFormSchema.parse(advertForm(catalog));
  await t.database.db.insert(advertRevisions).values([
    { advertId: alicesFlat.id, form, values: [], submittedBy: alice.id },
    { advertId: bobsHouse.id, form, values: [], submittedBy: bob.id, rejectedAt: new Date() },
  ]);
  await t.database.db.insert(favorites).values([
    { userId: alice.id, advertId: bobsHouse.id },
    { userId: alice.id, advertId: bobsShop.id },
    { userId: admin.id, advertId: bobsHouse.id },
  ]);
});
afterAll(() => t.close());

const report = (token?: string) => call(t, { method: 'GET', url: '/api/report', token });

describe('GET /report', () => {
  it.each([
    ['an admin', () => admin],
    ['a manager', () => manager],
  ])('gives %s the whole marketplace', async (_role, viewer) => {
    const res = await report(viewer().token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Customers: 3,
      Categories: 2,
      Adverts: 4,
      AdvertTypes: 2,
      TourRequests: 4,
      // Two new adverts and one waiting edit: the moderation queue's length.
      PendingAdverts: 3,
      Favorites: viewer() === admin ? 1 : 0,
    });
  });

  it("gives a customer their own figures and not the marketplace's customers", async () => {
    // Her pending advert and her flat's edit wait for review; Bob's pending shop is not hers.
    const res = await report(alice.token);
    expect(res.statusCode).toBe(200);
    // 2 requests on her flat (as owner) + 1 of hers on Bob's house (as guest); Carol's on
    // Bob's house is not hers. Categories counts the active one only, as the public sees them.
    expect(res.json()).toEqual({
      Customers: null,
      Categories: 1,
      Adverts: 2,
      AdvertTypes: 2,
      TourRequests: 3,
      PendingAdverts: 2,
      Favorites: 2,
    });
  });

  it('gives a customer without adverts only the requests they made', async () => {
    const res = await report(carol.token);
    expect(res.json()).toMatchObject({
      Customers: null,
      Adverts: 0,
      TourRequests: 2,
      PendingAdverts: 0,
      Favorites: 0,
    });
  });

  it('needs a login', async () => {
    const res = await report();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 401, message: expect.any(String) });
  });
});
