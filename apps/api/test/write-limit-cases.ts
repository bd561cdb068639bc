import { and, eq } from 'drizzle-orm';
import {
  adverts,
  contactMessages,
  favorites,
  savedSearches,
  tourRequests,
  users,
} from '../src/db/schema';
import { advertForm, makeAdvert, makeTourRequest, type Catalog } from './factories';
import { call, createUser, type TestApp, type TestUser } from './test-app';
import { slot } from './tour-kit';
import { photoCases } from './write-limit-cases-photo';
import { pictureCases } from './write-limit-cases-pictures';
import { viewingHoursCases } from './write-limit-cases-visits';
import type { WriteCase } from './write-case';

export type { WriteCase, Writer } from './write-case';

const json =
  (user: TestUser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE') =>
  (t: TestApp, url: string, payload: object | undefined, ip: string) =>
    call(t, { method, url, payload, token: user.token, remoteAddress: ip });

const someonesAdvert = async (t: TestApp, catalog: Catalog) =>
  makeAdvert(t, catalog, (await createUser(t)).id);

/** Posting and editing adverts, by owner and by staff. */
function advertCases(catalogOf: () => Catalog): WriteCase[] {
  return [
    {
      name: 'advert create',
      action: 'advertCreate',
      admitted: 201,
      async writer(t) {
        const user = await createUser(t);
        const form = (i: number) => advertForm(catalogOf(), { title: `Garden house ${i}` });
        return {
          call: (i, ip) => json(user, 'POST')(t, '/api/adverts', form(i), ip),
          written: () => t.database.db.$count(adverts, eq(adverts.userId, user.id)),
        };
      },
    },
    {
      name: 'advert edit by its owner',
      action: 'advertEdit',
      admitted: 200,
      async writer(t) {
        const user = await createUser(t);
        const advert = await makeAdvert(t, catalogOf(), user.id);
        const form = (i: number) => advertForm(catalogOf(), { title: `Edited house ${i}` });
        return {
          call: (i, ip) => json(user, 'PUT')(t, `/api/adverts/auth/${advert.slug}`, form(i), ip),
          written: () => titleOf(t, advert.id),
        };
      },
    },
    {
      name: 'advert edit by staff',
      action: 'advertEdit',
      admitted: 200,
      async writer(t) {
        const staff = await createUser(t, 'ADMIN');
        const advert = await someonesAdvert(t, catalogOf());
        // Each admitted save raises the version, so every call sends the one it would have seen.
        const form = async (i: number) => ({
          ...advertForm(catalogOf(), { title: `Staff edit ${i}` }),
          status: 'ACTIVATED',
          version: await versionOf(t, advert.id),
        });
        return {
          call: async (i, ip) =>
            json(staff, 'PUT')(t, `/api/adverts/admin/${advert.id}`, await form(i), ip),
          written: () => titleOf(t, advert.id),
        };
      },
    },
  ];
}

/** Favourites, tours, the contact form, the account. */
function personCases(catalogOf: () => Catalog): WriteCase[] {
  return [
    {
      name: 'favourite toggle',
      action: 'favoriteToggle',
      admitted: 200,
      async writer(t) {
        const user = await createUser(t);
        const advert = await someonesAdvert(t, catalogOf());
        return {
          call: (_i, ip) => json(user, 'POST')(t, '/api/favorites', { advertId: advert.id }, ip),
          written: () =>
            t.database.db.$count(
              favorites,
              and(eq(favorites.userId, user.id), eq(favorites.advertId, advert.id)),
            ),
        };
      },
    },
    {
      name: 'tour time change',
      action: 'tourTimeChange',
      admitted: 200,
      async writer(t) {
        const user = await createUser(t);
        const request = await makeTourRequest(t, await someonesAdvert(t, catalogOf()), user.id, {
          tourTime: slot(5),
        });
        const time = (i: number) => ({ tourTime: slot(6 + i, '11:00').slice(0, 16) });
        return {
          call: (i, ip) => json(user, 'PUT')(t, `/api/tourRequest/${request.id}`, time(i), ip),
          written: () => tourTimeOf(t, request.id),
        };
      },
    },
    {
      name: 'contact message signed in',
      action: 'contactMessage',
      admitted: 201,
      refusal: /^You have sent too many messages\. /,
      async writer(t) {
        const user = await createUser(t);
        // A new e-mail address each time: only the account and the address can stop them.
        const message = (i: number) => ({
          email: `writer${user.id}-${i}@example.test`,
          message: 'Is the flat still free?',
          firstName: 'Mehmet',
          lastName: 'Yildiz',
        });
        return {
          call: (i, ip) => json(user, 'POST')(t, '/api/contact', message(i), ip),
          written: () => t.database.db.$count(contactMessages),
        };
      },
    },
    {
      name: 'profile change',
      action: 'profileChange',
      admitted: 200,
      async writer(t) {
        const user = await createUser(t);
        const profile = (i: number) => ({
          firstName: `Name${i}`,
          lastName: 'Demir',
          phone: '+905551234567',
        });
        return {
          call: (i, ip) => json(user, 'PUT')(t, '/api/user/auth', profile(i), ip),
          written: async () => (await userRow(t, user.id))?.firstName,
        };
      },
    },
    {
      name: 'password change',
      action: 'passwordChange',
      admitted: 200,
      async writer(t) {
        const user = await createUser(t);
        // Each change ends the older sessions and answers the token to go on with.
        let token = user.token;
        let password = user.password;
        return {
          async call(i, ip) {
            const newPassword = `Newpass${i}word`;
            const res = await call(t, {
              method: 'PATCH',
              url: '/api/user/auth',
              payload: { password, newPassword },
              token,
              remoteAddress: ip,
            });
            if (res.statusCode === 200) [token, password] = [res.json().token, newPassword];
            return res;
          },
          written: async () => (await userRow(t, user.id))?.passwordHash,
        };
      },
    },
  ];
}

/** Every limited write, each by a fresh account. */
/** Saved searches (each save is one more row of the account's twenty). */
const savedSearchCases = (): WriteCase[] => [
  {
    name: 'saved search change',
    action: 'savedSearchChange',
    admitted: 201,
    async writer(t) {
      const user = await createUser(t);
      const search = (i: number) => ({ name: `Search ${i}`, filters: { q: `garden${i}` } });
      return {
        call: (i, ip) => json(user, 'POST')(t, '/api/savedSearches', search(i), ip),
        written: () => t.database.db.$count(savedSearches, eq(savedSearches.userId, user.id)),
      };
    },
  },
];

export const writeCases = (catalogOf: () => Catalog): WriteCase[] => [
  ...advertCases(catalogOf),
  ...pictureCases(catalogOf),
  ...personCases(catalogOf),
  ...savedSearchCases(),
  ...viewingHoursCases(catalogOf),
  ...photoCases(),
];

async function tourTimeOf(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ at: tourRequests.tourTime })
    .from(tourRequests)
    .where(eq(tourRequests.id, id));
  return row?.at;
}

async function versionOf(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ version: adverts.version })
    .from(adverts)
    .where(eq(adverts.id, id));
  return row!.version;
}

async function titleOf(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ title: adverts.title })
    .from(adverts)
    .where(eq(adverts.id, id));
  return row?.title;
}

async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row;
}
