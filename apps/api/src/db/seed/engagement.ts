import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { activityLogs, adverts, contactMessages, favorites, tourRequests } from '../schema';
import { CONTACT_MESSAGES } from './data/contact-messages';
import type { DemoUsers } from './demo-users';
import { createRandom, type Random } from './random';
import { planTourRequests, type PublicAdvert } from './tour-plan';

const DAY = 24 * 60 * 60 * 1000;
export const ENGAGEMENT_SEED = 4_242;

type Log = typeof activityLogs.$inferInsert;

async function isEmpty(
  db: Db,
  table: typeof favorites | typeof tourRequests | typeof contactMessages,
) {
  return (await db.select({ id: table.id }).from(table).limit(1)).length === 0;
}

async function publicAdverts(db: Db): Promise<PublicAdvert[]> {
  return db
    .select({
      id: adverts.id,
      userId: adverts.userId,
      title: adverts.title,
      createdAt: adverts.createdAt,
    })
    .from(adverts)
    .where(eq(adverts.status, 1))
    .orderBy(adverts.id);
}

/**
 * Favourites (3–6 per demo user) and tour requests in every status, each part skipped when its
 * table has rows; then the advert counters are set from the real rows.
 */
export async function seedEngagement(db: Db, demo: DemoUsers, now: Date) {
  const listed = await publicAdverts(db);
  const result = { favorites: 0, tourRequests: 0 };
  if (listed.length === 0) return result;
  const r = createRandom(ENGAGEMENT_SEED);
  const people = [...demo.customers, demo.manager];

  await db.transaction(async (tx) => {
    if (await isEmpty(tx, favorites))
      result.favorites = await seedFavorites(tx, r, people, listed, now);
    if (await isEmpty(tx, tourRequests)) {
      const { rows, logs } = planTourRequests(r, people, listed, now);
      if (rows.length > 0) await tx.insert(tourRequests).values(rows);
      if (logs.length > 0) await tx.insert(activityLogs).values(logs);
      result.tourRequests = rows.length;
    }
    if (result.favorites + result.tourRequests > 0) await syncCounters(tx);
  });
  return result;
}

async function seedFavorites(
  db: Db,
  r: Random,
  people: number[],
  listed: PublicAdvert[],
  now: Date,
) {
  const rows: Array<typeof favorites.$inferInsert> = [];
  const logs: Log[] = [];
  for (const userId of people) {
    const others = listed.filter((a) => a.userId !== userId);
    for (const advert of r.sample(others, r.int(3, 6))) {
      const since = Math.max(advert.createdAt.getTime(), now.getTime() - 60 * DAY);
      const createdAt = new Date(since + r.next() * (now.getTime() - since));
      rows.push({ userId, advertId: advert.id, createdAt });
      logs.push({
        userId,
        action: 'FAVORITE_ADDED',
        log: `Added "${advert.title}" to favourites`,
        advertId: advert.id,
        createdAt,
      });
    }
  }
  if (rows.length === 0) return 0;
  await db.insert(favorites).values(rows);
  // Each remembers the price it was saved at (docs/product.md#price-watch).
  await db.execute(sql`UPDATE favorites f SET saved_price = a.price, told_price = a.price
    FROM adverts a WHERE a.id = f.advert_id AND f.saved_price IS NULL`);
  await db.insert(activityLogs).values(logs);
  return rows.length;
}

/** favorite_count and tour_request_count equal to the rows that exist. */
export async function syncCounters(db: Db): Promise<void> {
  await db.execute(sql`
    UPDATE adverts a SET
      favorite_count = (SELECT count(*) FROM favorites f WHERE f.advert_id = a.id),
      tour_request_count = (SELECT count(*) FROM tour_requests t WHERE t.advert_id = a.id)
    WHERE a.favorite_count <> (SELECT count(*) FROM favorites f WHERE f.advert_id = a.id)
       OR a.tour_request_count <> (SELECT count(*) FROM tour_requests t WHERE t.advert_id = a.id)`);
}

/** A few contact messages, read and unread, once: skipped when any message exists. */
export async function seedContactMessages(db: Db, now: Date): Promise<number> {
  if (!(await isEmpty(db, contactMessages))) return 0;
  await db.insert(contactMessages).values(
    CONTACT_MESSAGES.map(({ daysAgo, ...m }) => ({
      ...m,
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
  return CONTACT_MESSAGES.length;
}
