import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@estate/contracts';
import { contactMessages, favorites, users } from '../../src/db/schema';
import { advertForm, makeAdvert, makeTourRequest, type Catalog } from '../factories';
import { jpeg, multipartBody } from '../pictures';
import { call, createUser, type TestApp, type TestUser } from '../test-app';

/** Customer B's details: none of them may reach anyone but B and staff. */
export const OWNER_FIELDS = {
  firstName: 'Beatrix',
  lastName: 'Bramblewood',
  phone: '+905551230077',
  email: 'beatrix.bramblewood@example.test',
};
export const PRIVATE_ADVERT = {
  title: 'Hidden cottage Quillmere',
  description: 'Secret garden behind the Quillmere mill.',
};
export const CONTACT_TEXT = 'Private note from Beatrix about Quillmere';

let made = 0;
/** A number for names and times no other fixture of this file uses. */
export const nextNumber = () => ++made;
export const unique = () => `${nextNumber()}${randomBytes(2).toString('hex')}`;

/**
 * A tour time ("YYYY-MM-DDTHH:mm") that no other fixture uses: slots of different days, inside the
 * default viewing hours (09:00–19:00).
 */
export function freshTourTime(): string {
  const n = nextNumber();
  const date = new Date(Date.now() + (2 + Math.floor(n / 20)) * 86_400_000);
  const minutes = 9 * 60 + (n % 20) * 30;
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date.toISOString().slice(0, 10)}T${hh}:${mm}`;
}
/** The same, as stored ("YYYY-MM-DDTHH:mm:00"). */
const freshSlot = () => `${freshTourTime()}:00`;

/** Pictures added by B through the API, answering their ids. */
export async function uploadPictures(t: TestApp, owner: TestUser, advertId: number, count = 1) {
  const parts = await Promise.all(
    Array.from({ length: count }, async () => ({ file: await jpeg(120, 90) })),
  );
  const body = await multipartBody(parts);
  const res = await call(t, {
    method: 'POST',
    url: `/api/images/${advertId}`,
    token: owner.token,
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`picture upload failed: ${res.body}`);
  return (res.json() as Array<{ id: number }>).slice(-count).map((image) => image.id);
}

/** B gives a private advert a new slug: its old one is remembered for redirects. */
export async function renameAdvert(t: TestApp, catalog: Catalog, owner: TestUser, slug: string) {
  const newSlug = `quillmere-hideaway-${nextNumber()}`;
  const res = await call(t, {
    method: 'PUT',
    url: `/api/adverts/auth/${slug}`,
    token: owner.token,
    payload: advertForm(catalog, { ...PRIVATE_ADVERT, slug: newSlug }),
  });
  if (res.statusCode !== 200) throw new Error(`renaming failed: ${res.body}`);
  return { oldSlug: slug, newSlug };
}

interface Cast {
  signed: Record<string, TestUser> & { owner: TestUser };
  guest: TestUser;
  host: TestUser;
}

/** Records made for one call, for calls that use theirs up (delete, approve, promote...). */
export function freshRecords(
  t: TestApp,
  catalog: Catalog,
  cast: Cast,
  adverts: {
    publicAdvert: { id: number; userId: number };
    hostAdvert: { id: number; userId: number };
  },
) {
  const { owner } = cast.signed;
  const db = t.database.db;
  return {
    freshPrivateAdvert: () => makeAdvert(t, catalog, owner.id, { ...PRIVATE_ADVERT, status: 0 }),
    uploadPictures: (advertId: number, count = 1) => uploadPictures(t, owner, advertId, count),
    async freshContactMessage() {
      const values = { ...OWNER_FIELDS, message: CONTACT_TEXT };
      const [row] = await db.insert(contactMessages).values(values).returning();
      return row!.id;
    },
    /** A PENDING request by the third customer on B's public advert (B decides). */
    freshTourOnOwnersAdvert: () =>
      makeTourRequest(t, adverts.publicAdvert, cast.guest.id, { tourTime: freshSlot() }),
    /** An APPROVED request by the third customer on B's public advert. */
    freshApprovedTourOnOwnersAdvert: () =>
      makeTourRequest(t, adverts.publicAdvert, cast.guest.id, {
        tourTime: freshSlot(),
        status: 'APPROVED',
      }),
    /** A PENDING request by B to visit the host's advert (B is the guest). */
    freshTourByOwner: () =>
      makeTourRequest(t, adverts.hostAdvert, owner.id, { tourTime: freshSlot() }),
    async freshFavoriteOfOwner() {
      const advert = await makeAdvert(t, catalog, cast.host.id);
      const values = { userId: owner.id, advertId: advert.id };
      const [row] = await db.insert(favorites).values(values).returning();
      return row!.id;
    },
    freshUser: (role: Role = 'CUSTOMER') => createUser(t, role),
    /** Signs new tokens after a call that ended the sessions of its caller. */
    async renewTokens() {
      for (const user of Object.values(cast.signed)) {
        const [row] = await db.select().from(users).where(eq(users.id, user.id));
        user.token = await t.app.tokens.sign({ userId: row!.id, tokenVersion: row!.tokenVersion });
      }
    },
    /** A distinct address per call: the per-address limits are not what this test is about. */
    nextAddress: () => {
      const n = nextNumber();
      return `10.77.${(n >> 8) & 255}.${n & 255}`;
    },
    unique,
  };
}
