import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_WEB_SITE, TEXT_MESSAGES } from '@estate/contracts';
import { contactMessageReplies, contactMessages, users } from '../src/db/schema';
import { call, createTestApp, createUser, type TestApp, type TestUser } from './test-app';

// Names, phones, e-mail addresses and the site's details are one line: CR, LF and other control
// characters are refused with a 400 naming the field; contact messages and replies keep theirs.

let t: TestApp;
let customer: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  [customer, admin] = await Promise.all([createUser(t), createUser(t, 'ADMIN')]);
});
afterAll(() => t.close());

const ONE_LINE = TEXT_MESSAGES.singleLine;

function expectRefused(res: LightMyRequestResponse, field: string) {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().validations[field]).toBe(ONE_LINE);
}

const userRow = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
let ip = 0;
const nextIp = () => `10.9.${Math.floor((ip += 1) / 250)}.${ip % 250}`;

describe('people', () => {
  const registration = {
    firstName: 'Ayşe',
    lastName: 'Demir',
    phone: '+905551112233',
    email: 'ayse@example.test',
    password: 'Passw0rd!x',
    confirmPassword: 'Passw0rd!x',
    acceptTerms: true,
  };

  it.each([
    ['firstName', 'Ayşe\r\nBcc: x@evil.test'],
    ['lastName', 'Demir\u0007'],
    ['phone', '+905551112233\n'],
    ['email', 'ayse@example.test\r\n'],
  ])('registration refuses a broken %s and makes no account', async (field, value) => {
    const before = await userCount();
    const res = await call(t, {
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...registration, [field]: value },
      remoteAddress: nextIp(),
    });
    expectRefused(res, field);
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['firstName', 'Ali\r\nVeli'],
    ['lastName', 'Demir\u2028'],
    ['phone', '+90555\t1112233'],
  ])(
    'the profile and the users page refuse a broken %s and keep the user',
    async (field, value) => {
      const before = await userRow(customer.id);
      const form = { firstName: 'Ali', lastName: 'Demir', phone: '+905551112233', [field]: value };
      const profile = await call(t, {
        method: 'PUT',
        url: '/api/user/auth',
        payload: form,
        token: customer.token,
      });
      expectRefused(profile, field);
      const byStaff = await call(t, {
        method: 'PUT',
        url: `/api/user/${customer.id}/admin`,
        payload: { ...form, role: 'CUSTOMER' },
        token: admin.token,
      });
      expectRefused(byStaff, field);
      expect(await userRow(customer.id)).toEqual(before);
    },
  );
});

describe('the web site details', () => {
  const put = (payload: object) =>
    call(t, { method: 'PUT', url: '/api/web-site', payload, token: admin.token });

  it.each([
    ['siteName', { siteName: 'Estate\r\nBcc: x@evil.test' }],
    ['tagline', { tagline: 'Homes\u001b[2J' }],
    ['address', { address: 'Koru Sok. 2\nBeşiktaş' }],
    [
      'offices.1.city',
      {
        offices: DEFAULT_WEB_SITE.offices.map((o, i) => (i === 1 ? { ...o, city: 'London\r' } : o)),
      },
    ],
    ['social.x', { social: { ...DEFAULT_WEB_SITE.social, x: 'https://x.com/estate\n' } }],
  ])('refuses a broken %s and keeps the details', async (field, change) => {
    const res = await put({ ...DEFAULT_WEB_SITE, ...change });
    expectRefused(res, field);
    expect((await call(t, { method: 'GET', url: '/api/web-site' })).json()).toEqual(
      DEFAULT_WEB_SITE,
    );
  });
});

describe('the contact form', () => {
  const valid = {
    email: 'visitor@example.test',
    message: 'Is the flat still free?',
    firstName: 'Mehmet',
    lastName: 'Yildiz',
  };
  const send = (payload: object) =>
    call(t, { method: 'POST', url: '/api/contact', payload, remoteAddress: nextIp() });
  const messageCount = async () =>
    (await t.database.db.select({ n: count() }).from(contactMessages))[0]!.n;

  it.each([
    ['firstName', { firstName: 'Mehmet\r\nBcc: x@evil.test' }],
    ['lastName', { lastName: 'Yildiz\u0007' }],
    ['email', { email: 'visitor@example.test\n' }],
  ])('refuses a broken %s and saves nothing', async (field, change) => {
    const before = await messageCount();
    expectRefused(await send({ ...valid, email: `${field}@example.test`, ...change }), field);
    expect(await messageCount()).toBe(before);
  });

  it('keeps the line breaks of a message and of the staff reply', async () => {
    const message = 'Hello,\r\nis the flat still free?\n\nThanks';
    const res = await send({ ...valid, email: 'lines@example.test', message });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    const [saved] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, id));
    expect(saved!.message).toBe(message);

    const answer = 'Hello Mehmet,\n\nit is.\n\tThe office';
    const reply = await call(t, {
      method: 'POST',
      url: `/api/contact-messages/${id}/reply`,
      payload: { message: answer },
      token: admin.token,
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    const replies = await t.database.db
      .select()
      .from(contactMessageReplies)
      .where(eq(contactMessageReplies.contactMessageId, id));
    expect(replies.map((r) => r.message)).toEqual([answer]);
  });
});
