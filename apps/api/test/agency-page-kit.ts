import { eq, sql } from 'drizzle-orm';
import { agencies, agencyMembers, conversations } from '../src/db/schema';
import { makeAgency } from './agency-kit';
import { makeAdvert, type Catalog } from './factories';
import { createUser, type TestApp } from './test-app';

/** Moda, Kadıköy: inside the map box the tests look at. */
const HERE = { latitude: 40.985, longitude: 29.025 };

/**
 * A verified agency with an agent, three public adverts, one waiting for review and one in a
 * switched-off category (docs/product.md#agency-page), and another person's public advert.
 */
export async function makeAgencyWithAdverts(t: TestApp, catalog: Catalog) {
  const agency = await makeAgency(t, catalog);
  const db = t.database.db;
  await db.update(agencies).set({ status: 'VERIFIED' }).where(eq(agencies.id, agency.id));
  const agent = await createUser(t, 'CUSTOMER', { firstName: 'Deniz', lastName: 'Kaya' });
  await db.insert(agencyMembers).values({ agencyId: agency.id, userId: agent.id, role: 'AGENT' });
  const posted = (userId: number, fields: Parameters<typeof makeAdvert>[3] = {}) =>
    makeAdvert(t, catalog, userId, { agencyId: agency.id, ...HERE, ...fields });
  const live = [
    await posted(agency.owner.id, { title: 'Agency villa by the sea' }),
    await posted(agent.id, { title: 'Agency flat in Moda' }),
    await posted(agent.id, { title: 'Agency loft near the pier' }),
  ];
  const pending = await posted(agent.id, { title: 'Agency pending cottage', status: 0 });
  const hidden = await posted(agent.id, { categoryId: catalog.inactiveCategoryId });
  const other = await makeAdvert(t, catalog, agent.id, { title: 'Agent own flat', ...HERE });
  return { ...agency, agent, live, pending, hidden, other };
}

/** Threads on `advertId` begun `daysAgo`, answered after each of `replySeconds`. */
export async function answeredThreads(
  t: TestApp,
  advert: { id: number; userId: number; title: string; slug: string },
  replySeconds: number[],
  daysAgo = 1,
) {
  for (const seconds of replySeconds) {
    const guest = await createUser(t);
    await t.database.db.insert(conversations).values({
      advertId: advert.id,
      advertTitle: advert.title,
      advertSlug: advert.slug,
      ownerUserId: advert.userId,
      guestUserId: guest.id,
      lastMessageText: 'Is it still free?',
      lastSenderId: guest.id,
      firstReplySeconds: seconds,
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
    });
  }
}
