import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { CONVERSATION_TEXTS as T } from './conversations.messages';

let t: TestApp;
let catalog: Catalog;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
});
afterAll(() => t.close());

const start = (advertId: number, token: string, message = 'Is it still available?') =>
  call(t, { method: 'POST', url: '/api/conversations', payload: { advertId, message }, token });
const reply = (id: number, token: string, message = 'Hello again') =>
  call(t, {
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    payload: { message },
    token,
  });
const block = (id: number, token?: string, method: 'POST' | 'DELETE' = 'POST') =>
  call(t, { method, url: `/api/conversations/${id}/block`, token });
const report = (id: number, payload: object, token?: string) =>
  call(t, { method: 'POST', url: `/api/conversations/${id}/report`, payload, token });
const open = (id: number, token: string) =>
  call(t, { method: 'GET', url: `/api/conversations/${id}`, token });

/** A (the guest) writes to B (the owner) about B's advert. */
async function threadOf() {
  const owner = await createUser(t);
  const guest = await createUser(t);
  const advert = await makeAdvert(t, catalog, owner.id);
  const res = await start(advert.id, guest.token);
  expect(res.statusCode, res.body).toBe(201);
  return { owner, guest, advert, id: res.json().id as number };
}

describe('blocking in a conversation', () => {
  it('stops the blocked person with a neutral 403 in this thread and about any other advert', async () => {
    const { owner, guest, id } = await threadOf();
    const blocked = await block(id, owner.token);
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toEqual({ blocking: true });

    const refused = await reply(id, guest.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(T.cannotSend);
    expect(refused.body).not.toMatch(/block/i);

    const another = await makeAdvert(t, catalog, owner.id);
    const fresh = await start(another.id, guest.token);
    expect(fresh.statusCode).toBe(403);
    expect(fresh.json().message).toBe(T.cannotSend);

    // The guest's view tells nothing either; the blocker's says they block.
    expect((await open(id, guest.token)).json()).toMatchObject({ blocking: false });
    expect((await open(id, owner.token)).json()).toMatchObject({ blocking: true });
    expect((await open(id, owner.token)).json().messages).toHaveLength(1);
  });

  it('stops the blocker too (409, saying why) until they unblock; then both write again', async () => {
    const { owner, guest, id } = await threadOf();
    expect((await block(id, owner.token)).statusCode).toBe(200);
    expect((await block(id, owner.token)).json()).toEqual({ blocking: true });

    const own = await reply(id, owner.token);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(T.youBlock);

    const unblocked = await block(id, owner.token, 'DELETE');
    expect(unblocked.json()).toEqual({ blocking: false });
    expect((await reply(id, guest.token)).statusCode).toBe(201);
    expect((await reply(id, owner.token)).statusCode).toBe(201);
  });

  it('answers 401 to a visitor and 404 to anyone outside the thread, staff included', async () => {
    const { owner, guest, id } = await threadOf();
    const stranger = await createUser(t);
    expect((await block(id)).statusCode).toBe(401);
    for (const token of [stranger.token, admin.token]) {
      expect((await block(id, token)).statusCode).toBe(404);
      expect((await block(id, token, 'DELETE')).statusCode).toBe(404);
    }
    // Nobody was blocked by those calls.
    expect((await reply(id, guest.token)).statusCode).toBe(201);
    expect((await reply(id, owner.token)).statusCode).toBe(201);
  });
});

describe('reporting a conversation', () => {
  it('keeps one report per thread and person: a second is a 409', async () => {
    const { owner, guest, id } = await threadOf();
    const res = await report(id, { reason: 'SPAM', details: '  Sells watches.  ' }, owner.token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), message: T.reportKept });
    expect((await open(id, owner.token)).json()).toMatchObject({ reported: true });
    expect((await open(id, guest.token)).json()).toMatchObject({ reported: false });

    const again = await report(id, { reason: 'ABUSE' }, owner.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(T.alreadyReported);
    // The other side may report the same thread.
    expect((await report(id, { reason: 'OTHER' }, guest.token)).statusCode).toBe(201);
  });

  it('answers 404 to a non-participant, staff included, and 401 to a visitor', async () => {
    const { id } = await threadOf();
    const stranger = await createUser(t);
    expect((await report(id, { reason: 'SPAM' })).statusCode).toBe(401);
    for (const token of [stranger.token, admin.token]) {
      const res = await report(id, { reason: 'SPAM' }, token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(T.missing);
    }
  });

  it.each([
    ['an unknown reason', { reason: 'BORING' }, 'reason'],
    ['details over 500 characters', { reason: 'OTHER', details: 'x'.repeat(501) }, 'details'],
    ['an unknown field', { reason: 'SPAM', extra: 1 }, 'extra'],
  ])('refuses %s with 400 naming the field', async (_name, payload, field) => {
    const { owner, id } = await threadOf();
    const res = await report(id, payload, owner.token);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().validations ?? {}).join(' ') + res.json().message).toContain(
      field,
    );
    expect((await open(id, owner.token)).json().reported).toBe(false);
  });
});
