import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MAX_MESSAGE_LENGTH } from '@estate/contracts';
import { adverts, conversationMessages, conversations } from '../../db/schema';
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
let owner: TestUser;
let guest: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  owner = await createUser(t, 'CUSTOMER', { firstName: 'Olga', lastName: 'Owner' });
  guest = await createUser(t, 'CUSTOMER', { firstName: 'Gina', lastName: 'Guest' });
  stranger = await createUser(t);
  admin = await createUser(t, 'ADMIN');
});
afterAll(() => t.close());

const start = (advertId: number, message: unknown, token = guest.token) =>
  call(t, { method: 'POST', url: '/api/conversations', payload: { advertId, message }, token });
const reply = (id: number, message: unknown, token: string) =>
  call(t, {
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    payload: { message },
    token,
  });
const open = (id: number, token: string) =>
  call(t, { method: 'GET', url: `/api/conversations/${id}`, token });
const list = (token: string, query = '') =>
  call(t, { method: 'GET', url: `/api/conversations${query}`, token });
const unread = async (token: string) =>
  (await call(t, { method: 'GET', url: '/api/conversations/unread-count', token })).json()
    .unread as number;
const messageCount = async () =>
  Number(
    (await t.database.db.select({ n: sql<number>`count(*)` }).from(conversationMessages))[0]!.n,
  );

describe('POST /conversations', () => {
  it('starts one thread per person and advert, then continues it', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const first = await start(advert.id, '  Is the garden south-facing?  ');
    expect(first.statusCode, first.body).toBe(201);
    const thread = first.json();
    expect(thread).toMatchObject({
      advert: { id: advert.id, title: advert.title, slug: advert.slug, removed: false },
      other: { id: owner.id, name: 'Olga O.', initials: 'OO' },
      asOwner: false,
      messages: [{ mine: true, text: 'Is the garden south-facing?', readAt: null }],
    });
    const again = await start(advert.id, 'And is there parking?');
    expect(again.json().id).toBe(thread.id);
    expect(again.json().messages.map((m: { text: string }) => m.text)).toEqual([
      'Is the garden south-facing?',
      'And is there parking?',
    ]);
  });

  it.each([
    ['an empty message', '   ', 'message'],
    ['a message over 2,000 characters', 'x'.repeat(MAX_MESSAGE_LENGTH + 1), 'message'],
    ['a message that is not text', 42, 'message'],
  ])('refuses %s with 400 and writes nothing', async (_name, message, field) => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const before = await messageCount();
    const res = await start(advert.id, message);
    expect(res.statusCode).toBe(400);
    expect(res.json().validations).toHaveProperty(field);
    expect(await messageCount()).toBe(before);
  });

  it('takes a message of exactly 2,000 characters and keeps links as text', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const text = `<a href="https://x.test">x</a>`.padEnd(MAX_MESSAGE_LENGTH, '.');
    const res = await start(advert.id, text);
    expect(res.statusCode).toBe(201);
    expect(res.json().messages[0].text).toBe(text);
  });

  it('refuses a missing or non-public advert with 404 and one’s own with 400', async () => {
    const pending = await makeAdvert(t, catalog, owner.id, { status: 0 });
    const hidden = await makeAdvert(t, catalog, owner.id, { categoryId: catalog.categoryIds[1] });
    for (const id of [pending.id, hidden.id, 999_999]) {
      const res = await start(id, 'Hello');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(T.advertMissing);
    }
    const own = await makeAdvert(t, catalog, owner.id);
    const res = await start(own.id, 'Hello me', owner.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(T.ownAdvert);
  });

  it('answers a visitor 401', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const res = await call(t, {
      method: 'POST',
      url: '/api/conversations',
      payload: { advertId: advert.id, message: 'Hi' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('a thread', () => {
  it('is read and written by its two people only: anyone else, staff included, gets 404', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const { id } = (await start(advert.id, 'Private question')).json();
    for (const token of [stranger.token, admin.token]) {
      expect((await open(id, token)).statusCode).toBe(404);
      const res = await reply(id, 'Let me in', token);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(T.missing);
    }
    expect((await open(id, owner.token)).statusCode).toBe(200);
    expect((await reply(id, 'Happy to help', owner.token)).statusCode).toBe(201);
  });

  it('counts unread messages and marks them read when opened', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const before = await unread(owner.token);
    const { id } = (await start(advert.id, 'One')).json();
    await start(advert.id, 'Two');
    expect(await unread(owner.token)).toBe(before + 2);
    const row = (await list(owner.token)).json().content.find((c: { id: number }) => c.id === id);
    expect(row).toMatchObject({
      unread: 2,
      asOwner: true,
      other: { name: 'Gina G.' },
      lastMessage: { text: 'Two', mine: false },
    });
    const opened = (await open(id, owner.token)).json();
    expect(opened.messages.every((m: { mine: boolean }) => !m.mine)).toBe(true);
    expect(await unread(owner.token)).toBe(before);
    const seen = (await open(id, guest.token)).json();
    expect(seen.messages.every((m: { readAt: string | null }) => m.readAt !== null)).toBe(true);
  });

  it('lists the latest thread first, paged', async () => {
    const reader = await createUser(t);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => makeAdvert(t, catalog, owner.id)));
    for (const advert of [a!, b!, c!]) await start(advert.id, `About ${advert.id}`, reader.token);
    await start(a!.id, 'Back to the first', reader.token);
    const page = (await list(reader.token, '?size=2')).json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(page.content.map((x: { advert: { id: number } }) => x.advert.id)).toEqual([
      a!.id,
      c!.id,
    ]);
    const next = (await list(reader.token, '?size=2&page=1')).json();
    expect(next.content.map((x: { advert: { id: number } }) => x.advert.id)).toEqual([b!.id]);
  });

  it('stays readable after its advert is deleted, marked removed', async () => {
    const advert = await makeAdvert(t, catalog, owner.id, { title: 'Soon gone cottage' });
    const { id } = (await start(advert.id, 'Still for sale?')).json();
    await t.database.db.delete(adverts).where(eq(adverts.id, advert.id));
    const res = await open(id, guest.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().advert).toEqual({
      id: null,
      title: 'Soon gone cottage',
      slug: null,
      removed: true,
      available: false,
    });
    expect((await reply(id, 'Oh, it is gone', guest.token)).statusCode).toBe(201);
    const [kept] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(kept!.advertId).toBeNull();
  });

  it('refuses a bad reply with 400 and a thread id that is not a number with 400', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const { id } = (await start(advert.id, 'Hi')).json();
    expect((await reply(id, '', guest.token)).statusCode).toBe(400);
    expect((await reply(id, 'y'.repeat(2001), guest.token)).statusCode).toBe(400);
    expect((await open(Number.NaN, guest.token)).statusCode).toBe(400);
  });
});
