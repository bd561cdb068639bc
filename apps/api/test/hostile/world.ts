import { eq } from 'drizzle-orm';
import {
  agencies,
  agencyInvitations,
  agencyMembers,
  contactMessages,
  conversationReports,
  conversations,
  favorites,
  savedSearches,
  users,
} from '../../src/db/schema';
import { priceDropsUnsubscribeToken, unsubscribeToken } from '../../src/features/saved-searches';
import { advertVersion, makeAdvert, makeCatalog, type Catalog } from '../factories';
import { png } from '../pictures';
import { call, createUser, type TestApp, type TestUser } from '../test-app';
import { slot, tourIn } from '../tour-kit';

/**
 * The real records one route's sweep works on: made fresh for each route, so that what an
 * accepted call changed (a deleted advert, a changed password) does not blunt the next route.
 */
export interface World {
  catalog: Catalog;
  admin: TestUser;
  owner: TestUser;
  guest: TestUser;
  /** A customer that the user-admin routes edit and delete. */
  target: TestUser;
  advert: { id: number; slug: string; userId: number };
  tourId: number;
  favoriteId: number;
  contactMessageId: number;
  /** A saved search of the guest's, and its unsubscribe token. */
  savedSearchId: number;
  unsubscribeToken: string;
  /** The guest's price-drop unsubscribe token. */
  priceDropsToken: string;
  /** The guest's thread with the owner about the advert. */
  threadId: number;
  /** The owner's report of that thread, waiting for staff. */
  reportId: number;
  /** The owner's agency, with the guest as its agent, and an open invitation of it. */
  agencyId: number;
  invitationId: number;
  /** A stored picture of the advert, uploaded through the API on first use. */
  imageId(): Promise<number>;
  /** The advert's version now, as a moderator who opens it sends it back. */
  advertVersion(): Promise<number>;
}

export type Actor = 'admin' | 'owner' | 'guest' | 'visitor';

export async function makeWorld(t: TestApp): Promise<World> {
  const catalog = await makeCatalog(t);
  const [admin, owner, guest, target] = [
    await createUser(t, 'ADMIN'),
    await createUser(t, 'CUSTOMER'),
    await createUser(t, 'CUSTOMER'),
    await createUser(t, 'CUSTOMER'),
  ];
  const advert = await makeAdvert(t, catalog, owner.id);
  const tour = await tourIn(t, advert, guest, { tourTime: slot(6) });
  const [favorite] = await t.database.db
    .insert(favorites)
    .values({ userId: guest.id, advertId: advert.id })
    .returning();
  const [message] = await t.database.db
    .insert(contactMessages)
    .values({ firstName: 'Gina', lastName: 'Guest', email: guest.email, message: 'Hello there' })
    .returning();
  const [search] = await t.database.db
    .insert(savedSearches)
    .values({ userId: guest.id, name: 'Gardens', filters: { q: 'garden' }, alert: 'INSTANT' })
    .returning();
  const [thread] = await t.database.db
    .insert(conversations)
    .values({
      advertId: advert.id,
      advertTitle: advert.title,
      advertSlug: advert.slug,
      ownerUserId: owner.id,
      guestUserId: guest.id,
      lastMessageText: 'Is it still available?',
      lastSenderId: guest.id,
    })
    .returning();
  const [report] = await t.database.db
    .insert(conversationReports)
    .values({
      conversationId: thread!.id,
      reporterUserId: owner.id,
      reportedUserId: guest.id,
      reason: 'SPAM',
    })
    .returning();
  const agency = await agencyOf(t, catalog, owner, guest);
  let imageId: Promise<number> | undefined;
  return {
    catalog,
    admin,
    owner,
    guest,
    target,
    advert: { id: advert.id, slug: advert.slug, userId: owner.id },
    tourId: tour.id,
    favoriteId: favorite!.id,
    contactMessageId: message!.id,
    savedSearchId: search!.id,
    unsubscribeToken: unsubscribeToken(t.app.config.jwtSecret, search!.id),
    priceDropsToken: priceDropsUnsubscribeToken(t.app.config.jwtSecret, guest.id, 0),
    threadId: thread!.id,
    reportId: report!.id,
    ...agency,
    imageId: () => (imageId ??= uploadPicture(t, owner, advert.id)),
    advertVersion: () => advertVersion(t, advert.id),
  };
}

async function agencyOf(t: TestApp, catalog: Catalog, owner: TestUser, agent: TestUser) {
  const { db } = t.database;
  const [row] = await db
    .insert(agencies)
    .values({
      slug: `world-${owner.id}`,
      name: 'World Homes',
      licenceNumber: 'L-1',
      phone: '+902125550102',
      email: 'office@world.example',
      address: 'Moda Cd. 1',
      countryId: catalog.countryId,
      cityId: catalog.cityId,
      districtId: catalog.districtId,
      latitude: 41,
      longitude: 29,
    })
    .returning({ id: agencies.id });
  const agencyId = row!.id;
  await db.insert(agencyMembers).values([
    { agencyId, userId: owner.id, role: 'OWNER' },
    { agencyId, userId: agent.id, role: 'AGENT' },
  ]);
  const [invitation] = await db
    .insert(agencyInvitations)
    .values({
      agencyId,
      email: `invited-${owner.id}@example.test`,
      tokenHash: `world-${owner.id}`,
      expiresAt: new Date(Date.now() + 86_400_000),
      invitedByName: 'World Owner',
    })
    .returning({ id: agencyInvitations.id });
  return { agencyId, invitationId: invitation!.id };
}

async function uploadPicture(t: TestApp, owner: TestUser, advertId: number): Promise<number> {
  const boundary = 'worldpicture';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(head),
    await png(64, 48),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await call(t, {
    method: 'POST',
    url: `/api/images/${advertId}`,
    token: owner.token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`picture upload failed: ${res.body}`);
  return (res.json() as { id: number }[])[0]!.id;
}

/**
 * The actor's token as it stands now: an accepted password change or logout ends the sessions
 * issued before it, and the sweep goes on calling as the same person.
 */
export async function tokenOf(t: TestApp, world: World, actor: Actor): Promise<string | undefined> {
  if (actor === 'visitor') return undefined;
  const user = world[actor];
  const [row] = await t.database.db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, user.id));
  if (!row) return user.token; // deleted by the route under test: its old token gets the 401
  return t.app.tokens.sign({ userId: user.id, tokenVersion: row.tokenVersion });
}
