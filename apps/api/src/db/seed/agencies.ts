import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  adverts,
  agencies,
  agencyMembers,
  cities,
  conversationMessages,
  conversations,
  districts,
  tourRequests,
} from '../schema';
import type { DemoUsers } from './demo-users';

/**
 * One verified agency with two demo customers, its owner and an agent (docs/product.md#agencies),
 * so its page and the back office's decided list show something; `customer@example.com` stays
 * free to create one. A few of their live adverts are posted for it, so its public page lists
 * adverts on a fresh start (docs/product.md#agency-page).
 */
export async function seedAgencies(db: Db, demo: DemoUsers, now: Date): Promise<number> {
  const [owner, agent] = demo.customers.slice(1, 3);
  if (owner === undefined || agent === undefined) return 0;
  const [place] = await db
    .select({ cityId: cities.id, countryId: cities.countryId, districtId: districts.id })
    .from(districts)
    .innerJoin(cities, eq(cities.id, districts.cityId))
    .where(and(eq(cities.name, 'İstanbul'), eq(districts.name, 'Kadıköy')))
    .limit(1);
  if (!place) return 0;
  const [row] = await db
    .insert(agencies)
    .values({
      slug: 'moda-emlak',
      name: 'Moda Emlak',
      licenceNumber: 'TR-34-0001234',
      phone: '+902163450102',
      email: 'ofis@modaemlak.example.com',
      address: 'Moda Caddesi 42, Kadıköy',
      ...place,
      latitude: 40.9866,
      longitude: 29.0262,
      status: 'VERIFIED',
      decidedByUserId: demo.manager,
      decidedAt: now,
    })
    .returning({ id: agencies.id });
  await db.insert(agencyMembers).values([
    { agencyId: row!.id, userId: owner, role: 'OWNER' },
    { agencyId: row!.id, userId: agent, role: 'AGENT' },
  ]);
  await postForAgency(db, row!.id, [owner, agent], place);
  await enquireAtAgency(db, row!.id, demo.customers[0], now);
  return 1;
}

/**
 * The demo customer asks about one of the agent's agency adverts and books a tour of it, so the
 * agency's dashboard shows an enquiry waiting for an answer and a tour to come
 * (docs/product.md#agency-dashboard).
 */
async function enquireAtAgency(db: Db, agencyId: number, guest: number | undefined, now: Date) {
  if (guest === undefined) return;
  const [advert] = await db
    .select({ id: adverts.id, title: adverts.title, slug: adverts.slug, userId: adverts.userId })
    .from(adverts)
    .where(eq(adverts.agencyId, agencyId))
    .orderBy(desc(adverts.userId), adverts.id)
    .limit(1);
  if (!advert) return;
  const text = 'Hello, is the flat still available? Could I see it this week?';
  const [thread] = await db
    .insert(conversations)
    .values({
      advertId: advert.id,
      advertTitle: advert.title,
      advertSlug: advert.slug,
      ownerUserId: advert.userId,
      guestUserId: guest,
      lastMessageAt: now,
      lastMessageText: text,
      lastSenderId: guest,
      ownerUnread: 1,
    })
    .returning({ id: conversations.id });
  await db
    .insert(conversationMessages)
    .values({ conversationId: thread!.id, senderId: guest, body: text, createdAt: now });
  const day = new Date(now.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  await db.insert(tourRequests).values({
    advertId: advert.id,
    ownerUserId: advert.userId,
    guestUserId: guest,
    tourTime: `${day}T11:00:00`,
  });
  // The advert's kept count of requests, as booking one raises it.
  await db
    .update(adverts)
    .set({ tourRequestCount: sql`${adverts.tourRequestCount} + 1` })
    .where(eq(adverts.id, advert.id));
}

/** How many of the members' live adverts the demo agency posts. */
const AGENCY_ADVERTS = 8;

/**
 * The members' live adverts, those in the agency's city and country first, become the agency's:
 * their own, so no demo advert changes hands (other demo data and tests rely on who owns what).
 */
async function postForAgency(
  db: Db,
  agencyId: number,
  members: number[],
  place: { cityId: number; countryId: number },
) {
  await db.execute(
    sql`UPDATE adverts SET agency_id = ${agencyId}
        WHERE id IN (SELECT id FROM adverts
                     WHERE user_id IN (${members[0]}, ${members[1]}) AND status = 1 AND is_active
                     ORDER BY (city_id = ${place.cityId}) DESC,
                              (country_id = ${place.countryId}) DESC, id
                     LIMIT ${AGENCY_ADVERTS})`,
  );
}
