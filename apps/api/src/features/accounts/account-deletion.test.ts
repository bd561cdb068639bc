import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ACCOUNT_DATA_TEXTS, DELETED_USER_NAME } from '@estate/contracts';
import {
  adverts,
  conversations,
  favorites,
  savedSearches,
  tourRequests,
  users,
} from '../../db/schema';
import { call, createUser, lastMailTo, type TestApp, type TestUser } from '../../../test/test-app';
import { makeAdvert, makeCatalog, makeTourRequest, type Catalog } from '../../../test/factories';
import {
  createImagesTestApp,
  filesOf,
  pictures,
  upload,
} from '../adverts/pictures/images.test-kit';
import { CONVERSATION_TEXTS } from '../conversations';
import { ACCOUNT_MESSAGES as M } from './accounts.messages';

let t: TestApp;
let dataDir: string;
let catalog: Catalog;

beforeAll(async () => {
  ({ t, dataDir } = await createImagesTestApp());
  catalog = await makeCatalog(t);
});
afterAll(() => t?.close());

const deleteAccount = (who: TestUser | undefined, password: unknown) =>
  call(t, { method: 'DELETE', url: '/api/user/auth', payload: { password }, token: who?.token });
const userExists = async (id: number) =>
  (await t.database.db.select().from(users).where(eq(users.id, id))).length === 1;
const login = (who: TestUser) =>
  call(t, {
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: who.email, password: who.password },
  });

/** The guest's thread with the owner about the advert, with a message from each side. */
async function talk(guest: TestUser, owner: TestUser) {
  const advert = await makeAdvert(t, catalog, owner.id);
  const started = await call(t, {
    method: 'POST',
    url: '/api/conversations',
    payload: { advertId: advert.id, message: 'Is the garden south-facing?' },
    token: guest.token,
  });
  expect(started.statusCode, started.body).toBe(201);
  const id = started.json().id as number;
  const answered = await call(t, {
    method: 'POST',
    url: `/api/conversations/${id}/messages`,
    payload: { message: 'Yes, it is.' },
    token: owner.token,
  });
  expect(answered.statusCode, answered.body).toBe(201);
  return id;
}

describe('DELETE /user/auth', () => {
  it('refuses a visitor with 401', async () => {
    expect((await deleteAccount(undefined, 'whatever')).statusCode).toBe(401);
  });

  it.each([
    ['a wrong password', 'NotMine123', M.wrongCurrentPassword],
    ['no password', '', 'Required'],
  ])('refuses %s with 400 and changes nothing', async (_name, password, message) => {
    const person = await createUser(t);
    const advert = await makeAdvert(t, catalog, person.id);
    const res = await deleteAccount(person, password);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 400, validations: { password: message } });
    expect(await userExists(person.id)).toBe(true);
    expect(await lastMailTo(t, person.email)).toBeUndefined();
    expect(
      await t.database.db.select().from(adverts).where(eq(adverts.id, advert.id)),
    ).toHaveLength(1);
    expect(
      (await call(t, { method: 'GET', url: '/api/user/auth', token: person.token })).statusCode,
    ).toBe(200);
  });

  it('refuses the last administrator with 409, then lets them go once there is another', async () => {
    const only = await createUser(t, 'ADMIN');
    const refused = await deleteAccount(only, only.password);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ status: 409, message: M.lastAdminLeaves });
    expect(await userExists(only.id)).toBe(true);
    expect(await lastMailTo(t, only.email)).toBeUndefined();

    await createUser(t, 'ADMIN');
    const res = await deleteAccount(only, only.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(await userExists(only.id)).toBe(false);
  });

  it('removes the person with adverts, picture files, favourites, tours, saved searches and sessions', async () => {
    const person = await createUser(t);
    const other = await createUser(t);
    const own = await makeAdvert(t, catalog, person.id);
    const theirs = await makeAdvert(t, catalog, other.id);
    expect((await upload(t, own.id, await pictures(2), person.token)).statusCode).toBe(201);
    expect(filesOf(dataDir, own.id).length).toBeGreaterThan(0);
    const { db } = t.database;
    await db.insert(favorites).values({ userId: person.id, advertId: theirs.id });
    const asGuest = await makeTourRequest(t, theirs, person.id);
    const asOwner = await makeTourRequest(t, own, other.id);
    await db.insert(savedSearches).values({ userId: person.id, name: 'Gardens', filters: {} });

    const res = await deleteAccount(person, person.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: ACCOUNT_DATA_TEXTS.deleted });
    expect(await userExists(person.id)).toBe(false);
    expect(await db.select().from(adverts).where(eq(adverts.userId, person.id))).toEqual([]);
    expect(filesOf(dataDir, own.id)).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.userId, person.id))).toEqual([]);
    for (const tour of [asGuest, asOwner])
      expect(await db.select().from(tourRequests).where(eq(tourRequests.id, tour.id))).toEqual([]);
    expect(
      await db.select().from(savedSearches).where(eq(savedSearches.userId, person.id)),
    ).toEqual([]);
    // The other person's advert is untouched.
    expect(await db.select().from(adverts).where(eq(adverts.id, theirs.id))).toHaveLength(1);
    const again = await call(t, { method: 'GET', url: '/api/user/auth', token: person.token });
    expect(again.statusCode).toBe(401);
    expect((await login(person)).statusCode).toBe(401);

    // The last e-mail to the address says what went, and where to write if it was not them.
    const goodbye = await lastMailTo(t, person.email);
    expect(goodbye?.subject).toBe('Your account has been deleted');
    expect(goodbye?.text).toMatch(/^Hello First\d+,/);
    expect(goodbye?.text).toContain(`As you asked, your account ${person.email} was deleted on`);
    for (const line of [
      '- your profile, photo, sign-in details and activity history',
      '- 1 advert with its pictures and tour requests',
      '- 1 favourite',
      '- 1 saved search and its e-mail alerts',
      '- 1 tour request you made',
      'Messages you exchanged stay with the other person, without your name.',
      'If you did not ask for this, write to us at',
    ])
      expect(goodbye?.text).toContain(line);
  });
});

describe('conversations of a deleted account', () => {
  it('stay readable for the other side as "Deleted user", who can no longer reply', async () => {
    const guest = await createUser(t, 'CUSTOMER', { firstName: 'Gina', lastName: 'Gone' });
    const owner = await createUser(t, 'CUSTOMER', { firstName: 'Olga', lastName: 'Owner' });
    const id = await talk(guest, owner);
    expect((await deleteAccount(guest, guest.password)).statusCode).toBe(200);

    const open = await call(t, {
      method: 'GET',
      url: `/api/conversations/${id}`,
      token: owner.token,
    });
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({
      other: { id: null, name: DELETED_USER_NAME, deleted: true },
      messages: [
        { mine: false, text: 'Is the garden south-facing?' },
        { mine: true, text: 'Yes, it is.' },
      ],
    });
    const list = await call(t, { method: 'GET', url: '/api/conversations', token: owner.token });
    expect(list.json().content).toEqual([
      expect.objectContaining({ id, other: expect.objectContaining({ name: DELETED_USER_NAME }) }),
    ]);

    const reply = await call(t, {
      method: 'POST',
      url: `/api/conversations/${id}/messages`,
      payload: { message: 'Hello?' },
      token: owner.token,
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ status: 409, message: CONVERSATION_TEXTS.otherSideGone });
    const after = await call(t, {
      method: 'GET',
      url: `/api/conversations/${id}`,
      token: owner.token,
    });
    expect(after.json().messages).toHaveLength(2);
  });

  it('follow the same rule when staff delete the account, and go once both people are gone', async () => {
    const admin = await createUser(t, 'ADMIN');
    const guest = await createUser(t);
    const owner = await createUser(t);
    const id = await talk(guest, owner);
    const staffDelete = await call(t, {
      method: 'DELETE',
      url: `/api/user/${owner.id}/admin`,
      token: admin.token,
    });
    expect(staffDelete.statusCode).toBe(200);
    const goodbye = await lastMailTo(t, owner.email);
    expect(goodbye?.text).toContain(`The site's staff deleted your account ${owner.email} on`);
    expect(goodbye?.text).toContain('- 1 advert with its pictures and tour requests');
    expect(goodbye?.text).not.toContain('favourite');
    const open = await call(t, {
      method: 'GET',
      url: `/api/conversations/${id}`,
      token: guest.token,
    });
    expect(open.json()).toMatchObject({
      advert: { removed: true },
      other: { name: DELETED_USER_NAME, deleted: true },
    });

    expect((await deleteAccount(guest, guest.password)).statusCode).toBe(200);
    const { db } = t.database;
    expect(await db.select().from(conversations).where(eq(conversations.id, id))).toEqual([]);
  });
});
