import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENCY_ADVERT_MESSAGES as A } from '@estate/contracts';
import { adverts, conversations, tallies, tourRequests } from '../../db/schema';
import { makeAgency, tokenFromText } from '../../../test/agency-kit';
import { advertForm, makeCatalog, makeTourRequest, type Catalog } from '../../../test/factories';
import { startSmtpSink, singlePartTextOf } from '../../../test/smtp-sink';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;
let admin: TestUser;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, token?: string, payload?: object) =>
  call(t, { method, url, token, payload });

/** An agency with its owner and an agent who joined through the e-mailed invitation. */
async function agencyWithAgent() {
  const made = await makeAgency(t, catalog);
  const agent = await createUser(t, 'CUSTOMER', { firstName: 'Ali', lastName: 'Agent' });
  const invited = await send('POST', `/api/agencies/${made.id}/invitations`, made.owner.token, {
    email: agent.email,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  await t.app.background.idle();
  const token = tokenFromText(singlePartTextOf(smtp.to(agent.email).at(-1)!.raw));
  const joined = await send('POST', '/api/agency-invitations/accept', agent.token, { token });
  expect(joined.statusCode, joined.body).toBe(200);
  return { ...made, agent };
}

/** An advert `who` posts for their agency, activated by staff. */
async function agencyAdvert(who: TestUser, title = 'Agency flat') {
  const res = await send('POST', '/api/adverts', who.token, {
    ...advertForm(catalog, { title }),
    forAgency: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, slug } = res.json() as { id: number; slug: string };
  await t.database.db.update(adverts).set({ status: 1 }).where(eq(adverts.id, id));
  return { id, slug };
}

const rowOf = async (id: number) =>
  (await t.database.db.select().from(adverts).where(eq(adverts.id, id)))[0]!;

describe('posting for an agency', () => {
  it('makes the poster the responsible agent and shows the agency on the advertiser card', async () => {
    const { agent, id: agencyId, slug } = await agencyWithAgent();
    const advert = await agencyAdvert(agent);
    expect(await rowOf(advert.id)).toMatchObject({ agencyId, userId: agent.id });
    const card = await send('GET', `/api/adverts/${advert.id}/advertiser`);
    expect(card.json()).toMatchObject({
      name: 'Ali A.',
      agency: { slug, name: 'Bosphorus Homes', verified: false, logo: null },
    });
    const decided = await send('POST', `/api/agencies/${agencyId}/decision`, admin.token, {
      action: 'APPROVE',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // Visitors share the card for the cache's age; a signed-in reader sees the badge at once.
    const verified = await send('GET', `/api/adverts/${advert.id}/advertiser`, admin.token);
    expect(verified.json().agency.verified).toBe(true);
  });

  it('refuses a person in no agency and saves nothing; an own advert has no agency', async () => {
    const loner = await createUser(t);
    const form = { ...advertForm(catalog, { title: `Loner ${Date.now()}` }), forAgency: true };
    const res = await send('POST', '/api/adverts', loner.token, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().validations).toMatchObject({ forAgency: A.notAMember });
    const mine = await send('GET', '/api/adverts/auth', loner.token);
    expect(mine.json().totalElements).toBe(0);
    const own = await send('POST', '/api/adverts', loner.token, advertForm(catalog));
    expect((await rowOf(own.json().id)).agencyId).toBeNull();
    const card = await send('GET', `/api/adverts/${own.json().id}/advertiser`);
    expect(card.statusCode).toBe(404); // pending: not public yet
  });
});

describe('who runs an agency advert', () => {
  it('lets the owner list, view and edit every agency advert, an agent only their own', async () => {
    const { owner, agent, id: agencyId } = await agencyWithAgent();
    const advert = await agencyAdvert(agent, 'Agent flat');
    const ownersList = await send('GET', `/api/agencies/${agencyId}/adverts`, owner.token);
    expect(ownersList.json()).toMatchObject({
      totalElements: 1,
      content: [{ id: advert.id, agent: { userId: agent.id, name: 'Ali A.' }, isPublic: true }],
    });
    const agentsList = await send('GET', `/api/agencies/${agencyId}/adverts`, agent.token);
    expect(agentsList.json().totalElements).toBe(1);
    const narrowed = await send(
      'GET',
      `/api/agencies/${agencyId}/adverts?agent=${owner.id}`,
      owner.token,
    );
    expect(narrowed.json().totalElements).toBe(0);

    expect((await send('GET', `/api/adverts/custom/${advert.id}`, owner.token)).statusCode).toBe(
      200,
    );
    const form = advertForm(catalog, { title: 'Agent flat, new kitchen' });
    const edited = await send('PUT', `/api/adverts/auth/${advert.slug}`, owner.token, form);
    expect(edited.statusCode, edited.body).toBe(200);

    const other = await makeAgency(t, catalog);
    const outsider = await send('GET', `/api/agencies/${agencyId}/adverts`, other.owner.token);
    expect(outsider.statusCode).toBe(404);
    expect(
      (await send('GET', `/api/adverts/custom/${advert.id}`, other.owner.token)).statusCode,
    ).toBe(404);
    const foreign = await send('PUT', `/api/adverts/auth/${advert.slug}`, other.owner.token, form);
    expect(foreign.statusCode).toBe(404);
    expect(
      (await send('DELETE', `/api/adverts/auth/${advert.id}`, other.owner.token)).statusCode,
    ).toBe(404);
  });

  it('gives an advert to another member with its conversations and tours; refuses the rest', async () => {
    const { owner, agent, id: agencyId } = await agencyWithAgent();
    const advert = await agencyAdvert(agent, 'Moving flat');
    const guest = await createUser(t);
    await t.database.db.insert(conversations).values({
      advertId: advert.id,
      advertTitle: 'Moving flat',
      advertSlug: advert.slug,
      ownerUserId: agent.id,
      guestUserId: guest.id,
      lastMessageText: 'Is it free?',
      lastSenderId: guest.id,
    });
    await makeTourRequest(t, { id: advert.id, userId: agent.id }, guest.id);
    const url = `/api/agencies/${agencyId}/adverts/${advert.id}/agent`;

    expect((await send('PUT', url, agent.token, { userId: agent.id })).statusCode).toBe(403);
    const stranger = await send('PUT', url, owner.token, { userId: guest.id });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().message).toBe(A.agentNotMember);
    const other = await makeAgency(t, catalog);
    const elsewhere = await send(
      'PUT',
      `/api/agencies/${other.id}/adverts/${advert.id}/agent`,
      other.owner.token,
      { userId: other.owner.id },
    );
    expect(elsewhere.statusCode).toBe(404);

    const moved = await send('PUT', url, owner.token, { userId: owner.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await rowOf(advert.id)).userId).toBe(owner.id);
    const [thread] = await t.database.db
      .select()
      .from(conversations)
      .where(eq(conversations.advertId, advert.id));
    expect(thread!.ownerUserId).toBe(owner.id);
    const [tour] = await t.database.db
      .select()
      .from(tourRequests)
      .where(eq(tourRequests.advertId, advert.id));
    expect(tour!.ownerUserId).toBe(owner.id);
    const tallyOf = async (userId: number) =>
      (
        await t.database.db
          .select()
          .from(tallies)
          .where(and(eq(tallies.subject, 'tour_requests:owner'), eq(tallies.subjectId, userId)))
      )[0]?.count ?? 0;
    expect(Number(await tallyOf(owner.id))).toBe(1);
    expect(Number(await tallyOf(agent.id))).toBe(0);
    const agentEdit = await send(
      'PUT',
      `/api/adverts/auth/${advert.slug}`,
      agent.token,
      advertForm(catalog),
    );
    expect(agentEdit.statusCode).toBe(404);
  });

  it('hands a removed agent’s agency adverts to the owner and keeps their own adverts theirs', async () => {
    const { owner, agent, id: agencyId } = await agencyWithAgent();
    const forAgency = await agencyAdvert(agent, 'Office flat');
    const own = await send(
      'POST',
      '/api/adverts',
      agent.token,
      advertForm(catalog, { title: 'Own flat' }),
    );
    const removed = await send(
      'DELETE',
      `/api/agencies/${agencyId}/members/${agent.id}`,
      owner.token,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await rowOf(forAgency.id)).toMatchObject({ userId: owner.id, agencyId });
    expect(await rowOf(own.json().id)).toMatchObject({ userId: agent.id, agencyId: null });
    const form = advertForm(catalog, { title: 'Office flat' });
    expect(
      (await send('PUT', `/api/adverts/auth/${forAgency.slug}`, agent.token, form)).statusCode,
    ).toBe(404);
    expect((await send('GET', `/api/agencies/${agencyId}/adverts`, agent.token)).statusCode).toBe(
      404,
    );
  });

  it('keeps the agency adverts when their owner deletes the account: the agent runs them', async () => {
    const { owner, agent, id: agencyId } = await agencyWithAgent();
    const ownersAdvert = await agencyAdvert(owner, 'Owner’s listing');
    const gone = await send('DELETE', '/api/user/auth', owner.token, { password: owner.password });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await rowOf(ownersAdvert.id)).toMatchObject({ userId: agent.id, agencyId });
    const list = await send('GET', `/api/agencies/${agencyId}/adverts`, agent.token);
    expect(list.json().totalElements).toBe(1);
  });
});
