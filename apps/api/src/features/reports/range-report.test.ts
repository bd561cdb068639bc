import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { makeAdvert, makeCatalog, makeTourRequest, type Catalog } from '../../../test/factories';

let t: TestApp;
let catalog: Catalog;
let admin: TestUser;
let manager: TestUser;
let alice: TestUser;
let bob: TestUser;
let carol: TestUser;
type Advert = Awaited<ReturnType<typeof makeAdvert>>;
type Request = Awaited<ReturnType<typeof makeTourRequest>>;
const made = { adverts: [] as Advert[], requests: [] as Request[] };

const at = (day: string) => new Date(`${day}T12:00:00Z`);
const joinedOn = (user: TestUser, day: string) =>
  t.database.db
    .update(users)
    .set({ createdAt: at(day) })
    .where(eq(users.id, user.id));

async function advert(owner: TestUser, day: string, fields: Parameters<typeof makeAdvert>[3]) {
  const row = await makeAdvert(t, catalog, owner.id, { createdAt: at(day), ...fields });
  made.adverts.push(row);
  return row;
}
async function request(on: Advert, guest: TestUser, day: string) {
  // A pending request is unique per guest, advert and visit time: each gets its own time.
  const tourTime = `${day.replace('2025', '2099')}T10:00:00`;
  made.requests.push(await makeTourRequest(t, on, guest.id, { createdAt: at(day), tourTime }));
}

beforeAll(async () => {
  t = await createTestApp();
  catalog = await makeCatalog(t);
  admin = await createUser(t, 'ADMIN');
  manager = await createUser(t, 'MANAGER');
  alice = await createUser(t, 'CUSTOMER');
  bob = await createUser(t, 'CUSTOMER');
  carol = await createUser(t, 'CUSTOMER');
  await joinedOn(admin, '2024-01-01');
  await joinedOn(manager, '2024-01-01');
  await joinedOn(alice, '2025-03-02');
  await joinedOn(bob, '2025-03-02');
  await joinedOn(carol, '2025-03-10');
  const [sale, rent] = catalog.typeIds;
  const [house, hidden] = catalog.categoryIds;
  const flat = await advert(alice, '2025-03-01', { status: 1, viewCount: 5 });
  await advert(alice, '2025-03-03', {
    status: 0,
    categoryId: hidden,
    advertTypeId: rent,
    viewCount: 9,
  });
  await advert(alice, '2025-06-01', { status: 1, viewCount: 50 });
  const villa = await advert(bob, '2025-03-02', {
    status: 2,
    categoryId: house,
    advertTypeId: sale,
    viewCount: 7,
  });
  await request(flat, bob, '2025-03-02');
  await request(flat, carol, '2025-03-02');
  await request(villa, alice, '2025-03-05');
  await request(flat, carol, '2025-05-01');
});
afterAll(() => t.close());

const rangeReport = (query: string, viewer?: TestUser) =>
  call(t, { method: 'GET', url: `/api/report/range?${query}`, token: viewer?.token });
const MARCH = 'from=2025-03-01&to=2025-03-31';
const inMarch = (d: Date) => d.toISOString().startsWith('2025-03');

/** What the page should show for March, counted from the rows the factories made. */
function expectedMarch(ownerId: number | null) {
  const mine = (userId: number) => ownerId === null || userId === ownerId;
  const adverts = made.adverts.filter((a) => inMarch(a.createdAt) && mine(a.userId));
  const requests = made.requests.filter((r) => inMarch(r.createdAt) && mine(r.ownerUserId));
  return { adverts, requests };
}

describe('GET /report/range', () => {
  it.each([
    ['an admin', () => admin],
    ['a manager', () => manager],
  ])('gives %s the whole marketplace', async (_role, viewer) => {
    const res = await rangeReport(MARCH, viewer());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { adverts, requests } = expectedMarch(null);
    expect(body).toMatchObject({ from: '2025-03-01', to: '2025-03-31', interval: 'day' });
    expect(body.scope).toBe('MARKETPLACE');
    expect(body.advertsByStatus).toEqual([
      { label: 'PENDING', count: adverts.filter((a) => a.status === 0).length },
      { label: 'ACTIVATED', count: adverts.filter((a) => a.status === 1).length },
      { label: 'REJECTED', count: adverts.filter((a) => a.status === 2).length },
    ]);
    expect(body.advertsByCity).toEqual([{ label: 'İstanbul', count: adverts.length }]);
    expect(body.timeline).toHaveLength(31);
    expect(body.timeline[1]).toEqual({
      period: '2025-03-02',
      adverts: 1,
      users: 2,
      tourRequests: 2,
    });
    expect(sum(body.timeline, 'adverts')).toBe(adverts.length);
    expect(sum(body.timeline, 'tourRequests')).toBe(requests.length);
    expect(sum(body.timeline, 'users')).toBe(3);
    expect(body.mostViewed.map((a: { count: number }) => a.count)).toEqual([9, 7, 5]);
    expect(body.mostRequested).toEqual([
      { id: adverts[0]!.id, slug: adverts[0]!.slug, title: adverts[0]!.title, count: 2 },
      { id: adverts[2]!.id, slug: adverts[2]!.slug, title: adverts[2]!.title, count: 1 },
    ]);
  });

  it('groups the range by category and type, most first', async () => {
    const body = (await rangeReport(MARCH, admin)).json();
    expect(body.advertsByCategory).toEqual([
      { label: expect.stringMatching(/^House /), count: 2 },
      { label: expect.stringMatching(/^Hidden /), count: 1 },
    ]);
    expect(body.advertsByType).toEqual([
      { label: expect.stringMatching(/^Sale /), count: 2 },
      { label: expect.stringMatching(/^Rent /), count: 1 },
    ]);
  });

  it('gives a customer only their own adverts and the requests on them, no user counts', async () => {
    const res = await rangeReport(MARCH, alice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { adverts, requests } = expectedMarch(alice.id);
    expect(body.scope).toBe('OWN');
    expect(body.advertsByStatus).toEqual([
      { label: 'PENDING', count: 1 },
      { label: 'ACTIVATED', count: 1 },
      { label: 'REJECTED', count: 0 },
    ]);
    expect(body.advertsByCity).toEqual([{ label: 'İstanbul', count: adverts.length }]);
    expect(body.timeline.every((p: { users: unknown }) => p.users === null)).toBe(true);
    expect(sum(body.timeline, 'tourRequests')).toBe(requests.length);
    const own = new Set(adverts.map((a) => a.id));
    expect(body.mostViewed.every((a: { id: number }) => own.has(a.id))).toBe(true);
    expect(body.mostRequested).toEqual([expect.objectContaining({ id: adverts[0]!.id, count: 2 })]);
  });

  it('gives a customer without adverts nothing of the others', async () => {
    const body = (await rangeReport(MARCH, carol)).json();
    expect(sum(body.advertsByStatus, 'count')).toBe(0);
    expect(body).toMatchObject({ advertsByCity: [], mostViewed: [], mostRequested: [] });
    expect(sum(body.timeline, 'tourRequests')).toBe(0);
  });

  it('counts per ISO week past 120 days and per month past two years', async () => {
    const year = (await rangeReport('from=2025-01-01&to=2025-12-31', admin)).json();
    expect(year.interval).toBe('week');
    expect(year.timeline[0].period).toBe('2024-12-30');
    const week = (p: string) => year.timeline.find((x: { period: string }) => x.period === p);
    expect(week('2025-02-24')).toMatchObject({ adverts: 2, tourRequests: 2 });
    expect(week('2025-03-03')).toMatchObject({ adverts: 1, tourRequests: 1 });
    const long = (await rangeReport('from=2021-01-01&to=2025-12-31', admin)).json();
    expect(long.interval).toBe('month');
    expect(long.timeline).toHaveLength(60);
    expect(long.timeline.find((x: { period: string }) => x.period === '2025-03-01')).toEqual({
      period: '2025-03-01',
      adverts: 3,
      users: 3,
      tourRequests: 3,
    });
  });

  it('needs a login', async () => {
    const res = await rangeReport(MARCH);
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['a range that ends before it starts', 'from=2025-03-10&to=2025-03-01', 'to is before from'],
    ['a range over five years', 'from=2020-01-01&to=2025-01-01', 'longer than 5 years'],
    ['a malformed date', 'from=2025-3-1&to=2025-03-31', 'from must be a date like'],
    ['a day that does not exist', 'from=2025-02-30&to=2025-03-31', 'not a real calendar date'],
    ['a missing date', 'from=2025-03-01', 'to is required'],
  ])('refuses %s with a 400 and a message', async (_case, query, message) => {
    const res = await rangeReport(query, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('accepts a range of exactly five years', async () => {
    const res = await rangeReport('from=2020-01-01&to=2024-12-31', admin);
    expect(res.statusCode).toBe(200);
  });
});

const sum = <K extends string>(rows: Record<K, number | null>[], key: K) =>
  rows.reduce((total, row) => total + (row[key] ?? 0), 0);
