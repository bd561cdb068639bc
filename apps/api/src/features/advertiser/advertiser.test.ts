import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { WRITE_LIMITS, type WriteLimits } from '../../lib/write-limits';
import { conversations, phoneReveals } from '../../db/schema';
import { makeAdvert, makeCatalog, type Catalog } from '../../../test/factories';
import {
  call,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../../test/test-app';
import { replyTimeOf } from './advertiser.service';

const REVEALS = 3;
let t: TestApp;
let catalog: Catalog;
let owner: TestUser;
let viewer: TestUser;

beforeAll(async () => {
  const writeLimits: WriteLimits = {
    ...WRITE_LIMITS,
    phoneReveal: { ...WRITE_LIMITS.phoneReveal, perAccount: REVEALS },
  };
  t = await createTestApp({}, { writeLimits });
  catalog = await makeCatalog(t);
  owner = await createUser(t, 'CUSTOMER', {
    firstName: 'Olga',
    lastName: 'Owner',
    phone: '+905551112233',
  });
  viewer = await createUser(t);
});
afterAll(() => t.close());

const card = (advertId: number, token?: string) =>
  call(t, { method: 'GET', url: `/api/adverts/${advertId}/advertiser`, token });
const reveal = (advertId: number, token?: string) =>
  call(t, { method: 'POST', url: `/api/adverts/${advertId}/advertiser/phone`, token });

/** A thread with the owner's first answer `seconds` after it began, begun `daysAgo`. */
async function answeredThread(advertId: number, seconds: number, daysAgo = 1) {
  const guest = await createUser(t);
  await t.database.db.insert(conversations).values({
    advertId: null,
    advertTitle: `About ${advertId}`,
    advertSlug: 'x',
    ownerUserId: owner.id,
    guestUserId: guest.id,
    createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    lastMessageText: 'x',
    lastSenderId: owner.id,
    firstReplySeconds: seconds,
  });
}

describe('GET /adverts/{id}/advertiser', () => {
  it('shows the owner’s short name, initials, month joined and live adverts, without the phone', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    await makeAdvert(t, catalog, owner.id, { status: 0 });
    await makeAdvert(t, catalog, owner.id, { categoryId: catalog.categoryIds[1] });
    const res = await card(advert.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^public/);
    const month = new Date().toISOString().slice(0, 7);
    expect(res.json()).toEqual({
      name: 'Olga O.',
      initials: 'OO',
      photo: null,
      memberSince: `${month}-01`,
      liveAdverts: 1,
      replyTime: null,
      mine: false,
      agency: null,
    });
    expect((await card(advert.id, owner.token)).json().mine).toBe(true);
    expect(res.body).not.toContain('5551112233');
    expect((await card(advert.id, viewer.token)).headers['cache-control']).toBe(
      'private, no-store',
    );
  });

  it('tells the usual reply time from the median first answer of the last 90 days', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    await answeredThread(advert.id, 600);
    await answeredThread(advert.id, 1800);
    expect((await card(advert.id, viewer.token)).json().replyTime).toBeNull();
    await answeredThread(advert.id, 3 * 3600);
    await answeredThread(advert.id, 5, 120); // too old to count
    expect((await card(advert.id, viewer.token)).json().replyTime).toBe('HOUR');
    await answeredThread(advert.id, 4 * 3600);
    await answeredThread(advert.id, 5 * 3600);
    expect((await card(advert.id, viewer.token)).json().replyTime).toBe('HOURS');
  });

  it('answers 404 for a missing or non-public advert', async () => {
    const pending = await makeAdvert(t, catalog, owner.id, { status: 0 });
    expect((await card(pending.id)).statusCode).toBe(404);
    expect((await card(999_999, viewer.token)).statusCode).toBe(404);
  });
});

describe('POST /adverts/{id}/advertiser/phone', () => {
  it('gives a signed-in person the number, logs each reveal, and limits them per day', async () => {
    const advert = await makeAdvert(t, catalog, owner.id);
    const person = await createUser(t);
    expect((await reveal(advert.id)).statusCode).toBe(401);
    for (let i = 0; i < REVEALS; i++) {
      const res = await reveal(advert.id, person.token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ phone: '+905551112233' });
    }
    const refused = await reveal(advert.id, person.token);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3600);
    expect(refused.json().message).toMatch(/too many phone number requests/);
    const logged = await t.database.db
      .select({ n: sql<number>`count(*)` })
      .from(phoneReveals)
      .where(eq(phoneReveals.viewerUserId, person.id));
    expect(Number(logged[0]!.n)).toBe(REVEALS);
  });

  it('refuses a non-public advert with 404', async () => {
    const pending = await makeAdvert(t, catalog, owner.id, { status: 0 });
    expect((await reveal(pending.id, viewer.token)).statusCode).toBe(404);
  });
});

describe('replyTimeOf', () => {
  it.each([
    [2, 10, null],
    [3, 3600, 'HOUR'],
    [3, 3601, 'HOURS'],
    [5, 6 * 3600 + 1, 'DAY'],
    [5, 24 * 3600 + 1, 'DAYS'],
  ] as const)('%i answers with median %is → %s', (answered, median, expected) => {
    expect(replyTimeOf(answered, median)).toBe(expected);
  });
});
