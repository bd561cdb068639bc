import { jpeg, multipartBody } from '../pictures';
import { call, lastMailTo } from '../test-app';
import { day } from '../tour-kit';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { get, type CallBuilder } from './access-call';
import { OWNER_FIELDS } from './access-fixtures';
import type { Actor, World } from './access-world';

const NEW_PASSWORD = 'Brandnew123';
const confirmCodeOf = (text: string) => /registerConfirm\/([\w-]+)/.exec(text)?.[1];
const emailLinkCodeOf = (text: string) => /email-confirm\/([\w-]+)/.exec(text)?.[1];
const cancelCodeOf = (text: string) => /email-change\/cancel\/([\w-]+)/.exec(text)?.[1];
const revertCodeOf = (text: string) => /email-change\/revert\/([\w-]+)/.exec(text)?.[1];

/** A fresh account that asked to move to a new address: its two e-mails' texts. */
async function askEmailChange(w: World) {
  const user = await w.freshUser();
  const email = `moved-${w.unique()}@example.test`;
  await call(w.t, {
    method: 'POST',
    url: '/api/user/auth/email',
    payload: { email, password: user.password },
    token: user.token,
  });
  return {
    link: (await lastMailTo(w.t, email))!.text,
    notice: (await lastMailTo(w.t, user.email))!.text,
    oldEmail: user.email,
  };
}
const resetCodeOf = (text: string) => /reset code is (\d{6})/.exec(text)?.[1];

const registration = (email: string) => ({
  firstName: 'Regina',
  lastName: 'Newcomer',
  phone: '+905550001122',
  email,
  password: NEW_PASSWORD,
  confirmPassword: NEW_PASSWORD,
  acceptTerms: true,
});

/** The caller's password, set to a known one: the password change row may have changed it. */
async function knownPassword(w: World, actor: Actor): Promise<string> {
  const fresh = await w.freshUser();
  if (actor === 'visitor') return fresh.password;
  const db = w.t.database.db;
  const [row] = await db.select().from(users).where(eq(users.id, fresh.id));
  await db
    .update(users)
    .set({ passwordHash: row!.passwordHash })
    .where(eq(users.id, w.signed[actor].id));
  return fresh.password;
}

/** Accounts, contact messages, the web site's details and reports. */
export const ACCOUNT_CALLS: Record<string, CallBuilder> = {
  'GET /api/health': () => get('/api/health'),

  'POST /api/auth/login': async (w) => {
    const user = await w.freshUser();
    const payload = { email: user.email, password: user.password };
    return { method: 'POST', url: '/api/auth/login', payload };
  },
  'POST /api/auth/register': (w) => ({
    method: 'POST',
    url: '/api/auth/register',
    payload: registration(`new-${w.unique()}@example.test`),
  }),
  'POST /api/auth/registerconfirm/:code': async (w) => {
    const email = `confirm-${w.unique()}@example.test`;
    const payload = registration(email);
    await call(w.t, { method: 'POST', url: '/api/auth/register', payload });
    const code = confirmCodeOf((await lastMailTo(w.t, email))!.text);
    return { method: 'POST', url: `/api/auth/registerconfirm/${code}` };
  },
  'POST /api/auth/forgot-password': async (w) => {
    const { email } = await w.freshUser();
    return { method: 'POST', url: '/api/auth/forgot-password', payload: { email } };
  },
  'POST /api/auth/reset-password': async (w) => {
    const { email } = await w.freshUser();
    await call(w.t, { method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const code = resetCodeOf((await lastMailTo(w.t, email))!.text);
    const payload = { email, code, password: NEW_PASSWORD };
    return { method: 'POST', url: '/api/auth/reset-password', payload };
  },
  'POST /api/auth/resend-confirmation': (w) => ({
    method: 'POST',
    url: '/api/auth/resend-confirmation',
    payload: { email: `waiting-${w.unique()}@example.test` },
  }),
  'POST /api/auth/email-confirm/:code': async (w) => {
    const code = emailLinkCodeOf((await askEmailChange(w)).link);
    return { method: 'POST', url: `/api/auth/email-confirm/${code}` };
  },
  'POST /api/auth/email-change/cancel/:code': async (w) => {
    const code = cancelCodeOf((await askEmailChange(w)).notice);
    return { method: 'POST', url: `/api/auth/email-change/cancel/${code}` };
  },
  'POST /api/auth/email-change/revert/:code': async (w) => {
    const asked = await askEmailChange(w);
    const link = emailLinkCodeOf(asked.link);
    await call(w.t, { method: 'POST', url: `/api/auth/email-confirm/${link}` });
    const code = revertCodeOf((await lastMailTo(w.t, asked.oldEmail))!.text);
    return { method: 'POST', url: `/api/auth/email-change/revert/${code}` };
  },
  'POST /api/user/auth/email': async (w, actor) => ({
    method: 'POST',
    url: '/api/user/auth/email',
    payload: {
      email: `moving-${w.unique()}@example.test`,
      password: await knownPassword(w, actor),
    },
  }),
  'POST /api/auth/logout': (w) => ({
    method: 'POST',
    url: '/api/auth/logout',
    after: () => w.renewTokens(),
  }),
  'GET /api/user/auth': () => get('/api/user/auth'),
  'PUT /api/user/auth': (w, actor) => {
    const owner = w.signed.owner;
    // The caller's own names (unchanged), with B's id and e-mail and a role it does not have.
    const names = actor === 'visitor' ? w.profiles.customerA : w.profiles[actor];
    const payload = { ...names, id: owner.id, email: owner.email, role: 'ADMIN' };
    return { method: 'PUT', url: '/api/user/auth', payload };
  },
  'PUT /api/user/auth/photo': async () => ({
    method: 'PUT',
    url: '/api/user/auth/photo',
    ...(await multipartBody([{ file: await jpeg(120, 90) }])),
  }),
  // English: the matrix's people read their e-mails in the language the other rows expect.
  'PUT /api/user/auth/language': () => ({
    method: 'PUT',
    url: '/api/user/auth/language',
    payload: { language: 'en' },
  }),
  'DELETE /api/user/auth/photo': () => ({ method: 'DELETE', url: '/api/user/auth/photo' }),
  'PATCH /api/user/auth': (w) => ({
    method: 'PATCH',
    url: '/api/user/auth',
    payload: { password: 'Passw0rd!x', newPassword: NEW_PASSWORD },
    after: () => w.renewTokens(),
  }),

  // A wrong password: the actor keeps their account (the deletion itself: account-deletion.test.ts).
  'DELETE /api/user/auth': () => ({
    method: 'DELETE',
    url: '/api/user/auth',
    payload: { password: 'NotTheirs123' },
  }),
  // A thread with B names B by first name, as the conversations list does.
  'GET /api/user/auth/export': () => ({
    ...get('/api/user/auth/export'),
    mayShow: [OWNER_FIELDS.firstName],
  }),

  'POST /api/contact': (w) => ({
    method: 'POST',
    url: '/api/contact',
    payload: {
      email: `writer-${w.unique()}@example.test`,
      message: 'Is the flat still free?',
      firstName: 'Cora',
      lastName: 'Writer',
    },
  }),
  'GET /api/contact-messages/admin': () => get('/api/contact-messages/admin'),
  'GET /api/contact-messages/mine': () => get('/api/contact-messages/mine'),
  'GET /api/contact-messages/unread-count': () => get('/api/contact-messages/unread-count'),
  'PATCH /api/contact-messages/:id/read': (w) => ({
    method: 'PATCH',
    url: `/api/contact-messages/${w.contactMessageId}/read`,
    payload: { read: true },
  }),
  'POST /api/contact-messages/:id/reply': (w) => ({
    method: 'POST',
    url: `/api/contact-messages/${w.contactMessageId}/reply`,
    payload: { message: 'Thank you, we will call you.' },
  }),
  'DELETE /api/contact-messages/:id': async (w) => ({
    method: 'DELETE',
    url: `/api/contact-messages/${await w.freshContactMessage()}`,
  }),

  'GET /api/web-site': () => get('/api/web-site'),
  'PUT /api/web-site': async (w) => {
    const current = await call(w.t, { method: 'GET', url: '/api/web-site' });
    return { method: 'PUT', url: '/api/web-site', payload: current.json() };
  },

  'GET /api/report': () => get('/api/report'),
  'GET /api/report/range': () => get(`/api/report/range?from=${day(-30)}&to=${day(0)}`),
};
