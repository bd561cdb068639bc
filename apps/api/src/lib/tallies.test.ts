import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from './query-rows';
import { adverts, users } from '../db/schema';
import { makeAdvert, makeCatalog, makeTourRequest, type Catalog } from '../../test/factories';
import { slot } from '../../test/tour-kit';
import { createTestApp, createUser, type TestApp } from '../../test/test-app';
import { readTally } from './tallies';

let t: TestApp;
let catalog: Catalog;
beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
});
afterAll(() => t?.close());

/** Every tally read back beside the count it stands for. */
async function talliesAndCounts(people: number[]) {
  const counted = async (query: ReturnType<typeof sql>) =>
    Number((await queryRows<{ n: string }>(t.database.db, query))[0]!.n);
  const pairs: [string, number, number][] = [
    [
      'users',
      await readTally(t.database.db, 'users'),
      await counted(sql`SELECT count(*) AS n FROM users`),
    ],
    [
      'customers',
      await readTally(t.database.db, 'users:CUSTOMER'),
      await counted(sql`SELECT count(*) AS n FROM users WHERE role = 'CUSTOMER'`),
    ],
    [
      'tour requests',
      await readTally(t.database.db, 'tour_requests'),
      await counted(sql`SELECT count(*) AS n FROM tour_requests`),
    ],
  ];
  for (const id of people) {
    pairs.push([
      `adverts of ${id}`,
      await readTally(t.database.db, 'adverts', id),
      await counted(sql`SELECT count(*) AS n FROM adverts WHERE user_id = ${id}`),
    ]);
    pairs.push([
      `pending adverts of ${id}`,
      await readTally(t.database.db, 'adverts:0', id),
      await counted(sql`SELECT count(*) AS n FROM adverts WHERE user_id = ${id} AND status = 0`),
    ]);
    pairs.push([
      `owner ${id}`,
      await readTally(t.database.db, 'tour_requests:owner', id),
      await counted(sql`SELECT count(*) AS n FROM tour_requests WHERE owner_user_id = ${id}`),
    ]);
    pairs.push([
      `guest ${id}`,
      await readTally(t.database.db, 'tour_requests:guest', id),
      await counted(sql`SELECT count(*) AS n FROM tour_requests WHERE guest_user_id = ${id}`),
    ]);
  }
  return pairs.map(([name, tally, count]) => ({ name, tally, count }));
}

const expectAllAgree = async (people: number[]) => {
  for (const row of await talliesAndCounts(people))
    expect(row, row.name).toMatchObject({ tally: row.count });
};

describe('tallies kept by triggers', () => {
  it('follow registrations, role changes, tour requests and the cascades of deletes', async () => {
    const owner = await createUser(t, 'CUSTOMER');
    const guest = await createUser(t, 'CUSTOMER');
    const other = await createUser(t, 'CUSTOMER');
    await createUser(t, 'ADMIN');
    const people = [owner.id, guest.id, other.id];
    const flat = await makeAdvert(t, catalog, owner.id);
    const house = await makeAdvert(t, catalog, owner.id);
    const otherFlat = await makeAdvert(t, catalog, other.id);
    for (const day of [3, 4, 5]) await makeTourRequest(t, flat, guest.id, { tourTime: slot(day) });
    await makeTourRequest(t, house, guest.id, { tourTime: slot(6) });
    await makeTourRequest(t, otherFlat, guest.id, { tourTime: slot(7) });
    await makeTourRequest(t, otherFlat, owner.id, { tourTime: slot(8) });
    await expectAllAgree(people);
    expect(await readTally(t.database.db, 'tour_requests:owner', owner.id)).toBe(4);

    // Moderation moves an advert between statuses; a view (a counter update) moves nothing.
    await t.database.db.update(adverts).set({ status: 0 }).where(eq(adverts.id, flat.id));
    await t.database.db
      .update(adverts)
      .set({ viewCount: sql`${adverts.viewCount} + 1` })
      .where(eq(adverts.userId, owner.id));
    await expectAllAgree(people);

    // A role change moves the person between roles; setting the same role changes nothing.
    await t.database.db.update(users).set({ role: 'MANAGER' }).where(eq(users.id, other.id));
    await t.database.db.update(users).set({ role: 'MANAGER' }).where(eq(users.id, other.id));
    await expectAllAgree(people);

    // An advert's deletion takes its requests; a person's takes theirs on both sides.
    await t.database.db.delete(adverts).where(eq(adverts.id, house.id));
    await expectAllAgree(people);
    await t.database.db.delete(users).where(eq(users.id, guest.id));
    await expectAllAgree(people);
    expect(await readTally(t.database.db, 'tour_requests:guest', guest.id)).toBe(0);
    await t.database.db.delete(users).where(eq(users.id, owner.id));
    await expectAllAgree(people);
    // The cascades after a person's deletion leave no row of theirs (a 0 is no row).
    const leftOver = await queryRows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM tallies WHERE subject_id IN (${guest.id}, ${owner.id})`,
    );
    expect(Number(leftOver[0]!.n)).toBe(0);
  });

  it('count a statement that writes many rows for several people at once', async () => {
    const owner = await createUser(t, 'CUSTOMER');
    const guests = [await createUser(t, 'CUSTOMER'), await createUser(t, 'CUSTOMER')];
    const flat = await makeAdvert(t, catalog, owner.id);
    // 400 requests in one INSERT, alternating guests, then half of them in one DELETE.
    await t.database.db.execute(sql`
      INSERT INTO tour_requests (advert_id, guest_user_id, owner_user_id, tour_time, status)
      SELECT ${flat.id}, CASE WHEN g % 2 = 0 THEN ${guests[0]!.id}::int ELSE ${guests[1]!.id}::int END,
             ${owner.id}, now() + g * interval '1 hour', 'PENDING'
      FROM generate_series(1, 400) g`);
    await expectAllAgree([owner.id, ...guests.map((g) => g.id)]);
    await t.database.db.execute(
      sql`DELETE FROM tour_requests WHERE guest_user_id = ${guests[0]!.id}`,
    );
    await expectAllAgree([owner.id, ...guests.map((g) => g.id)]);
    expect(await readTally(t.database.db, 'tour_requests:owner', owner.id)).toBe(200);
  });

  // Each writer locks tally rows in one order; before, 1 → 2 beside 2 → 1 of one owner deadlocked.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'agree after every advert of one owner moved between statuses at once, some each way',
    async () => {
      const owner = await createUser(t, 'CUSTOMER');
      const made = await Promise.all(
        [0, 1, 2, 0, 1, 2].map((status) => makeAdvert(t, catalog, owner.id, { status })),
      );
      const ids = made.map((advert) => advert.id);
      const move = (id: number, status: number) =>
        t.database.db.update(adverts).set({ status }).where(eq(adverts.id, id));
      for (let round = 0; round < 30; round++) {
        // Every advert moves at once, half of them one way round the statuses, half the other.
        await Promise.all(ids.map((id, i) => move(id, (round + (i % 2 ? i : 2 * i)) % 3)));
      }
      await expectAllAgree([owner.id]);
    },
  );

  it('counts an empty marketplace as zero', async () => {
    expect(await readTally(t.database.db, 'tour_requests:owner', 999_999)).toBe(0);
  });
});
