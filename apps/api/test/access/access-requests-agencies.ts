import { and, eq } from 'drizzle-orm';
import { agencies, agencyImports, agencyMembers } from '../../src/db/schema';
import { agencyForm, makeAgency, tokenFromText } from '../agency-kit';
import { makeAdvert } from '../factories';
import { jpeg, multipartBody } from '../pictures';
import { call, lastMailTo } from '../test-app';
import { get, type AccessCall, type CallBuilder } from './access-call';
import { OWNER_FIELDS } from './access-fixtures';
import type { Actor, World } from './access-world';

/** B's agency, made once per world by B through the API; the guest is its agent. */
const owned = new WeakMap<World, Promise<{ id: number; slug: string }>>();
function ownersAgency(w: World) {
  let made = owned.get(w);
  if (!made) {
    made = (async () => {
      const res = await call(w.t, {
        method: 'POST',
        url: '/api/agencies',
        payload: agencyForm(w.catalog, { name: 'Brightfield Homes' }),
        token: w.signed.owner.token,
      });
      const { agency } = res.json() as { agency: { id: number; slug: string } };
      await w.t.database.db
        .insert(agencyMembers)
        .values({ agencyId: agency.id, userId: w.guest.id, role: 'AGENT' });
      return agency;
    })();
    owned.set(w, made);
  }
  return made;
}

/** A catalogue of one listing whose names the world does not have: refused, never written. */
const CATALOGUE =
  'ListingId,PropertyType,PropertySubType,Title,PublicRemarks,ListPrice,Country,City,District\n' +
  'W-1,Residential,Castle,Keep,Old walls.,10,Nowhere,Nowhere,Nowhere';

/** A finished import of B's agency, written as a run leaves it. */
async function finishedImport(w: World) {
  const { id } = await ownersAgency(w);
  const [row] = await w.t.database.db
    .insert(agencyImports)
    .values({ agencyId: id, source: 'FILE', fullFile: false, status: 'DONE' })
    .returning({ id: agencyImports.id });
  return { agencyId: id, importId: row!.id };
}

/** A fresh customer made an agent of B's agency, for a call that removes or promotes one. */
async function freshAgent(w: World) {
  const { id } = await ownersAgency(w);
  const agent = await w.freshUser();
  await w.t.database.db
    .insert(agencyMembers)
    .values({ agencyId: id, userId: agent.id, role: 'AGENT' });
  return { agencyId: id, agent };
}

/** B's open invitation to a fresh address (or `email`): its id and the token its mail carries. */
async function freshInvitation(w: World, email = `invited-${w.unique()}@example.test`) {
  const { id } = await ownersAgency(w);
  const res = await call(w.t, {
    method: 'POST',
    url: `/api/agencies/${id}/invitations`,
    payload: { email },
    token: w.signed.owner.token,
    remoteAddress: w.nextAddress(),
  });
  if (res.statusCode !== 201) throw new Error(`invitation refused: ${res.body}`);
  await w.t.app.background.idle();
  const token = tokenFromText((await lastMailTo(w.t, email))!.text);
  return { agencyId: id, invitationId: (res.json() as { id: number }).id, token };
}

/** Takes back a membership a call gave an actor, so they stay free of agencies for later rows. */
const leaveAgain = (w: World, actor: Actor) => async () => {
  if (actor === 'visitor' || actor === 'owner') return;
  await w.t.database.db.delete(agencyMembers).where(eq(agencyMembers.userId, w.signed[actor].id));
};

/**
 * The agencies' routes (docs/product.md#agencies): B owns "Brightfield Homes"; members act on
 * their own agency only (404 otherwise), staff decide the queue. Calls that change B's agency
 * use a fresh agent or invitation each.
 */
export const AGENCY_CALLS: Record<string, CallBuilder> = {
  // B already has one (409); the others' new agencies are deleted again.
  'POST /api/agencies': async (w) => {
    await ownersAgency(w);
    return {
      method: 'POST',
      url: '/api/agencies',
      payload: agencyForm(w.catalog, { name: `Agency ${w.unique()}` }),
      after: async (res) => {
        if (res.statusCode !== 201) return;
        const id = (res.json() as { agency: { id: number } }).agency.id;
        await w.t.database.db.delete(agencies).where(eq(agencies.id, id));
      },
    };
  },
  'GET /api/agencies/mine': async (w) => (await ownersAgency(w), get('/api/agencies/mine')),
  'PUT /api/agencies/:id': async (w) => ({
    method: 'PUT',
    url: `/api/agencies/${(await ownersAgency(w)).id}`,
    payload: agencyForm(w.catalog, { name: 'Brightfield Homes' }),
  }),
  'PUT /api/agencies/:id/logo': async (w) => ({
    method: 'PUT',
    url: `/api/agencies/${(await ownersAgency(w)).id}/logo`,
    ...(await multipartBody([{ file: await jpeg(120, 90) }])),
  }),
  'GET /api/agencies/by-slug/:slug': async (w) =>
    get(`/api/agencies/by-slug/${(await ownersAgency(w)).slug}`),
  // The page names its members as the advertiser card does, "Beatrix B." (docs/product.md#agency-page).
  'GET /api/agencies/by-slug/:slug/page': async (w) => ({
    ...get(`/api/agencies/by-slug/${(await ownersAgency(w)).slug}/page`),
    mayShow: [OWNER_FIELDS.firstName],
  }),
  'POST /api/agencies/:id/invitations': async (w) => ({
    method: 'POST',
    url: `/api/agencies/${(await ownersAgency(w)).id}/invitations`,
    payload: { email: `colleague-${w.unique()}@example.test` },
  }),
  'DELETE /api/agencies/:id/invitations/:invitationId': async (w) => {
    const { agencyId, invitationId } = await freshInvitation(w);
    return { method: 'DELETE', url: `/api/agencies/${agencyId}/invitations/${invitationId}` };
  },
  // The link's preview is anyone's who holds it.
  'GET /api/agency-invitations': async (w) =>
    get(`/api/agency-invitations?token=${(await freshInvitation(w)).token}`),
  // Each caller is invited at their own address; B, a member already, cannot be invited, and is
  // refused another's link (403). A new member sees their colleagues: B's name and address.
  'POST /api/agency-invitations/accept': async (w, actor) => {
    const email = actor === 'visitor' || actor === 'owner' ? undefined : w.signed[actor].email;
    const { token } = await freshInvitation(w, email);
    const accept: AccessCall = {
      method: 'POST',
      url: '/api/agency-invitations/accept',
      payload: { token },
      mayShow: [OWNER_FIELDS.firstName, OWNER_FIELDS.lastName, OWNER_FIELDS.email],
      after: leaveAgain(w, actor),
    };
    return accept;
  },
  'DELETE /api/agencies/:id/members/:userId': async (w) => {
    const { agencyId, agent } = await freshAgent(w);
    return { method: 'DELETE', url: `/api/agencies/${agencyId}/members/${agent.id}` };
  },
  // B hands on to a fresh agent, who hands back, so B stays the owner for later rows.
  'PUT /api/agencies/:id/owner': async (w) => {
    const { agencyId, agent } = await freshAgent(w);
    return {
      method: 'PUT',
      url: `/api/agencies/${agencyId}/owner`,
      payload: { userId: agent.id },
      after: async (res) => {
        if (res.statusCode !== 200) return;
        await w.t.database.db.transaction(async (tx) => {
          const mine = and(eq(agencyMembers.agencyId, agencyId));
          await tx.update(agencyMembers).set({ role: 'AGENT' }).where(mine);
          await tx
            .update(agencyMembers)
            .set({ role: 'OWNER' })
            .where(and(mine, eq(agencyMembers.userId, w.signed.owner.id)));
        });
      },
    };
  },
  // B owns an agency with agents: B hands on first (409); nobody else is a member (404).
  'POST /api/agencies/:id/leave': async (w) => ({
    method: 'POST',
    url: `/api/agencies/${(await ownersAgency(w)).id}/leave`,
  }),
  'GET /api/agencies/:id/adverts': async (w) =>
    get(`/api/agencies/${(await ownersAgency(w)).id}/adverts`),
  // A fresh advert the guest (B's agent) posted for B's agency; B gives it to a fresh agent.
  'PUT /api/agencies/:id/adverts/:advertId/agent': async (w) => {
    const { agencyId, agent } = await freshAgent(w);
    const advert = await makeAdvert(w.t, w.catalog, w.guest.id, { agencyId });
    return {
      method: 'PUT',
      url: `/api/agencies/${agencyId}/adverts/${advert.id}/agent`,
      payload: { userId: agent.id },
    };
  },
  // A dry run of a one-listing file: it writes nothing, so every row may call it.
  'POST /api/agencies/:id/imports': async (w) => ({
    method: 'POST',
    url: `/api/agencies/${(await ownersAgency(w)).id}/imports?dryRun=true`,
    ...(await multipartBody(
      [{ file: Buffer.from(CATALOGUE), filename: 'listings.csv', mimeType: 'text/csv' }],
      'file',
    )),
  }),
  'GET /api/agencies/:id/imports': async (w) =>
    get(`/api/agencies/${(await ownersAgency(w)).id}/imports`),
  'GET /api/agencies/:id/imports/:importId': async (w) => {
    const { agencyId, importId } = await finishedImport(w);
    return get(`/api/agencies/${agencyId}/imports/${importId}`);
  },
  'GET /api/agencies/:id/imports/:importId/report': async (w) => {
    const { agencyId, importId } = await finishedImport(w);
    return get(`/api/agencies/${agencyId}/imports/${importId}/report`);
  },
  'GET /api/agencies/:id/feed': async (w) =>
    get(`/api/agencies/${(await ownersAgency(w)).id}/feed`),
  // An address no job of the test asks: setting it only writes it down.
  'PUT /api/agencies/:id/feed': async (w) => ({
    method: 'PUT',
    url: `/api/agencies/${(await ownersAgency(w)).id}/feed`,
    payload: { url: 'https://feeds.example.test/catalogue.csv' },
  }),
  // The owner's figures name the agents (the guest is B's agent) and the enquiring guests.
  'GET /api/agencies/:id/dashboard': async (w) =>
    get(`/api/agencies/${(await ownersAgency(w)).id}/dashboard`),
  'GET /api/agencies/:id/dashboard.csv': async (w) =>
    get(`/api/agencies/${(await ownersAgency(w)).id}/dashboard.csv`),
  'GET /api/agencies': () => get('/api/agencies?status=PENDING'),
  // A fresh agency of a fresh customer each time, approved by staff.
  'POST /api/agencies/:id/decision': async (w) => {
    const { id } = await makeAgency(w.t, w.catalog, { name: `Queued ${w.unique()}` });
    return { method: 'POST', url: `/api/agencies/${id}/decision`, payload: { action: 'APPROVE' } };
  },
};
