import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountExportSchema, DELETED_USER_NAME, type AdvertForm } from '@estate/contracts';
import {
  activityLogs,
  advertRevisions,
  contactMessageReplies,
  contactMessages,
  favorites,
  propertyValues,
  savedSearches,
  users,
} from '../../../db/schema';
import { eq } from 'drizzle-orm';
import { call, createUser, type TestApp, type TestUser } from '../../../../test/test-app';
import {
  advertForm,
  makeAdvert,
  makeCatalog,
  makeTourRequest,
  type Catalog,
} from '../../../../test/factories';
import { createImagesTestApp, pictures, upload } from '../../adverts/pictures/images.test-kit';
import { makeAgency } from '../../../../test/agency-kit';

let t: TestApp;
let catalog: Catalog;
let person: TestUser;
let other: TestUser;

const exportOf = (who: TestUser | undefined) =>
  call(t, { method: 'GET', url: '/api/user/auth/export', token: who?.token });

/** A bit of everything for `who`, each record marked with `mark` so another's can be told apart. */
async function fill(who: TestUser, peer: TestUser, mark: string) {
  const { db } = t.database;
  const advert = await makeAdvert(t, catalog, who.id, { title: `${mark} villa` });
  await db
    .insert(propertyValues)
    .values({ advertId: advert.id, keyId: catalog.keyIds[0]!, value: '3' });
  expect((await upload(t, advert.id, await pictures(1), who.token)).statusCode).toBe(201);
  const renewed = { ...advertForm(catalog, { title: `${mark} villa renewed` }), location: '' };
  // The new picture put the live advert's revision in the queue; the owner's edit joins it.
  const revision = {
    advertId: advert.id,
    form: { ...renewed, isActive: true, values: [] } as AdvertForm,
    values: [],
    submittedBy: who.id,
  };
  await db
    .insert(advertRevisions)
    .values(revision)
    .onConflictDoUpdate({ target: advertRevisions.advertId, set: revision });
  const peersAdvert = await makeAdvert(t, catalog, peer.id, { title: `${mark} peer flat` });
  await db
    .insert(favorites)
    .values({ userId: who.id, advertId: peersAdvert.id, savedPrice: '125000' });
  await makeTourRequest(t, peersAdvert, who.id);
  await makeTourRequest(t, advert, peer.id, { tourTime: '2099-06-02T11:30:00' });
  await db
    .insert(savedSearches)
    .values({ userId: who.id, name: `${mark} gardens`, filters: { q: 'garden' }, alert: 'DAILY' });
  const [contact] = await db
    .insert(contactMessages)
    .values({
      userId: who.id,
      firstName: 'C',
      lastName: 'M',
      email: who.email,
      message: `${mark} question`,
    })
    .returning();
  await db
    .insert(contactMessageReplies)
    .values({ contactMessageId: contact!.id, message: `${mark} answer` });
  await db
    .insert(activityLogs)
    .values({ userId: who.id, action: 'LOGIN', log: `${mark} logged in` });
  const thread = await call(t, {
    method: 'POST',
    url: '/api/conversations',
    payload: { advertId: peersAdvert.id, message: `${mark} hello` },
    token: who.token,
  });
  expect(thread.statusCode, thread.body).toBe(201);
}

beforeAll(async () => {
  ({ t } = await createImagesTestApp());
  catalog = await makeCatalog(t);
  person = await createUser(t, 'CUSTOMER', { firstName: 'Pia', lastName: 'Person' });
  other = await createUser(t, 'CUSTOMER', { firstName: 'Otto', lastName: 'Other' });
  await fill(person, other, 'mine');
  await fill(other, await createUser(t), 'theirs');
});
afterAll(() => t?.close());

describe('GET /user/auth/export', () => {
  it('refuses a visitor with 401', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(401);
  });

  it('answers one JSON file to download, named by the day', async () => {
    const res = await exportOf(person);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(accountExportSchema.safeParse(res.json()).success).toBe(true);
  });

  it('holds every section of the person, with values and picture URLs', async () => {
    const data = (await exportOf(person)).json();
    expect(data.profile).toMatchObject({ id: person.id, email: person.email, firstName: 'Pia' });
    expect(data.priceWatch).toEqual({ priceDropEmails: true, lastPriceDropEmailAt: null });
    expect(data.adverts).toHaveLength(1);
    expect(data.adverts[0]).toMatchObject({
      title: 'mine villa',
      category: expect.any(String),
      values: [{ key: 'Bedrooms', value: '3' }],
      // Added to the live advert, the picture waits for review: not featured yet.
      pictures: [{ featured: false, waiting: true, url: expect.stringMatching(/gallery/) }],
    });
    expect(data.favorites).toEqual([
      expect.objectContaining({ advertTitle: 'mine peer flat', savedPrice: 125000 }),
    ]);
    expect(data.tourRequests.asGuest).toEqual([
      expect.objectContaining({ advertTitle: 'mine peer flat', tourTime: '2099-06-01T10:00' }),
    ]);
    expect(data.tourRequests.asOwner).toEqual([
      expect.objectContaining({ advertTitle: 'mine villa', tourTime: '2099-06-02T11:30' }),
    ]);
    expect(data.advertRevisions).toEqual([
      expect.objectContaining({
        state: 'WAITING',
        form: expect.objectContaining({ title: 'mine villa renewed' }),
      }),
    ]);
    expect(data.savedSearches).toEqual([
      expect.objectContaining({ name: 'mine gardens', filters: { q: 'garden' }, alert: 'DAILY' }),
    ]);
    expect(data.conversations).toEqual([
      expect.objectContaining({
        advertTitle: 'mine peer flat',
        asOwner: false,
        other: 'Otto O.',
        messages: [expect.objectContaining({ mine: true, text: 'mine hello' })],
      }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({
        message: 'mine question',
        replies: [expect.objectContaining({ message: 'mine answer' })],
      }),
    ]);
    expect(data.activityLog).toContainEqual(
      expect.objectContaining({ action: 'LOGIN', log: 'mine logged in' }),
    );
  });

  it('names the agency the person works in, and none for others', async () => {
    const { owner } = await makeAgency(t, catalog, { name: 'Export Homes' });
    const data = accountExportSchema.parse((await exportOf(owner)).json());
    expect(data.agency).toEqual({
      name: 'Export Homes',
      slug: expect.stringMatching(/^export-homes/),
      role: 'OWNER',
      joinedAt: expect.any(String),
    });
    expect(accountExportSchema.parse((await exportOf(other)).json()).agency).toBeNull();
  });

  it('never holds the password hash nor another person’s records', async () => {
    const res = await exportOf(person);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, person.id));
    expect(res.body).not.toContain(row!.passwordHash);
    expect(res.body.toLowerCase()).not.toContain('password');
    expect(res.body).not.toContain('theirs');
    expect(res.body).not.toContain(other.email);
  });

  it('names a deleted correspondent "Deleted user"', async () => {
    const before = (await exportOf(person)).json();
    expect(before.conversations, JSON.stringify(before)).toHaveLength(1);
    const res = await call(t, {
      method: 'DELETE',
      url: `/api/user/${other.id}/admin`,
      token: (await createUser(t, 'ADMIN')).token,
    });
    expect(res.statusCode).toBe(200);
    const after = await exportOf(person);
    expect(after.statusCode, after.body).toBe(200);
    const data = after.json();
    expect(data.conversations[0]).toMatchObject({
      other: DELETED_USER_NAME,
      messages: [expect.objectContaining({ text: 'mine hello' })],
    });
    // The deleted person's adverts went with them: the favourite and the tour too.
    expect(data.favorites).toEqual([]);
    expect(data.tourRequests.asGuest).toEqual([]);
  });
});
