import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAgency, tokenFromText } from '../../../test/agency-kit';
import { makeCatalog, type Catalog } from '../../../test/factories';
import { startSmtpSink, singlePartTextOf } from '../../../test/smtp-sink';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { AGENCY_TEXTS as T } from './agencies.messages';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let catalog: Catalog;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, publicUrl: 'https://homes.example' });
  catalog = await makeCatalog(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, token?: string, payload?: object) =>
  call(t, { method, url, token, payload });
const invite = (id: number, email: string, token?: string) =>
  send('POST', `/api/agencies/${id}/invitations`, token, { email });

/** Invites `email` and answers the token of the link the SMTP server received. */
async function invitedToken(id: number, email: string, token: string) {
  const res = await invite(id, email, token);
  expect(res.statusCode, res.body).toBe(201);
  await t.app.background.idle();
  return tokenFromText(singlePartTextOf(smtp.to(email).at(-1)!.raw));
}

/** An agency with an owner and an agent who joined through an invitation. */
async function agencyWithAgent() {
  const made = await makeAgency(t, catalog);
  const agent = await createUser(t, 'CUSTOMER', { firstName: 'Ali', lastName: 'Agent' });
  const token = await invitedToken(made.id, agent.email, made.owner.token);
  const joined = await send('POST', '/api/agency-invitations/accept', agent.token, { token });
  expect(joined.statusCode, joined.body).toBe(200);
  return { ...made, agent };
}

describe('invitations', () => {
  it('mails a link that a later account with that address accepts, and shows who invited', async () => {
    const { owner, id, slug } = await makeAgency(t, catalog, { name: 'Invite Homes' });
    const email = `new-${Date.now()}@example.test`;
    const token = await invitedToken(id, email, owner.token);
    const mail = singlePartTextOf(smtp.to(email).at(-1)!.raw);
    expect(mail).toContain('Oya Owner invites you to join the estate agency Invite Homes');
    expect(mail).toContain(`https://homes.example/agency-invitation/${token}`);
    const preview = await send('GET', `/api/agency-invitations?token=${token}`);
    expect(preview.json()).toMatchObject({ agency: { slug, name: 'Invite Homes' }, email });
    const mine = await send('GET', '/api/agencies/mine', owner.token);
    expect(mine.json().mine.invitations).toMatchObject([{ email, invitedBy: 'Oya Owner' }]);

    const stranger = await createUser(t);
    const wrong = await send('POST', '/api/agency-invitations/accept', stranger.token, { token });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(T.invitationOtherAddress);
    const invited = await createUser(t, 'CUSTOMER', { email });
    const res = await send('POST', '/api/agency-invitations/accept', invited.token, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ myRole: 'AGENT', invitations: [] });
    expect(res.json().members.map((m: { role: string }) => m.role)).toEqual(['OWNER', 'AGENT']);
    const spent = await send('POST', '/api/agency-invitations/accept', invited.token, { token });
    expect(spent.statusCode).toBe(404);
    expect((await send('GET', `/api/agency-invitations?token=${token}`)).statusCode).toBe(404);
  });

  it('refuses to invite a member of any agency, and lets only the owner invite', async () => {
    const a = await agencyWithAgent();
    const b = await makeAgency(t, catalog);
    const taken = await invite(a.id, b.owner.email, a.owner.token);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(T.inviteeInAgency);
    expect((await invite(a.id, 'x@example.test', a.agent.token)).statusCode).toBe(403);
    expect((await invite(b.id, 'x@example.test', a.owner.token)).statusCode).toBe(404);
    expect((await invite(a.id, 'x@example.test')).statusCode).toBe(401);
    expect((await invite(a.id, 'not an address', a.owner.token)).statusCode).toBe(400);
  });

  it('revokes an invitation, whose link then stops working', async () => {
    const { owner, id } = await makeAgency(t, catalog);
    const invited = await createUser(t);
    const token = await invitedToken(id, invited.email, owner.token);
    const [open] = (await send('GET', '/api/agencies/mine', owner.token)).json().mine.invitations;
    const url = `/api/agencies/${id}/invitations/${open.id}`;
    expect((await send('DELETE', url, invited.token)).statusCode).toBe(404);
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(204);
    expect((await send('DELETE', url, owner.token)).statusCode).toBe(404);
    const res = await send('POST', '/api/agency-invitations/accept', invited.token, { token });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(T.invitationMissing);
  });
});

describe('members', () => {
  const removeUrl = (id: number, user: TestUser) => `/api/agencies/${id}/members/${user.id}`;

  it('lets the owner remove an agent, and not an agent the owner', async () => {
    const { owner, agent, id } = await agencyWithAgent();
    expect((await send('DELETE', removeUrl(id, owner), agent.token)).statusCode).toBe(403);
    expect((await send('DELETE', removeUrl(id, owner), owner.token)).statusCode).toBe(409);
    const res = await send('DELETE', removeUrl(id, agent), owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().members).toHaveLength(1);
    expect((await send('GET', '/api/agencies/mine', agent.token)).json().mine).toBeNull();
    // A removed agent acting on the agency finds nothing.
    expect((await send('POST', `/api/agencies/${id}/leave`, agent.token)).statusCode).toBe(404);
  });

  it('hands ownership on; the old owner is an agent and may then leave', async () => {
    const { owner, agent, id } = await agencyWithAgent();
    const leaveUrl = `/api/agencies/${id}/leave`;
    const first = await send('POST', leaveUrl, owner.token);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(T.handOnFirst);
    const ownerUrl = `/api/agencies/${id}/owner`;
    expect((await send('PUT', ownerUrl, agent.token, { userId: agent.id })).statusCode).toBe(403);
    const stranger = await createUser(t);
    expect((await send('PUT', ownerUrl, owner.token, { userId: stranger.id })).statusCode).toBe(
      404,
    );
    const res = await send('PUT', ownerUrl, owner.token, { userId: agent.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().myRole).toBe('AGENT');
    expect((await send('POST', leaveUrl, owner.token)).statusCode).toBe(204);
    expect((await send('GET', '/api/agencies/mine', agent.token)).json().mine.myRole).toBe('OWNER');
  });

  it('closes the agency when its last member leaves; its page and invitations go', async () => {
    const { owner, id, slug } = await makeAgency(t, catalog);
    const invited = await createUser(t);
    const token = await invitedToken(id, invited.email, owner.token);
    expect((await send('POST', `/api/agencies/${id}/leave`, owner.token)).statusCode).toBe(204);
    expect((await send('GET', `/api/agencies/by-slug/${slug}`)).statusCode).toBe(404);
    const res = await send('POST', '/api/agency-invitations/accept', invited.token, { token });
    expect(res.statusCode).toBe(404);
    const again = await makeAgency(t, catalog);
    expect(again.id).not.toBe(id);
  });

  it('makes the first agent the owner when the owner deletes their account, or closes it', async () => {
    const { owner, agent, id } = await agencyWithAgent();
    const gone = await send('DELETE', '/api/user/auth', owner.token, { password: owner.password });
    expect(gone.statusCode, gone.body).toBe(200);
    const mine = (await send('GET', '/api/agencies/mine', agent.token)).json().mine;
    expect(mine.agency.id).toBe(id);
    expect(mine.myRole).toBe('OWNER');
    expect(mine.members.map((m: { role: string }) => m.role)).toEqual(['OWNER']);

    const alone = await makeAgency(t, catalog);
    const invited = await createUser(t);
    const token = await invitedToken(alone.id, invited.email, alone.owner.token);
    const password = alone.owner.password;
    expect(
      (await send('DELETE', '/api/user/auth', alone.owner.token, { password })).statusCode,
    ).toBe(200);
    expect((await send('GET', `/api/agencies/by-slug/${alone.slug}`)).statusCode).toBe(404);
    const res = await send('POST', '/api/agency-invitations/accept', invited.token, { token });
    expect(res.statusCode).toBe(404);
  });

  it('refuses an agent of one agency joining another', async () => {
    const a = await agencyWithAgent();
    const b = await makeAgency(t, catalog);
    // Invited before joining A: the link is open, but a person belongs to one agency.
    const loner = await createUser(t);
    const token = await invitedToken(b.id, loner.email, b.owner.token);
    const tokenA = await invitedToken(a.id, loner.email, a.owner.token);
    expect(
      (await send('POST', '/api/agency-invitations/accept', loner.token, { token: tokenA }))
        .statusCode,
    ).toBe(200);
    const res = await send('POST', '/api/agency-invitations/accept', loner.token, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(T.alreadyMember);
  });
});
