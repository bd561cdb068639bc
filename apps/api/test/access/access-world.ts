import { makeAdvert, makeCatalog, makeTourRequest, type Catalog } from '../factories';
import { call, createUser, type TestApp, type TestUser } from '../test-app';
import {
  CONTACT_TEXT,
  OWNER_FIELDS,
  PRIVATE_ADVERT,
  freshRecords,
  freshTourTime,
  renameAdvert,
  uploadPictures,
} from './access-fixtures';

/** Who calls: nobody, another customer, customer B (the owner), a manager and an admin. */
export const ACTORS = ['visitor', 'customerA', 'owner', 'manager', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedActor = Exclude<Actor, 'visitor'>;

export { freshTourTime };

const profile = (firstName: string, lastName: string, phone: string) => ({
  firstName,
  lastName,
  phone,
});
/** Each signed-in actor's names and phone, as made and as their profile edit sends them. */
const PROFILES: Record<SignedActor, ReturnType<typeof profile>> = {
  customerA: profile('Alma', 'Another', '+905551110001'),
  owner: profile(OWNER_FIELDS.firstName, OWNER_FIELDS.lastName, OWNER_FIELDS.phone),
  manager: profile('Mona', 'Manager', '+905551110003'),
  admin: profile('Adam', 'Admin', '+905551110004'),
};

export type World = Awaited<ReturnType<typeof buildWorld>>;

/** The actors, plus a third customer who asks B for tours and one whose advert B visits. */
async function makeCast(t: TestApp) {
  const signed: Record<SignedActor, TestUser> = {
    customerA: await createUser(t, 'CUSTOMER', PROFILES.customerA),
    owner: await createUser(t, 'CUSTOMER', OWNER_FIELDS),
    manager: await createUser(t, 'MANAGER', PROFILES.manager),
    admin: await createUser(t, 'ADMIN', PROFILES.admin),
  };
  const guest = await createUser(t, 'CUSTOMER', { firstName: 'Gus', lastName: 'Guest' });
  const host = await createUser(t, 'CUSTOMER', { firstName: 'Hal', lastName: 'Host' });
  return { signed, guest, host };
}

/** B's adverts: a public one, a PENDING one with a picture, and a PENDING one renamed. */
async function makeOwnersAdverts(t: TestApp, catalog: Catalog, owner: TestUser, host: TestUser) {
  const publicAdvert = await makeAdvert(t, catalog, owner.id, { title: 'Open house Brightfield' });
  const privateAdvert = await makeAdvert(t, catalog, owner.id, { ...PRIVATE_ADVERT, status: 0 });
  const [privateImageId] = await uploadPictures(t, owner, privateAdvert.id);
  const image = await call(t, {
    method: 'GET',
    url: `/api/images/${privateImageId}`,
    token: owner.token,
  });
  const other = await makeAdvert(t, catalog, owner.id, { ...PRIVATE_ADVERT, status: 0 });
  return {
    publicAdvert,
    privateAdvert,
    privateImageId: privateImageId!,
    privateFileUrl: image.json().thumbUrl as string,
    renamed: await renameAdvert(t, catalog, owner, other.slug),
    hostAdvert: await makeAdvert(t, catalog, host.id, { title: 'Host villa' }),
  };
}

/** The records the matrix calls target, all owned by customer B unless said otherwise. */
export async function buildWorld(t: TestApp) {
  const catalog = await makeCatalog(t);
  const cast = await makeCast(t);
  const { owner } = cast.signed;
  const adverts = await makeOwnersAdverts(t, catalog, owner, cast.host);
  const fresh = freshRecords(t, catalog, cast, adverts);
  return {
    t,
    catalog,
    ...cast,
    ...adverts,
    ...fresh,
    profiles: PROFILES,
    contactMessageId: await fresh.freshContactMessage(),
    /** B's request to visit the host's advert (B as guest). */
    tourAsGuest: await makeTourRequest(t, adverts.hostAdvert, owner.id, {
      tourTime: `${freshTourTime()}:00`,
    }),
    /** The slug B's other private advert had before B renamed it. */
    oldSlugOfPrivateAdvert: adverts.renamed.oldSlug,
    /** Strings of B's that only B and staff may be answered with. */
    privateMarkers: [
      ...Object.values(OWNER_FIELDS),
      ...Object.values(PRIVATE_ADVERT),
      CONTACT_TEXT,
      adverts.privateAdvert.slug,
      adverts.renamed.newSlug,
    ],
    tokenOf: (actor: Actor) => (actor === 'visitor' ? undefined : cast.signed[actor].token),
  };
}
