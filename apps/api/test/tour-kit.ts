import { desc, eq } from 'drizzle-orm';
import { tourSiteOf } from '../src/compose';
import { activityLogs, mailOutbox, tourRequests } from '../src/db/schema';
import { tourRequestJobs } from '../src/features/tour-requests';
import { systemClock } from '../src/lib/clock';
import { makeAdvert, makeCatalog, makeTourRequest, type Catalog } from './factories';
import { call, createUser, type TestApp, type TestUser } from './test-app';

/** "YYYY-MM-DD" `offset` days from today (UTC, the tests' site time zone). */
export const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A wall-clock tour time `offset` days ahead at `time`, as stored. */
export const slot = (offset: number, time = '10:00') => `${day(offset)}T${time}:00`;

/** An owner with a public advert, a guest, another customer, a manager and an admin. */
export async function tourCast(t: TestApp) {
  const catalog: Catalog = await makeCatalog(t);
  const owner = await createUser(t, 'CUSTOMER', { firstName: 'Olga', lastName: 'Owner' });
  const guest = await createUser(t, 'CUSTOMER', { firstName: 'Gus', lastName: 'Guest' });
  const stranger = await createUser(t, 'CUSTOMER', { firstName: 'Stan', lastName: 'Stranger' });
  const manager = await createUser(t, 'MANAGER');
  const admin = await createUser(t, 'ADMIN');
  const advert = await makeAdvert(t, catalog, owner.id, { title: 'Sunny flat' });
  return { catalog, owner, guest, stranger, manager, admin, advert };
}

/** A request in the given status, straight in the database. */
export const tourIn = (
  t: TestApp,
  advert: { id: number; userId: number },
  guest: TestUser,
  fields: Partial<typeof tourRequests.$inferInsert> = {},
) => makeTourRequest(t, advert, guest.id, { tourTime: slot(5), ...fields });

/** PATCH /tourRequest/{id}/{move} as `user`. */
export const moveTour = (t: TestApp, id: number, move: string, user?: TestUser) =>
  call(t, { method: 'PATCH', url: `/api/tourRequest/${id}/${move}`, token: user?.token });

export async function statusOf(t: TestApp, id: number) {
  const [row] = await t.database.db
    .select({ status: tourRequests.status, tourTime: tourRequests.tourTime })
    .from(tourRequests)
    .where(eq(tourRequests.id, id));
  return row;
}

export async function lastLogOf(t: TestApp, userId: number) {
  const [row] = await t.database.db
    .select({ action: activityLogs.action, log: activityLogs.log })
    .from(activityLogs)
    .where(eq(activityLogs.userId, userId))
    .orderBy(desc(activityLogs.id))
    .limit(1);
  return row;
}

export async function mailsTo(t: TestApp, to: string) {
  await t.app.background.idle();
  return t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id));
}

/** The tour request jobs as another server process runs them: over the same database. */
export const tourJobsOf = (t: TestApp) =>
  tourRequestJobs({
    db: t.database.db,
    mailer: t.app.mailer,
    clock: systemClock,
    site: tourSiteOf(t.app.config),
  });
