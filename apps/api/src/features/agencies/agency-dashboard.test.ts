import { afterAll, beforeAll, expect, it } from 'vitest';
import { agencyMembers, conversations } from '../../db/schema';
import { makeAgency } from '../../../test/agency-kit';
import { makeAdvert, makeCatalog, makeTourRequest, type Catalog } from '../../../test/factories';
import { call, createTestApp, createUser, type TestApp } from '../../../test/test-app';

let t: TestApp;
let catalog: Catalog;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
});
afterAll(() => t?.close());

const get = (url: string, token: string) => call(t, { method: 'GET', url, token });

it('counts each agent’s adverts, views, enquiries and tours; the owner reads every agent and the latest', async () => {
  const { owner, id } = await makeAgency(t, catalog);
  const agent = await createUser(t, 'CUSTOMER', { firstName: 'Ali', lastName: 'Agent' });
  await t.database.db
    .insert(agencyMembers)
    .values({ agencyId: id, userId: agent.id, role: 'AGENT' });
  const advert = await makeAdvert(t, catalog, agent.id, {
    agencyId: id,
    viewCount: 40,
    title: 'Agency loft',
  });
  await makeAdvert(t, catalog, agent.id, { viewCount: 7 }); // the agent's own: not the agency's
  const guest = await createUser(t, 'CUSTOMER', { firstName: 'Gül', lastName: 'Guest' });
  await t.database.db.insert(conversations).values({
    advertId: advert.id,
    advertTitle: 'Agency loft',
    advertSlug: advert.slug,
    ownerUserId: agent.id,
    guestUserId: guest.id,
    lastMessageText: 'Is it free?',
    lastSenderId: guest.id,
  });
  await makeTourRequest(t, { id: advert.id, userId: agent.id }, guest.id);

  const res = await get(`/api/agencies/${id}/dashboard`, owner.token);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.agents).toMatchObject([
    { userId: owner.id, role: 'OWNER', adverts: 0, enquiries: 0, tours: 0 },
    {
      userId: agent.id,
      name: 'Ali Agent',
      adverts: 1,
      liveAdverts: 1,
      views: 40,
      enquiries: 1,
      unanswered: 1,
      tours: 1,
      upcomingTours: 1,
      replyTime: null,
    },
  ]);
  expect(body.enquiries).toMatchObject([
    { advertTitle: 'Agency loft', agent: 'Ali A.', guest: 'Gül G.', answered: false },
  ]);
  expect(body.tours).toMatchObject([
    {
      advertTitle: 'Agency loft',
      agent: 'Ali A.',
      status: 'PENDING',
      tourTime: '2099-06-01T10:00',
    },
  ]);
  expect(body.limits).toMatchObject({ importsToday: 0, listingsPerFile: 5000 });

  const own = (await get(`/api/agencies/${id}/dashboard`, agent.token)).json();
  expect(own.agents.map((a: { userId: number }) => a.userId)).toEqual([agent.id]);
  expect(own.enquiries).toEqual([]);
  const csv = await get(`/api/agencies/${id}/dashboard.csv`, owner.token);
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.body.split('\r\n')[2]).toBe('Ali Agent,AGENT,1,1,40,1,1,1,1,');

  const other = await makeAgency(t, catalog);
  expect((await get(`/api/agencies/${id}/dashboard`, other.owner.token)).statusCode).toBe(404);
});
