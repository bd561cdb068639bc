import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { contactMessageReplies, contactMessages } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  lastMailTo,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { MESSAGE_NOT_FOUND } from './contact-messages.service';

let t: TestApp;
let admin: TestUser;
let manager: TestUser;
let customer: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, customer] = await Promise.all([
    createUser(t, 'ADMIN'),
    createUser(t, 'MANAGER'),
    createUser(t, 'CUSTOMER'),
  ]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(contactMessages);
});

/** A stored message; the text carries a unique word so a search can find exactly it. */
async function makeMessage(fields: Partial<typeof contactMessages.$inferInsert> = {}) {
  const word = `word${randomBytes(3).toString('hex')}`;
  const [row] = await t.database.db
    .insert(contactMessages)
    .values({
      firstName: 'Visitor',
      lastName: 'Person',
      email: `${word}@example.test`,
      message: `Is the flat still free? ${word}`,
      ...fields,
    })
    .returning();
  return { ...row!, word };
}
const get = (url: string, token?: string) => call(t, { method: 'GET', url: `/api${url}`, token });
const replyTo = (id: number, message: unknown, token = admin.token) =>
  call(t, {
    method: 'POST',
    url: `/api/contact-messages/${id}/reply`,
    payload: { message },
    token,
  });
const replyCount = async () =>
  (await t.database.db.select({ n: count() }).from(contactMessageReplies))[0]!.n;

describe('who may call what', () => {
  const staffCalls = [
    ['GET', '/contact-messages/admin', undefined],
    ['GET', '/contact-messages/unread-count', undefined],
    ['PATCH', '/contact-messages/{id}/read', { read: true }],
    ['POST', '/contact-messages/{id}/reply', { message: 'Hello' }],
    ['DELETE', '/contact-messages/{id}', undefined],
  ] as const;

  it.each(staffCalls)(
    '%s %s: visitor 401, customer 403, message untouched',
    async (method, path, payload) => {
      const m = await makeMessage();
      const url = `/api${path.replace('{id}', String(m.id))}`;
      const visitor = await call(t, { method, url, payload });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toMatchObject({ status: 401, message: expect.any(String) });
      const denied = await call(t, { method, url, payload, token: customer.token });
      expect(denied.statusCode).toBe(403);
      const [after] = await t.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, m.id));
      expect(after).toMatchObject({ isRead: false });
      expect(await replyCount()).toBe(0);
    },
  );

  it.each(staffCalls)('%s %s: a manager and an admin are let in', async (method, path, payload) => {
    for (const staff of [manager, admin]) {
      const m = await makeMessage();
      const url = `/api${path.replace('{id}', String(m.id))}`;
      expect((await call(t, { method, url, payload, token: staff.token })).statusCode).toBe(200);
    }
  });

  it('GET /contact-messages/mine needs a login', async () => {
    expect((await get('/contact-messages/mine')).statusCode).toBe(401);
  });
});

describe('GET /contact-messages/admin', () => {
  it('pages newest first, zero-based, with the page shape', async () => {
    for (let i = 0; i < 3; i++) await makeMessage();
    const res = await get('/contact-messages/admin?page=1&size=2', admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalElements: 3, totalPages: 2, number: 1, size: 2 });
    expect(res.json().content).toHaveLength(1);
  });

  it.each([
    ['first name', (m: { word: string }) => ({ firstName: `Zeynep${m.word}` })],
    ['last name', (m: { word: string }) => ({ lastName: `Kaya${m.word}` })],
  ])('finds a message by its %s, case-insensitively', async (_what, fields) => {
    const probe = { word: `x${randomBytes(3).toString('hex')}` };
    const m = await makeMessage(fields(probe));
    await makeMessage();
    const res = await get(`/contact-messages/admin?q=${probe.word.toUpperCase()}`, admin.token);
    expect(res.json().content.map((c: { id: number }) => c.id)).toEqual([m.id]);
  });

  it('finds a message by e-mail or by its text, and takes % literally', async () => {
    const m = await makeMessage();
    await makeMessage();
    for (const q of [`${m.word}@example`, `still free? ${m.word}`])
      expect(
        (await get(`/contact-messages/admin?q=${encodeURIComponent(q)}`, admin.token)).json()
          .totalElements,
      ).toBe(1);
    expect((await get('/contact-messages/admin?q=%25', admin.token)).json().totalElements).toBe(0);
  });

  it('filters read or unread', async () => {
    const read = await makeMessage({ isRead: true });
    const unread = await makeMessage();
    const ids = async (r: string) =>
      (await get(`/contact-messages/admin?read=${r}`, admin.token))
        .json()
        .content.map((c: { id: number }) => c.id);
    expect(await ids('true')).toEqual([read.id]);
    expect(await ids('false')).toEqual([unread.id]);
    expect(await ids('')).toHaveLength(2);
  });

  it.each(['read=maybe', 'page=-1', 'size=101'])('refuses %s with 400', async (query) => {
    const res = await get(`/contact-messages/admin?${query}`, admin.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, validations: expect.any(Object) });
  });
});

describe('marking read and the unread count', () => {
  it('marks read and unread again, and the count follows', async () => {
    const m = await makeMessage();
    await makeMessage({ isRead: true });
    const unread = async () =>
      (await get('/contact-messages/unread-count', admin.token)).json().count;
    expect(await unread()).toBe(1);
    const patch = (read: unknown) =>
      call(t, {
        method: 'PATCH',
        url: `/api/contact-messages/${m.id}/read`,
        payload: { read },
        token: admin.token,
      });
    expect((await patch(true)).json()).toMatchObject({ id: m.id, isRead: true, replies: [] });
    expect(await unread()).toBe(0);
    expect((await patch(false)).json().isRead).toBe(false);
    expect(await unread()).toBe(1);
    expect((await patch('yes')).statusCode).toBe(400);
  });

  it('answers 404 with a message for a missing message', async () => {
    const res = await call(t, {
      method: 'PATCH',
      url: '/api/contact-messages/999999/read',
      payload: { read: true },
      token: admin.token,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: MESSAGE_NOT_FOUND });
  });
});

describe('POST /contact-messages/{id}/reply', () => {
  it('e-mails the answer to the sender, keeps it with who and when, and marks the message read', async () => {
    const m = await makeMessage();
    const res = await replyTo(m.id, '  Yes, it is still free. <b>Call us</b>  ');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: m.id, isRead: true });
    expect(body.replies).toEqual([
      {
        id: expect.any(Number),
        message: 'Yes, it is still free. <b>Call us</b>',
        repliedBy: { id: admin.id, firstName: expect.any(String), lastName: expect.any(String) },
        createAt: expect.any(String),
      },
    ]);
    const mail = await lastMailTo(t, m.email);
    expect(mail?.subject).toBe('Re: your message to Estate Market');
    expect(mail?.text).toContain('Yes, it is still free. <b>Call us</b>');
    expect(mail?.text).toContain(`> ${m.message}`);
  });

  it('keeps several answers, oldest first', async () => {
    const m = await makeMessage();
    await replyTo(m.id, 'First answer');
    const res = await replyTo(m.id, 'Second answer', manager.token);
    expect(res.json().replies.map((r: { message: string }) => r.message)).toEqual([
      'First answer',
      'Second answer',
    ]);
  });

  it.each([[''], ['   '], [undefined], ['x'.repeat(2001)]])(
    'refuses the answer %j with 400 and sends nothing',
    async (message) => {
      const m = await makeMessage();
      const res = await replyTo(m.id, message);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        status: 400,
        validations: { message: expect.any(String) },
      });
      expect(await replyCount()).toBe(0);
      expect(await lastMailTo(t, m.email)).toBeUndefined();
    },
  );

  it('answers 404 with a message for a missing message', async () => {
    const res = await replyTo(999999, 'Hello');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 404, message: MESSAGE_NOT_FOUND });
  });
});

describe('DELETE /contact-messages/{id}', () => {
  it('deletes the message with its answers; a second delete is 404', async () => {
    const m = await makeMessage();
    await replyTo(m.id, 'Answer');
    const del = () =>
      call(t, { method: 'DELETE', url: `/api/contact-messages/${m.id}`, token: admin.token });
    const res = await del();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(await replyCount()).toBe(0);
    expect((await del()).statusCode).toBe(404);
  });

  it('refuses an id that is not a number with 400', async () => {
    const res = await call(t, {
      method: 'DELETE',
      url: '/api/contact-messages/abc',
      token: admin.token,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /contact-messages/mine', () => {
  const sendContact = (fields: { email: string; message: string }, token?: string) =>
    call(t, {
      method: 'POST',
      url: '/api/contact',
      payload: { firstName: 'Cora', lastName: 'Sender', ...fields },
      token,
      remoteAddress: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    });
  const mine = async (token: string) => {
    const res = await get('/contact-messages/mine', token);
    expect(res.statusCode).toBe(200);
    return res.json() as { totalElements: number; content: Array<Record<string, unknown>> };
  };

  it("leaves out a visitor's message typed with the customer's e-mail address", async () => {
    const forged = await sendContact({
      email: customer.email,
      message: 'A stranger wrote this with your address',
    });
    expect(forged.statusCode).toBe(201);
    expect(await mine(customer.token)).toMatchObject({ totalElements: 0, content: [] });
  });

  it('lists what the customer sent while signed in, with the staff answer', async () => {
    const sent = await sendContact(
      { email: 'another-address@example.test', message: 'Sent while signed in' },
      customer.token,
    );
    expect(sent.statusCode).toBe(201);
    await sendContact({ email: customer.email, message: 'Typed by someone else' });
    expect((await replyTo(sent.json().id, 'Thanks for writing')).statusCode).toBe(200);
    const list = await mine(customer.token);
    expect(list.totalElements).toBe(1);
    expect(list.content[0]).toMatchObject({
      id: sent.json().id,
      message: 'Sent while signed in',
      replies: [{ message: 'Thanks for writing' }],
    });
    expect((await mine(manager.token)).totalElements).toBe(0);
  });

  it('shows a message kept before senders were recorded to nobody, even with a matching e-mail', async () => {
    await makeMessage({ email: customer.email.toUpperCase() });
    expect((await mine(customer.token)).totalElements).toBe(0);
  });
});
